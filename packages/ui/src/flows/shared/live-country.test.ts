/**
 * behaviour §3 `live_country_code` (docs/decisions/146): the server's country of the visitor,
 * and for the third-party sign-in "falls back to stored current country".
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createApiClient } from '../../api/api-client';
import { createMemoryTokenStore } from '../../api/token-store';
import { CURRENT_COUNTRY_STORAGE_KEY, liveCountryField } from './live-country';

/** A widget's API whose GET /register/countryCode answers `country`. */
function apiAnswering(country: string) {
  const fetchImpl = async () =>
    new Response(JSON.stringify({ ret_code: 0, ret_msg: 'OK', result: { country_code: country } }));
  return createApiClient({
    apiBase: 'https://example.test/x-api',
    lang: 'en',
    platform: 'pc',
    guid: 'guid-1',
    tokenStore: createMemoryTokenStore(null),
    fetch: fetchImpl as typeof fetch,
  });
}

afterEach(() => localStorage.clear());

describe('live_country_code', () => {
  it("is the server's answer for the visitor, and is stored as the current country", async () => {
    expect(await liveCountryField(apiAnswering('FR'))).toEqual({ live_country_code: 'FR' });
    expect(localStorage.getItem(CURRENT_COUNTRY_STORAGE_KEY)).toBe('FR');
  });

  it('third-party sign-in "falls back to stored current country" when the server knows none now', async () => {
    localStorage.setItem(CURRENT_COUNTRY_STORAGE_KEY, 'DE');
    expect(await liveCountryField(apiAnswering(''), true)).toEqual({ live_country_code: 'DE' });
  });

  it('the other calls do not fall back: no country known, no field', async () => {
    localStorage.setItem(CURRENT_COUNTRY_STORAGE_KEY, 'DE');
    expect(await liveCountryField(apiAnswering(''))).toEqual({});
  });

  it('a stored value that is not a country is not sent', async () => {
    localStorage.setItem(CURRENT_COUNTRY_STORAGE_KEY, '<script>');
    expect(await liveCountryField(apiAnswering(''), true)).toEqual({});
  });
});
