/**
 * behaviour §3 "Third-party sign-in": user_code is "affiliate-derived on login", and
 * location_link is the "referrer or current URL" (docs/decisions/147).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createApiClient } from '../api/api-client';
import { createMemoryTokenStore } from '../api/token-store';
import { thirdPartyVisit } from './third-party-visit';

const PAGE = { href: 'https://exchange.example.com/en/login?ref=X', referrer: '' };

/** A widget's API answering each path's result; records the paths asked. */
function apiAnswering(results: Record<string, unknown>) {
  const asked: string[] = [];
  const fetchImpl = async (input: RequestInfo | URL) => {
    const path = new URL(String(input)).pathname.replace(/^\/x-api/, '');
    asked.push(path);
    const result = results[path] ?? {};
    return new Response(JSON.stringify({ ret_code: 0, ret_msg: 'OK', result }));
  };
  const api = createApiClient({
    apiBase: 'https://example.test/x-api',
    lang: 'en',
    platform: 'pc',
    guid: 'guid-1',
    tokenStore: createMemoryTokenStore(null),
    fetch: fetchImpl as typeof fetch,
  });
  return { api, asked };
}

const known = (success: boolean) => ({ scene: 2, tpl: '', info: { success } });

afterEach(() => localStorage.clear());

describe('what a third-party sign-in call adds', () => {
  it("log-in: the page's affiliate's code, from the anonymity look-up", async () => {
    const { api } = apiAnswering({ '/affiliate/v5/anonymity': { isShow: 1, code: 'AFF777' } });
    const channel = { affiliateId: '777' };
    const visit = await thirdPartyVisit(api, false, { page: PAGE, channel });
    expect(visit).toMatchObject({ user_code: 'AFF777', risk_ext: { version: '1' } });
  });

  it("log-in: the page's ?ref= code once the server knows it", async () => {
    const { api } = apiAnswering({ '/s1/code/info': known(true) });
    const visit = await thirdPartyVisit(api, false, { page: PAGE, channel: { ref: 'FRIEND1' } });
    expect(visit).toMatchObject({ user_code: 'FRIEND1' });
  });

  it('log-in: a code the server does not know is not sent, so a new person is not refused 42001 on a view without a referral field', async () => {
    const { api } = apiAnswering({ '/s1/code/info': known(false) });
    const visit = await thirdPartyVisit(api, false, { page: PAGE, channel: { ref: 'NOPE' } });
    expect(visit).not.toHaveProperty('user_code');
  });

  it("sign-up: no derived code (the sign-up's own field is sent); location_link the referrer, without its query", async () => {
    const { api, asked } = apiAnswering({ '/register/countryCode': { country_code: 'GB' } });
    const page = { href: PAGE.href, referrer: 'https://blog.example.org/p?email=a%40b.c' };
    const visit = await thirdPartyVisit(api, true, {
      page,
      channel: { ref: 'FRIEND1' },
      typed: ' ada@example.com ',
    });
    expect(visit).toEqual({
      risk_ext: { version: '1' },
      location_link: 'https://blog.example.org/p',
      live_country_code: 'GB',
      username: 'ada@example.com',
    });
    expect(asked).not.toContain('/s1/code/info');
  });
});
