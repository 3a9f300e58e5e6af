/** GET /user/public/get-white-hosts (behaviour §7): the redirect whitelist of REDIRECT_WHITELIST. */
import { ok, whiteHostsCall } from '@foyer/contract';
import { whiteHostsSchemas } from '@foyer/contract/schemas';
import { route } from '../http/route.js';
import type { RouteContext, RoutePlugin } from '../http/context.js';

export function whiteHostsRoutes(ctx: RouteContext): RoutePlugin {
  return async (app) => {
    route(app, whiteHostsCall, whiteHostsSchemas, {}, async function whiteHosts() {
      return ok({ hosts: [...ctx.config.redirectWhitelist] });
    });
  };
}
