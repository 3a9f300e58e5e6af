/** GET /user/public/get-white-hosts (behaviour §7): the redirect whitelist of REDIRECT_WHITELIST. */
import { ok, whiteHostsCall } from '@foyer/contract';
import type { RouteContext, RoutePlugin } from './context.js';

export function whiteHostsRoutes(ctx: RouteContext): RoutePlugin {
  return async (app) => {
    app.get(whiteHostsCall.path, async function whiteHosts() {
      return ok({ hosts: [...ctx.config.redirectWhitelist] });
    });
  };
}
