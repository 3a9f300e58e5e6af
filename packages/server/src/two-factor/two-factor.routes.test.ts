/**
 * The two-factor set-up calls' wiring and answers (behaviour §7 "Two-factor"; decisions 016,
 * 036): behind the session gate, their input checked, each outcome answered with its ret_code.
 * The rules themselves: two-factor.service.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { databases } from '../test-support/databases.js';
import { signUpByEmail } from '../test-support/flows.js';
import { routeTestApp } from '../test-support/route-test-app.js';
import { digestOf, json } from '../test-support/test-app.js';
import { codeAt, enableTwoFactor } from '../test-support/two-factor.js';

const LOCK_MS = 15 * 60_000;
/** signUpByEmail's password. */
const PASSWORD = 'Passw0rd!';

describe.each(databases)('two-factor set-up calls on $name', (database) => {
  const t = routeTestApp(database, {
    RATE_LIMIT_LOGIN_PER_MINUTE: '1000',
    RATE_LIMIT_SEND_CODE_PER_MINUTE: '1000',
  });
  let n = 0;
  const newAccount = () => signUpByEmail(t, `setup${(n += 1)}@example.com`);
  /** Confirm and disable ask for the password again (decision 036): the helper gives it. */
  const call = (path: string, token: string, body: object = {}) =>
    t.post(
      `/user/private/google2fa/${path}`,
      path === 'begin' ? body : { password: digestOf(PASSWORD), ...body },
      token,
    );
  /** The call as sent, for its status code. */
  const raw = (path: string, token: string, body: object) =>
    t.inject('POST', `/user/private/google2fa/${path}`, body, token);
  const status = (token: string) => t.get('/user/private/google2fa/status', token);
  const wrongFor = (right: string) => (right === '000000' ? '000001' : '000000');

  it('private calls need a session like /v2/private/user/profile: 10005 without one', async () => {
    expect((await status('nope')).ret_code).toBe(10005);
    expect((await call('begin', 'nope')).ret_code).toBe(10005);
    expect((await call('confirm', 'nope', { google2fa: '123456' })).ret_code).toBe(10005);
    expect((await call('disable', 'nope', { google2fa: '123456' })).ret_code).toBe(10005);
  });

  it('begin answers secret and otpauth_uri; status answers enabled false until confirmed', async () => {
    const { token } = await newAccount();
    const begun = await call('begin', token);
    expect(begun).toMatchObject({
      ret_code: 0,
      result: { secret: expect.stringMatching(/^[A-Z2-7]{32}$/) },
    });
    expect(String(begun.result.otpauth_uri)).toMatch(
      new RegExp(`^otpauth://totp/Foyer:.*secret=${String(begun.result.secret)}`),
    );
    expect(await status(token)).toMatchObject({ ret_code: 0, result: { enabled: false } });
  });

  it('confirm answers 35001 for a wrong code, enabled true for the right one', async () => {
    const { token } = await newAccount();
    const secret = String((await call('begin', token)).result.secret);
    const right = codeAt(secret, t.clock.now());
    expect((await call('confirm', token, { google2fa: wrongFor(right) })).ret_code).toBe(35001);
    expect(await call('confirm', token, { google2fa: right })).toMatchObject({
      ret_code: 0,
      result: { enabled: true },
    });
    expect((await status(token)).result.enabled).toBe(true);
  });

  it('begin once on answers 35003 and no secret', async () => {
    const { token } = await newAccount();
    await enableTwoFactor(t, token);
    const again = await call('begin', token);
    expect(again.ret_code).toBe(35003);
    expect(again.result).not.toHaveProperty('secret');
  });

  it('confirm without a pending secret, or disable while off, answers 35004', async () => {
    const { token } = await newAccount();
    expect((await call('confirm', token, { google2fa: '123456' })).ret_code).toBe(35004);
    expect((await call('disable', token, { google2fa: '123456' })).ret_code).toBe(35004);
  });

  it('disable answers 35001 for a wrong code, enabled false for the right one', async () => {
    const { token } = await newAccount();
    const secret = await enableTwoFactor(t, token);
    const right = codeAt(secret, t.clock.now());
    expect((await call('disable', token, { google2fa: wrongFor(right) })).ret_code).toBe(35001);
    expect(await call('disable', token, { google2fa: right })).toMatchObject({
      ret_code: 0,
      result: { enabled: false },
    });
    expect((await status(token)).result.enabled).toBe(false);
  });

  it('the lock answers 35002 with locked_until', async () => {
    const { token } = await newAccount();
    const secret = await enableTwoFactor(t, token);
    const wrong = () => wrongFor(codeAt(secret, t.clock.now()));
    for (let i = 1; i <= 4; i += 1) {
      expect((await call('disable', token, { google2fa: wrong() })).ret_code).toBe(35001);
    }
    expect(await call('disable', token, { google2fa: wrong() })).toMatchObject({
      ret_code: 35002,
      result: { locked_until: t.clock.now() + LOCK_MS },
    });
  });

  it('bad input is 10004 with status 400, never a 500: a code not of six digits, no password, no code', async () => {
    const { token } = await newAccount();
    const secret = String((await call('begin', token)).result.secret);
    const google2fa = codeAt(secret, t.clock.now());
    const password = digestOf(PASSWORD);
    for (const [path, body] of [
      ['confirm', { google2fa: '12ab', password }],
      ['confirm', { google2fa }],
      ['disable', { google2fa }],
      ['disable', { password }],
    ] as const) {
      const response = await raw(path, token, body);
      expect(response.statusCode, `${path} ${JSON.stringify(body)}`).toBe(400);
      expect(json(response).ret_code).toBe(10004);
    }
  });

  it('a wrong password answers 31002 with its count', async () => {
    const { token } = await newAccount();
    const secret = String((await call('begin', token)).result.secret);
    const google2fa = codeAt(secret, t.clock.now());
    const wrong = await raw('confirm', token, { google2fa, password: digestOf('Guess-1a') });
    expect(json(wrong)).toMatchObject({ ret_code: 31002, result: { pass_err_count: 1 } });
  });

  it('turning it on ends every other session, not the one that asked', async () => {
    const email = `setup${(n += 1)}@example.com`;
    const { token } = await signUpByEmail(t, email);
    const other = String((await t.post('/login', { email, password: digestOf(PASSWORD) })).token);
    expect((await status(other)).ret_code).toBe(0);
    await enableTwoFactor(t, token);
    expect((await status(other)).ret_code).toBe(10005);
    expect(await status(token)).toMatchObject({ ret_code: 0, result: { enabled: true } });
  });
});
