import { API_PATH_PREFIX } from '@foyer/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases, type FreshDatabase } from '../test-support/databases.js';
import { signUpByEmail } from '../test-support/flows.js';
import { buildTestApp, digestOf, json, postJson, type TestApp } from '../test-support/test-app.js';

const LOGIN_LIMIT = 8;

/** `/x-api/…` spelled with its first letter percent-encoded, as the router still reads it. */
const encoded = (path: string) => path.replace(/^\/x-api/, '/%78-api');
/** A route pattern made a path: each parameter a plain word. */
const pathOf = (pattern: string) => pattern.replace(/:[A-Za-z_]+/g, 'google');

/**
 * Issue 34, point 1: the rate limits, `no-store` and every rule of a path are decided by the
 * route the router matched, so no spelling of the path escapes them. The router decodes
 * `/%78-api/login` and runs `/x-api/login`; the limits read the raw URL and let it through.
 */
describe.each(databases)('no spelling of a path escapes its limits, on $name', (database) => {
  let fresh: FreshDatabase;
  let t: TestApp;

  beforeAll(async () => {
    fresh = await database.create();
    t = await buildTestApp(fresh, { RATE_LIMIT_LOGIN_PER_MINUTE: String(LOGIN_LIMIT) });
  });
  afterAll(async () => {
    await t?.app.close();
    await fresh?.dispose();
  });

  const logIns = async (path: string, email: string, times: number) => {
    const statuses: number[] = [];
    for (let i = 0; i < times; i += 1) {
      const response = await t.app.inject({
        method: 'POST',
        url: path,
        payload: { email, password: digestOf('Not-the-password-1') },
      });
      statuses.push(response.statusCode);
    }
    return statuses;
  };

  it(`14 log-ins from one address against a limit of ${LOGIN_LIMIT}: the encoded path is limited like the plain one`, async () => {
    const email = 'spelled@example.com';
    await signUpByEmail(t, email);
    t.clock.advance(60_000);
    const plain = await logIns('/x-api/login', email, 14);
    expect(plain.filter((status) => status === 429)).toHaveLength(14 - LOGIN_LIMIT);

    t.clock.advance(60_000);
    const attack = await logIns('/%78-api/login', email, 14);
    expect(attack.slice(0, LOGIN_LIMIT).every((status) => status === 200)).toBe(true);
    expect(attack.slice(LOGIN_LIMIT)).toEqual(Array(14 - LOGIN_LIMIT).fill(429));

    // The two spellings are one route: they count together.
    t.clock.advance(60_000);
    const mixed = [
      ...(await logIns('/x-api/login', email, LOGIN_LIMIT / 2)),
      ...(await logIns('/x-%61pi/login', email, LOGIN_LIMIT / 2)),
      ...(await logIns('/%78-api/%6Cogin', email, 1)),
    ];
    expect(mixed.at(-1)).toBe(429);
  });

  it('every call of the API, public and private, is limited and never cached under either spelling', async () => {
    const calls = t.app.routeTable.filter(
      (route) => route.url.startsWith(`${API_PATH_PREFIX}/`) && !route.url.includes('*'),
    );
    expect(calls.length).toBeGreaterThan(60);
    // Private calls with a live session of their own (log-out ends one), so each reaches its
    // own rules past the session gate.
    const email = 'every-call@example.com';
    const { password } = await signUpByEmail(t, email);
    const session = async () => {
      const response = await postJson(t.app, '/login', { email, password: digestOf(password) });
      return { usertoken: String(json(response).token) };
    };
    for (const call of calls) {
      for (const url of [pathOf(call.url), encoded(pathOf(call.url))]) {
        const headers = call.url.includes('/private/') ? await session() : {};
        // A fresh minute for each: no call's limit is spent by the one before it.
        t.clock.advance(60_000);
        const response = await t.app.inject({ method: call.method, url, payload: {}, headers });
        const seen = `${call.method} ${url}: ${response.statusCode}`;
        expect(response.statusCode, seen).not.toBe(404);
        expect(response.headers['x-ratelimit-limit'], seen).toBeDefined();
        expect(response.headers['cache-control'], seen).toBe('no-store');
        expect(response.headers['x-refer-site-id'], seen).toBeDefined();
      }
    }
  });

  it('a private call without a session is counted against its IP too, under either spelling', async () => {
    for (const url of ['/x-api/v2/private/user/profile', '/%78-api/v2/private/user/profile']) {
      t.clock.advance(60_000);
      const response = await t.app.inject({ url });
      expect(response.json(), url).toMatchObject({ ret_code: 10005 });
      expect(response.headers['x-ratelimit-remaining'], url).toBeDefined();
    }
  });

  it('an unknown API path is not a page under any spelling: 404 in the envelope, never cached', async () => {
    for (const url of ['/x-api/no-such-call', '/%78-api/no-such-call']) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toMatchObject({ ret_code: 10404 });
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
    // A known path with the wrong method answers 405 whatever its spelling.
    const wrongMethod = await t.app.inject({ method: 'GET', url: '/%78-api/login' });
    expect(wrongMethod.statusCode).toBe(405);
  });
});
