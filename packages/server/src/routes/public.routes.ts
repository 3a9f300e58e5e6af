/** Public look-ups: the country list and the visitor's country (behaviour §7). */
import { countryListCall, ok, visitorCountryCall } from '@foyer/contract';
import type { RouteContext, RoutePlugin } from './context.js';

export function publicRoutes(ctx: RouteContext): RoutePlugin {
  return async (app) => {
    app.get(countryListCall.path, async function countryList(request) {
      const lang = request.headers.lang;
      return ok(ctx.countryList(typeof lang === 'string' ? lang : undefined));
    });

    app.get(visitorCountryCall.path, async function visitorCountry(request) {
      return ok({ country_code: ctx.geo.countryOf(request.ip) });
    });
  };
}
