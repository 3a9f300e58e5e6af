/**
 * Demo trading on the wire (behaviour §2 `demoAccount=true` "demo login", decision 131): the
 * signed-in session is switched to demo and back; the profile says which it is; the same
 * account's other sessions, and the next log-in, stay real. Steps as a visitor and as a
 * stranger would take them.
 */
import { describe, expect, it } from 'vitest';
import { databases } from '../test-support/databases.js';
import { signUpByEmail } from '../test-support/flows.js';
import { routeTestApp } from '../test-support/route-test-app.js';
import { digestOf, json } from '../test-support/test-app.js';

const PROFILE = '/x-api/v2/private/user/profile';
const DEMO = '/x-api/user/private/demo-trading';

describe.each(databases)('demo trading on $name', (database) => {
  const t = routeTestApp(database);
  let n = 0;
  const newEmail = () => `demo${(n += 1)}@example.com`;
  const demoOf = async (token: string) =>
    json(await t.app.inject({ url: PROFILE, headers: { usertoken: token } })).result
      ?.demo_trading as boolean | undefined;
  const switchTo = async (demo: unknown, headers: Record<string, string>) =>
    json(
      await t.app.inject({
        method: 'POST',
        url: DEMO,
        headers: { 'content-type': 'application/json', ...headers },
        payload: JSON.stringify({ demo }),
      }),
    );

  it('a new session is real: the profile answers demo_trading false', async () => {
    const account = await signUpByEmail(t, newEmail());
    expect(await demoOf(account.token)).toBe(false);
  });

  it('demo login: the session switches to demo trading, the profile says so, and back to real', async () => {
    const account = await signUpByEmail(t, newEmail());
    const headers = { usertoken: account.token };
    expect(await switchTo(true, headers)).toMatchObject({
      ret_code: 0,
      result: { demo_trading: true },
    });
    expect(await demoOf(account.token)).toBe(true);
    expect(await switchTo(false, headers)).toMatchObject({ result: { demo_trading: false } });
    expect(await demoOf(account.token)).toBe(false);
  });

  it("demo is the session's, not the account's: another session and the next log-in stay real", async () => {
    const email = newEmail();
    const first = await signUpByEmail(t, email);
    const second = await t.post('/login', { email, password: digestOf(first.password) });
    await switchTo(true, { usertoken: first.token });
    expect(await demoOf(String(second.token))).toBe(false);
    const third = await t.post('/login', { email, password: digestOf(first.password) });
    expect(await demoOf(String(third.token))).toBe(false);
    expect(await demoOf(first.token)).toBe(true);
  });

  it('a stranger without a session, or with a made-up token, switches nothing: 10005', async () => {
    expect((await switchTo(true, {})).ret_code).toBe(10005);
    expect((await switchTo(true, { usertoken: 'not-a-session' })).ret_code).toBe(10005);
  });

  it('a logged-out session cannot be switched back on', async () => {
    const account = await signUpByEmail(t, newEmail());
    await t.app.inject({
      method: 'POST',
      url: '/x-api/user/private/logout',
      headers: { 'content-type': 'application/json', usertoken: account.token },
    });
    expect((await switchTo(true, { usertoken: account.token })).ret_code).toBe(10005);
  });

  it('anything but true or false is refused in the envelope (10004) and changes nothing', async () => {
    const account = await signUpByEmail(t, newEmail());
    const headers = { usertoken: account.token };
    for (const bad of ['true', 1, null, { on: true }]) {
      const answer = await switchTo(bad, headers);
      expect(answer.ret_code).toBe(10004);
      expect(typeof answer.ret_msg).toBe('string');
    }
    expect(await demoOf(account.token)).toBe(false);
  });
});
