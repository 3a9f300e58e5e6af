/**
 * The visitor's country as the server sees it (GET /register/countryCode), asked once per
 * widget: the country selector suggests it, and the third-party block hides Google for a
 * visitor in China (docs/decisions/064). Silent; '' when unknown, and asked again next time.
 */
import { visitorCountryCall } from '@foyer/contract';
import type { ApiClient } from '../../api/api-outcome';

const countries = new WeakMap<ApiClient, Promise<string>>();

export function loadVisitorCountry(api: ApiClient): Promise<string> {
  let country = countries.get(api);
  if (!country) {
    country = api.call(visitorCountryCall, {}, { hideError: true }).then((outcome) => {
      if (outcome.ok) return outcome.result.country_code ?? '';
      countries.delete(api);
      return '';
    });
    countries.set(api, country);
  }
  return country;
}
