/** Public look-ups: the country list and the visitor's country (behaviour §7). */
import { countryListCall, ok, visitorCountryCall } from '@foyer/contract';
import { countryListSchemas, visitorCountrySchemas } from '@foyer/contract/schemas';
import { route } from '../http/route.js';
import type { RouteContext, RoutePlugin } from '../http/context.js';

export function publicRoutes(ctx: RouteContext): RoutePlugin {
  return async (app) => {
    route(app, countryListCall, countryListSchemas, {}, async function countryList(_, request) {
      const lang = request.headers.lang;
      return ok(ctx.countryList(typeof lang === 'string' ? lang : undefined));
    });

    route(
      app,
      visitorCountryCall,
      visitorCountrySchemas,
      {},
      async function visitorCountry(_, request) {
        return ok({ country_code: ctx.geo.countryOf(request.ip) });
      },
    );
  };
}
