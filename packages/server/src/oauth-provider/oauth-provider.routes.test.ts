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

  it('an unknown path under /oauth2 is a 404 of the provider, not the web app', async () => {
    const response = await t.app.inject({ url: '/oauth2/nothing-here' });
    expect(response.statusCode).toBe(404);
  });
});
