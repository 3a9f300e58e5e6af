/**
 * behaviour §3 `live_country_code`: the visitor's current country as the widget knows it, the
 * server's answer to GET /register/countryCode (asked once per widget). The last one known is
 * kept in this browser as the "stored current country", which the third-party sign-in falls
 * back to when the server knows none now (docs/decisions/146).
 */
import type { ApiClient } from '../../api/api-outcome';
import { loadVisitorCountry } from './visitor-country';

/** The localStorage key of the stored current country. */
export const CURRENT_COUNTRY_STORAGE_KEY = 'foyer_current_country';

/** Storage may be refused (a sandboxed frame, private mode): the country is then not kept. */
function stored(write?: string): string {
  try {
    if (write) localStorage.setItem(CURRENT_COUNTRY_STORAGE_KEY, write);
    return localStorage.getItem(CURRENT_COUNTRY_STORAGE_KEY) ?? '';
  } catch {
    return '';
  }
}

/** `{ live_country_code }`, or nothing when no country is known (and none stored, if asked). */
export async function liveCountryField(
  api: ApiClient,
  fallBackToStored = false,
): Promise<{ live_country_code?: string }> {
  const live = await loadVisitorCountry(api);
  if (live) stored(live);
  const country = live || (fallBackToStored ? stored() : '');
  return /^[A-Z]{2}$/.test(country) ? { live_country_code: country } : {};
}
