import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases, type FreshDatabase } from '../test-support/databases.js';
import { signUpByEmail } from '../test-support/flows.js';
import { buildTestApp, digestOf, json, postJson, type TestApp } from '../test-support/test-app.js';
import { codeAt, enableTwoFactor, STEP_MS } from '../test-support/two-factor.js';

const LOCK_MS = 15 * 60_000;
/** signUpByEmail's password. */
const PASSWORD = 'Passw0rd!';

describe.each(databases)('two-factor set-up calls (decision 016) on $name', (database) => {
  let fresh: FreshDatabase;
  let t: TestApp;
  let n = 0;
  const newEmail = () => `setup${(n += 1)}@example.com`;
  /** Confirm and disable ask for the password again (decision 036): the helper gives it. */
  const call = async (path: string, token: string, body: object = {}) =>
    json(
      await postJson(
        t.app,
        `/user/private/google2fa/${path}`,
        path === 'begin' ? body : { password: digestOf(PASSWORD), ...body },
        { usertoken: token },
      ),
    );
  const status = async (token: string) =>
    json(
      await t.app.inject({
        url: '/x-api/user/private/google2fa/status',
        headers: { usertoken: token },
      }),
    );

  beforeAll(async () => {
    fresh = await database.create();
    t = await buildTestApp(fresh, {
      RATE_LIMIT_LOGIN_PER_MINUTE: '1000',
      RATE_LIMIT_SEND_CODE_PER_MINUTE: '1000',
    });
  });
  afterAll(async () => {
    await t?.app.close();
    await fresh?.dispose();
  });

  it('private calls need a session like /v2/private/user/profile: 10005 without one', async () => {
    expect((await status('nope')).ret_code).toBe(10005);
    expect((await call('begin', 'nope')).ret_code).toBe(10005);
    expect((await call('confirm', 'nope', { google2fa: '123456' })).ret_code).toBe(10005);
    expect((await call('disable', 'nope', { google2fa: '123456' })).ret_code).toBe(10005);
  });

  it('begin enabling answers the secret and an otpauth URI; two-factor stays off until confirmed', async () => {
    const email = newEmail();
    const { token } = await signUpByEmail(t, email);
    const begun = await call('begin', token);
    expect(begun.ret_code).toBe(0);
    const secret = String(begun.result.secret);
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const uri = new URL(String(begun.result.otpauth_uri));
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.host).toBe('totp');
    expect(decodeURIComponent(uri.pathname)).toBe(`/Foyer:${email}`);
    expect(uri.searchParams.get('secret')).toBe(secret);
    expect(uri.searchParams.get('issuer')).toBe('Foyer');
    expect(uri.searchParams.get('digits')).toBe('6');
    expect(uri.searchParams.get('period')).toBe('30');
    expect(await status(token)).toMatchObject({ ret_code: 0, result: { enabled: false } });
  });

  it('confirm enabling: a wrong code is refused with 35001, the right one turns it on', async () => {
    const { token } = await signUpByEmail(t, newEmail());
    const secret = String((await call('begin', token)).result.secret);
    const right = codeAt(secret, t.clock.now());
    const wrong = right === '000000' ? '000001' : '000000';
    expect((await call('confirm', token, { google2fa: wrong })).ret_code).toBe(35001);
    expect((await status(token)).result.enabled).toBe(false);
    expect(await call('confirm', token, { google2fa: right })).toMatchObject({
      ret_code: 0,
      result: { enabled: true },
    });
    expect((await status(token)).result.enabled).toBe(true);
  });

  it('once on, the secret is never answered again: begin is refused with 35003', async () => {
    const { token } = await signUpByEmail(t, newEmail());
    await enableTwoFactor(t, token);
    const again = await call('begin', token);
    expect(again.ret_code).toBe(35003);
    expect(again.result).not.toHaveProperty('secret');
  });

  it('confirm without a pending secret, or disable while off, answers 35004', async () => {
    const { token } = await signUpByEmail(t, newEmail());
    expect((await call('confirm', token, { google2fa: '123456' })).ret_code).toBe(35004);
    expect((await call('disable', token, { google2fa: '123456' })).ret_code).toBe(35004);
  });

  it('a code that is not six digits is bad input (10004), never a 500', async () => {
    const { token } = await signUpByEmail(t, newEmail());
    await call('begin', token);
    const response = await postJson(
      t.app,
      '/user/private/google2fa/confirm',
      { google2fa: '12ab', password: digestOf(PASSWORD) },
      { usertoken: token },
    );
    expect(response.statusCode).toBe(400);
    expect(json(response).ret_code).toBe(10004);
  });

  it('disable with a code: wrong is refused, right turns it off', async () => {
    const { token } = await signUpByEmail(t, newEmail());
    const secret = await enableTwoFactor(t, token);
    const right = codeAt(secret, t.clock.now());
    const wrong = right === '999999' ? '999998' : '999999';
    expect((await call('disable', token, { google2fa: wrong })).ret_code).toBe(35001);
    expect((await status(token)).result.enabled).toBe(true);
    expect(await call('disable', token, { google2fa: right })).toMatchObject({
      ret_code: 0,
      result: { enabled: false },
    });
    expect((await status(token)).result.enabled).toBe(false);
  });

  it('each code is accepted once: the code that confirmed cannot disable in the same step', async () => {
    const { token } = await signUpByEmail(t, newEmail());
    const secret = String((await call('begin', token)).result.secret);
    const code = codeAt(secret, t.clock.now());
    expect((await call('confirm', token, { google2fa: code })).ret_code).toBe(0);
    expect((await call('disable', token, { google2fa: code })).ret_code).toBe(35001);
    t.clock.advance(STEP_MS);
    const next = codeAt(secret, t.clock.now());
    expect((await call('disable', token, { google2fa: next })).ret_code).toBe(0);
  });

  it('5 wrong codes in a row lock the two-factor step for 15 minutes, even for the right code', async () => {
    const { token } = await signUpByEmail(t, newEmail());
    const secret = await enableTwoFactor(t, token);
    const wrong = () => {
      const right = codeAt(secret, t.clock.now());
      return right === '111111' ? '111112' : '111111';
    };
    for (let i = 1; i <= 4; i += 1) {
      expect((await call('disable', token, { google2fa: wrong() })).ret_code).toBe(35001);
    }
    expect(await call('disable', token, { google2fa: wrong() })).toMatchObject({
      ret_code: 35002,
      result: { locked_until: t.clock.now() + LOCK_MS },
    });
    t.clock.advance(LOCK_MS - 1);
    const during = codeAt(secret, t.clock.now());
    expect((await call('disable', token, { google2fa: during })).ret_code).toBe(35002);
    t.clock.advance(1 + STEP_MS);
    const after = codeAt(secret, t.clock.now());
    expect((await call('disable', token, { google2fa: after })).ret_code).toBe(0);
  });
  describe('turning two-factor on or off asks for the password and ends the other sessions (decision 036)', () => {
    /** A second session of the account, as a thief holding one would have. */
    const logIn = async (email: string, google2fa?: string) =>
      json(
        await postJson(t.app, '/login', {
          email,
          password: digestOf(PASSWORD),
          ...(google2fa ? { google2fa } : {}),
        }),
      );
    const raw = (path: string, token: string, body: object) =>
      postJson(t.app, `/user/private/google2fa/${path}`, body, { usertoken: token });

    it('a session alone cannot turn it on: no password is bad input, a wrong one is 31002', async () => {
      const { token } = await signUpByEmail(t, newEmail());
      const secret = String((await call('begin', token)).result.secret);
      const google2fa = codeAt(secret, t.clock.now());
      const without = await raw('confirm', token, { google2fa });
      expect(without.statusCode).toBe(400);
      expect(json(without).ret_code).toBe(10004);
      const wrong = json(
        await raw('confirm', token, { google2fa, password: digestOf('Guess-1a') }),
      );
      expect(wrong).toMatchObject({ ret_code: 31002, result: { pass_err_count: 1 } });
      expect((await status(token)).result.enabled).toBe(false);
    });

    it('with the password and the first code it turns on and ends every other session, not this one', async () => {
      const email = newEmail();
      const { token } = await signUpByEmail(t, email);
      const other = String((await logIn(email)).token);
      expect((await status(other)).ret_code).toBe(0);
      await enableTwoFactor(t, token);
      expect((await status(other)).ret_code).toBe(10005);
      expect(await status(token)).toMatchObject({ ret_code: 0, result: { enabled: true } });
    });

    it('a session alone cannot turn it off: the password and the current code are both asked', async () => {
      const email = newEmail();
      const { token } = await signUpByEmail(t, email);
      const secret = await enableTwoFactor(t, token);
      const other = String((await logIn(email, codeAt(secret, t.clock.now()))).token);
      t.clock.advance(STEP_MS);
      const google2fa = codeAt(secret, t.clock.now());
      const wrongCode = google2fa === '222222' ? '222223' : '222222';

      const noPassword = await raw('disable', token, { google2fa });
      expect(json(noPassword).ret_code).toBe(10004);
      const noCode = await raw('disable', token, { password: digestOf(PASSWORD) });
      expect(json(noCode).ret_code).toBe(10004);
      const badPassword = { google2fa, password: digestOf('Guess-1a') };
      expect(json(await raw('disable', token, badPassword)).ret_code).toBe(31002);
      expect((await call('disable', token, { google2fa: wrongCode })).ret_code).toBe(35001);
      expect((await status(token)).result.enabled).toBe(true);
      expect((await status(other)).ret_code).toBe(0);

      expect((await call('disable', token, { google2fa })).ret_code).toBe(0);
      expect((await status(other)).ret_code).toBe(10005);
      expect(await status(token)).toMatchObject({ ret_code: 0, result: { enabled: false } });
    });
  });
});
