/**
 * The provider's paths in the server (docs/decisions/076), without a browser: its answers are
 * never framed and leak no referrer, bad input is a 4xx in OAuth's own error format (never a
 * 500), and the endpoints that check a client's secret are limited per IP like log-in.
 */
import { describe, expect, it } from 'vitest';
import { databases } from '../test-support/databases.js';
import { routeTestApp } from '../test-support/route-test-app.js';

const ORIGIN = 'http://foyer.localhost';

describe.each(databases)('the provider’s paths on $name', (database) => {
  const t = routeTestApp(database, {
    PUBLIC_ORIGIN: ORIGIN,
    RATE_LIMIT_LOGIN_PER_MINUTE: '3',
  });

  it('discovery answers at the root, with the headers of every provider answer', async () => {
    const response = await t.app.inject({ url: '/.well-known/openid-configuration' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ issuer: ORIGIN, jwks_uri: `${ORIGIN}/oauth2/jwks` });
    expect(response.headers).toMatchObject({
      'x-frame-options': 'DENY',
      'content-security-policy': "frame-ancestors 'none'",
      'referrer-policy': 'no-referrer',
    });
  });

  it('the JWKS publishes public keys only', async () => {
    const jwks = (await t.app.inject({ url: '/oauth2/jwks' })).json() as {
      keys: Record<string, unknown>[];
    };
    expect(jwks.keys).toHaveLength(1);
    expect(jwks.keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
    for (const privatePart of ['d', 'p', 'q', 'dp', 'dq', 'qi']) {
      expect(jwks.keys[0]).not.toHaveProperty(privatePart);
    }
  });

  it.each([
    ['no body', undefined],
    ['an unknown grant', 'grant_type=password&username=a&password=b'],
    ['a code of no client', 'grant_type=authorization_code&code=nope&redirect_uri=https%3A%2F%2Fx'],
  ])('the token endpoint answers %s with a 4xx OAuth error, never a 500', async (_case, body) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/oauth2/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      ...(body ? { payload: body } : {}),
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json()).toHaveProperty('error');
  });

  it('the token endpoint is limited per IP like log-in (RATE_LIMIT_LOGIN_PER_MINUTE)', async () => {
    const post = () =>
      t.app.inject({
        method: 'POST',
        url: '/oauth2/token',
        remoteAddress: '198.51.100.7',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'grant_type=refresh_token&refresh_token=x',
      });
    const statuses = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await post()).statusCode);
    expect(statuses.slice(0, 3).every((status) => status !== 429)).toBe(true);
    expect(statuses[3]).toBe(429);
  });

  const authorize = (query: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      url: `/oauth2/auth?response_type=code&scope=openid&redirect_uri=https%3A%2F%2Fapp.example%2Fcb&${query}`,
      headers,
    });

  it('an unknown client is shown Foyer’s own error page, on our origin, with no redirect (decision 091)', async () => {
    const response = await authorize('client_id=not-a-client');
    expect(response.statusCode).toBe(400);
    expect(response.headers.location).toBeUndefined();
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.body).toContain('<html lang="en" dir="ltr">');
    expect(response.body).toContain('<h1>This sign-in request can’t go on</h1>');
    expect(response.body).toContain('<bdi dir="ltr" lang="en"><code>invalid_client</code>:');
    expect(response.body).toContain('<a href="/">Go to Foyer</a>');
  });

  it.each([
    ['the request’s ui_locales', 'ui_locales=ar-SA%20en', {}, 'ar-SA', 'rtl', 'لا يمكن متابعة'],
    [
      'the browser’s language',
      '',
      { 'accept-language': 'fr-CA,fr;q=0.9,en;q=0.8' },
      'fr-FR',
      'ltr',
      'Cette demande',
    ],
    [
      'a language the table lacks, then the next',
      'ui_locales=xx',
      { 'accept-language': 'ja' },
      'ja-JP',
      'ltr',
      'このログイン',
    ],
  ])('the error page is in %s', async (_case, query, headers, lang, dir, title) => {
    const response = await authorize(`client_id=not-a-client&${query}`, headers);
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(`<html lang="${lang}" dir="${dir}">`);
    expect(response.body).toContain(title);
  });

  it('an unknown path under /oauth2 is a 404 of the provider, not the web app', async () => {
    const response = await t.app.inject({ url: '/oauth2/nothing-here' });
    expect(response.statusCode).toBe(404);
  });
});
