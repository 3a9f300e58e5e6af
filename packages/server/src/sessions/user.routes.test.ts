/**
 * The profile and log-out on the wire (behaviour §7 "Log-in and session"): the token by header
 * or cookie, 10005 with HTTP 200, the cookie cleared. Sessions' own rules (expiry, hashing):
 * sessions.service.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { databases } from '../test-support/databases.js';
import { signUpByEmail } from '../test-support/flows.js';
import { routeTestApp } from '../test-support/route-test-app.js';
import { digestOf, json } from '../test-support/test-app.js';

const PROFILE = '/x-api/v2/private/user/profile';
const LOGOUT = '/x-api/user/private/logout';

describe.each(databases)('profile and log-out on $name', (database) => {
  const t = routeTestApp(database);
  let n = 0;
  const newEmail = () => `user${(n += 1)}@example.com`;
  const profile = async (headers: Record<string, string> = {}) =>
    t.app.inject({ url: PROFILE, headers });
  const logout = async (headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: LOGOUT,
      headers: { 'content-type': 'application/json', ...headers },
    });

  it('without a token the profile answers 10005 NOT_LOGGED_IN (HTTP 200)', async () => {
    const response = await profile();
    expect(response.statusCode).toBe(200);
    expect(json(response)).toMatchObject({ ret_code: 10005 });
  });

  it('with the UserToken header or the foyer_token cookie the profile answers result.id', async () => {
    const account = await signUpByEmail(t, newEmail());
    expect(json(await profile({ usertoken: account.token })).result.id).toBe(account.id);
    expect(json(await profile({ cookie: `foyer_token=${account.token}` })).result.id).toBe(
      account.id,
    );
  });

  it('an unknown token answers 10005', async () => {
    expect(json(await profile({ usertoken: 'not-a-session' })).ret_code).toBe(10005);
  });

  it('log-out revokes the session and clears the cookie', async () => {
    const account = await signUpByEmail(t, newEmail());
    const response = await logout({ usertoken: account.token });
    expect(json(response)).toMatchObject({ ret_code: 0, result: {} });
    expect(response.headers['set-cookie']).toMatch(/^foyer_token=;.*Expires=Thu, 01 Jan 1970/);
    expect(json(await profile({ usertoken: account.token })).ret_code).toBe(10005);
    expect(json(await logout({ usertoken: account.token })).ret_code).toBe(10005);
  });

  it('log-out by cookie alone works, and without any session answers 10005', async () => {
    const account = await signUpByEmail(t, newEmail());
    expect(json(await logout({ cookie: `foyer_token=${account.token}` })).ret_code).toBe(0);
    expect(json(await logout()).ret_code).toBe(10005);
  });

  it('other sessions of the same account survive one log-out', async () => {
    const email = newEmail();
    const first = await signUpByEmail(t, email);
    const second = await t.post('/login', { email, password: digestOf(first.password) });
    await logout({ usertoken: first.token });
    expect(json(await profile({ usertoken: String(second.token) })).ret_code).toBe(0);
  });
});
