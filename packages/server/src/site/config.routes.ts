/** Remote configuration: the promo panels' entries (behaviour §7 POST /v3/config/banner). */
import { DEFAULT_LANGUAGE, bannerConfigCall, ok } from '@foyer/contract';
import { bannerConfigSchemas } from '@foyer/contract/schemas';
import { route } from '../http/route.js';
import type { RouteContext, RoutePlugin } from '../http/context.js';

export function configRoutes(ctx: RouteContext): RoutePlugin {
  return async (app) => {
    route(
      app,
      bannerConfigCall,
      bannerConfigSchemas,
      {},
      async function bannerConfig(body, request) {
        const { keys, properties } = body;
        const header = request.headers.lang;
        const language =
          properties?.language ?? (typeof header === 'string' ? header : DEFAULT_LANGUAGE);
        return ok({ list: ctx.promoConfig.entries(keys, language) });
      },
    );
  };
}
