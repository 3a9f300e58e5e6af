import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases, type FreshDatabase } from '../test-support/databases.js';
import { signUpByEmail } from '../test-support/flows.js';
import { buildTestApp, digestOf, json, postJson, type TestApp } from '../test-support/test-app.js';
import { codeAt, enableTwoFactor, STEP_MS } from '../test-support/two-factor.js';

describe.each(databases)(
  'login with two-factor on (behaviour §4 two-factor panel) on $name',
  (database) => {
    let fresh: FreshDatabase;
    let t: TestApp;
    let n = 0;
    const newEmail = () => `tfa${(n += 1)}@example.com`;
    const login = (email: string, password: string, extra: object = {}) =>
      postJson(t.app, '/login', { email, password: digestOf(password), ...extra });
    /** An account with two-factor on, and its secret. */
    async function withTwoFactor() {
      const email = newEmail();
      const account = await signUpByEmail(t, email);
      const secret = await enableTwoFactor(t, account.token);
      return { email, password: account.password, secret, id: account.id };
    }
    const wrongCode = (secret: string) =>
      codeAt(secret, t.clock.now()) === '123456' ? '654321' : '123456';

    beforeAll(async () => {
      fresh = await database.create();
      t = await buildTestApp(fresh, { RATE_LIMIT_LOGIN_PER_MINUTE: '1000' });
    });
    afterAll(async () => {
      await t?.app.close();
      await fresh?.dispose();
    });

    it('google2fa_secret: right password without google2fa answers ret_code 0 with the marker, no token, no session', async () => {
      const { email, password, secret } = await withTwoFactor();
      const response = await login(email, password);
      const body = json(response);
      expect(body.ret_code).toBe(0);
      expect(body.result).toEqual({ google2fa_secret: true });
      expect(body.token).toBeUndefined();
      expect(response.headers['set-cookie']).toBeUndefined();
      expect(JSON.stringify(body)).not.toContain(secret);
    });

    it('the re-sent login with the right google2fa completes: token and result id', async () => {
      const { email, password, secret, id } = await withTwoFactor();
      const body = json(await login(email, password, { google2fa: codeAt(secret, t.clock.now()) }));
      expect(body).toMatchObject({ ret_code: 0, result: { id } });
      expect(body.token).toBeTruthy();
    });

    it('a wrong google2fa answers 35001 with a clear message, and no token', async () => {
      const { email, password, secret } = await withTwoFactor();
      const body = json(await login(email, password, { google2fa: wrongCode(secret) }));
      expect(body).toMatchObject({ ret_code: 35001, ret_msg: 'Invalid Google Authenticator code' });
      expect(body.token).toBeUndefined();
    });

    it('replay: a code that logged in once is refused the second time', async () => {
      const { email, password, secret } = await withTwoFactor();
      const code = codeAt(secret, t.clock.now());
      expect(json(await login(email, password, { google2fa: code })).ret_code).toBe(0);
      expect(json(await login(email, password, { google2fa: code })).ret_code).toBe(35001);
      t.clock.advance(STEP_MS);
      const next = codeAt(secret, t.clock.now());
      expect(json(await login(email, password, { google2fa: next })).ret_code).toBe(0);
    });

    it('the password is checked first: a wrong password with a right code answers 31002', async () => {
      const { email, secret } = await withTwoFactor();
      const body = json(
        await login(email, 'Wrong-pass1', { google2fa: codeAt(secret, t.clock.now()) }),
      );
      expect(body.ret_code).toBe(31002);
    });

    it('wrong codes are counted: the 5th in a row locks the two-factor step (35002), a right password does not reset it', async () => {
      const { email, password, secret } = await withTwoFactor();
      for (let i = 1; i <= 4; i += 1) {
        expect(json(await login(email, password, { google2fa: wrongCode(secret) })).ret_code).toBe(
          35001,
        );
        // A login without a code (password right) must not clear the code's count.
        expect(json(await login(email, password)).result).toEqual({ google2fa_secret: true });
      }
      expect(json(await login(email, password, { google2fa: wrongCode(secret) })).ret_code).toBe(
        35002,
      );
      const right = codeAt(secret, t.clock.now());
      expect(json(await login(email, password, { google2fa: right })).ret_code).toBe(35002);
    });

    it('without two-factor on, a login is unchanged (token at once) and a stray google2fa is ignored', async () => {
      const email = newEmail();
      const account = await signUpByEmail(t, email);
      const body = json(await login(email, account.password, { google2fa: '123456' }));
      expect(body.ret_code).toBe(0);
      expect(body.token).toBeTruthy();
    });
  },
);

describe.each(databases)(
  'two-factor does not bypass the captcha (behaviour §4) on $name',
  (database) => {
    let fresh: FreshDatabase;
    let t: TestApp;

    beforeAll(async () => {
      fresh = await database.create();
      t = await buildTestApp(fresh, { CAPTCHA_ON_LOGIN: 'true' });
    });
    afterAll(async () => {
      await t?.app.close();
      await fresh?.dispose();
    });

    it('the re-sent login with google2fa but no captcha is refused with 34001, and the code is not spent', async () => {
      const email = 'tfa-captcha@example.com';
      const account = await signUpByEmail(t, email);
      const secret = await enableTwoFactor(t, account.token);
      const google2fa = codeAt(secret, t.clock.now());
      const body = json(
        await postJson(t.app, '/login', { email, password: digestOf(account.password), google2fa }),
      );
      expect(body.ret_code).toBe(34001);
      expect(body.token).toBeUndefined();
      // Not spent: the same code still disables two-factor in this step.
      const disabled = json(
        await postJson(
          t.app,
          '/user/private/google2fa/disable',
          { google2fa, password: digestOf(account.password) },
          {
            usertoken: account.token,
          },
        ),
      );
      expect(disabled.ret_code).toBe(0);
    });
  },
);
