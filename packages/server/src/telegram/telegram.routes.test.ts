import { TELEGRAM_AUTH_MAX_AGE_MS } from '@foyer/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases, type FreshDatabase } from '../test-support/databases.js';
import { signUpByEmail } from '../test-support/flows.js';
import {
  TEST_BOT_TOKEN,
  signedTelegramLogin,
  telegramCallback,
  type TelegramUser,
} from '../test-support/telegram.js';
import { buildTestApp, digestOf, json, postJson, type TestApp } from '../test-support/test-app.js';
import { codeAt, enableTwoFactor } from '../test-support/two-factor.js';

let telegramIds = 700_000_000;
/** A Telegram user no other test uses. */
const newTelegramUser = (): TelegramUser => ({
  id: (telegramIds += 1),
  first_name: 'Ada',
  last_name: 'Lovelace',
  username: `ada${telegramIds}`,
  photo_url: `https://t.me/i/userpic/320/ada${telegramIds}.jpg`,
});

describe.each(databases)(
  'Telegram bind on login (behaviour §3 telegram_callback, §4 upgrade modal, §8) on $name',
  (database) => {
    let fresh: FreshDatabase;
    let t: TestApp;
    let n = 0;
    const newAccount = () => signUpByEmail(t, `tg${(n += 1)}@example.com`);
    const emailOf = () => `tg${n}@example.com`;

    async function logIn(email: string, password: string, extra: object = {}) {
      return json(
        await postJson(t.app, '/login', { email, password: digestOf(password), ...extra }),
      );
    }
    async function bindStatus(token: string) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/x-api/user/private/telegram-bind-status',
        headers: { usertoken: token },
      });
      return json(response).result as unknown;
    }
    /** Fresh Telegram data for a new Telegram user, signed now. */
    const freshTelegram = (user = newTelegramUser()) =>
      telegramCallback(signedTelegramLogin(user, t.clock.now()));

    beforeAll(async () => {
      fresh = await database.create();
      t = await buildTestApp(fresh, {
        RATE_LIMIT_LOGIN_PER_MINUTE: '1000',
        RATE_LIMIT_SEND_CODE_PER_MINUTE: '1000',
        TELEGRAM_BOT_TOKEN: TEST_BOT_TOKEN,
      });
    });
    afterAll(async () => {
      await t?.app.close();
      await fresh?.dispose();
    });

    it("a login with valid Telegram data binds it: tg_bind_result 'success', and the bind status turns 1", async () => {
      const account = await newAccount();
      expect(await bindStatus(account.token)).toBe(0);
      const body = await logIn(emailOf(), account.password, {
        telegram_callback: freshTelegram(),
      });
      expect(body).toMatchObject({
        ret_code: 0,
        result: { id: account.id, tg_bind_result: 'success' },
      });
      expect(body.token).toBeTruthy();
      expect(await bindStatus(String(body.token))).toBe(1);
    });

    it('a login without Telegram data answers no tg_bind_result (no messaging bind to report)', async () => {
      const account = await newAccount();
      const body = await logIn(emailOf(), account.password);
      expect(body.ret_code).toBe(0);
      expect(body.result).not.toHaveProperty('tg_bind_result');
    });

    it("a forged hash: the login still completes, tg_bind_result 'authFailureRelinkTip', nothing bound", async () => {
      const account = await newAccount();
      const fields = signedTelegramLogin(newTelegramUser(), t.clock.now());
      const forged = { ...fields, first_name: 'Mallory' };
      const body = await logIn(emailOf(), account.password, {
        telegram_callback: telegramCallback(forged),
      });
      expect(body).toMatchObject({
        ret_code: 0,
        result: { tg_bind_result: 'authFailureRelinkTip' },
      });
      expect(body.token).toBeTruthy();
      expect(await bindStatus(account.token)).toBe(0);
    });

    it('data signed with another bot token is forged too', async () => {
      const account = await newAccount();
      const other = signedTelegramLogin(
        newTelegramUser(),
        t.clock.now(),
        '987654321:AAHanother-bot-token-entirely_xx',
      );
      const body = await logIn(emailOf(), account.password, {
        telegram_callback: telegramCallback(other),
      });
      expect(body.result.tg_bind_result).toBe('authFailureRelinkTip');
      expect(await bindStatus(account.token)).toBe(0);
    });

    it('Telegram auth age compared with auth_date (behaviour §9): data older than the bound is refused', async () => {
      const account = await newAccount();
      const old = signedTelegramLogin(newTelegramUser(), t.clock.now());
      t.clock.advance(TELEGRAM_AUTH_MAX_AGE_MS + 1000);
      const body = await logIn(emailOf(), account.password, {
        telegram_callback: telegramCallback(old),
      });
      expect(body).toMatchObject({
        ret_code: 0,
        result: { tg_bind_result: 'authFailureRelinkTip' },
      });
      expect(await bindStatus(account.token)).toBe(0);
    });

    it('data just inside the age bound still binds', async () => {
      const account = await newAccount();
      const recent = signedTelegramLogin(newTelegramUser(), t.clock.now());
      t.clock.advance(TELEGRAM_AUTH_MAX_AGE_MS - 2000);
      const body = await logIn(emailOf(), account.password, {
        telegram_callback: telegramCallback(recent),
      });
      expect(body.result.tg_bind_result).toBe('success');
    });

    it('an auth_date far in the future is refused', async () => {
      const account = await newAccount();
      const ahead = signedTelegramLogin(newTelegramUser(), t.clock.now() + 5 * 60_000);
      const body = await logIn(emailOf(), account.password, {
        telegram_callback: telegramCallback(ahead),
      });
      expect(body.result.tg_bind_result).toBe('authFailureRelinkTip');
    });

    it('telegram_callback that is not a JSON object of fields is an auth failure, not an error', async () => {
      const account = await newAccount();
      for (const bad of ['not json', '[1,2]', '{"id":"1","auth_date":"x","hash":"00"}']) {
        const body = await logIn(emailOf(), account.password, { telegram_callback: bad });
        expect(body).toMatchObject({
          ret_code: 0,
          result: { tg_bind_result: 'authFailureRelinkTip' },
        });
      }
    });

    it("Telegram already bound to another account: 'telegramAlreadyBind', the first binding stays", async () => {
      const first = await newAccount();
      const firstEmail = emailOf();
      const second = await newAccount();
      const secondEmail = emailOf();
      const data = freshTelegram();
      const a = await logIn(firstEmail, first.password, { telegram_callback: data });
      expect(a.result.tg_bind_result).toBe('success');
      const b = await logIn(secondEmail, second.password, { telegram_callback: data });
      expect(b).toMatchObject({ ret_code: 0, result: { tg_bind_result: 'telegramAlreadyBind' } });
      expect(b.token).toBeTruthy();
      expect(await bindStatus(second.token)).toBe(0);
      expect(await bindStatus(first.token)).toBe(1);
      // The owner logging in with it again is still a success.
      const again = await logIn(firstEmail, first.password, { telegram_callback: data });
      expect(again.result.tg_bind_result).toBe('success');
    });

    it("an account bound to one Telegram account, logging in with another: 'relinkBybitAccountTip'", async () => {
      const account = await newAccount();
      const email = emailOf();
      await logIn(email, account.password, { telegram_callback: freshTelegram() });
      const body = await logIn(email, account.password, { telegram_callback: freshTelegram() });
      expect(body.result.tg_bind_result).toBe('relinkBybitAccountTip');
    });

    it('Telegram data binds once: replayed after an unbind, it is refused', async () => {
      const first = await newAccount();
      const firstEmail = emailOf();
      const second = await newAccount();
      const data = freshTelegram();
      const a = await logIn(firstEmail, first.password, { telegram_callback: data });
      expect(a.result.tg_bind_result).toBe('success');
      const unbind = json(
        await postJson(t.app, '/user/private/unbind/telegram', {}, { usertoken: String(a.token) }),
      );
      expect(unbind.ret_code).toBe(0);
      const b = await logIn(emailOf(), second.password, { telegram_callback: data });
      expect(b.result.tg_bind_result).toBe('authFailureRelinkTip');
      expect(await bindStatus(second.token)).toBe(0);
    });

    it('a wrong password binds nothing: the Telegram account stays free', async () => {
      const account = await newAccount();
      const email = emailOf();
      const data = freshTelegram();
      const wrong = await logIn(email, 'Wrong-pass1', { telegram_callback: data });
      expect(wrong.ret_code).toBe(31002);
      expect(wrong.result).not.toHaveProperty('tg_bind_result');
      const right = await logIn(email, account.password, { telegram_callback: data });
      expect(right.result.tg_bind_result).toBe('success');
    });

    it('with two-factor on, the bind waits for the re-sent login with the code (behaviour §4 two-factor panel)', async () => {
      const account = await newAccount();
      const email = emailOf();
      const secret = await enableTwoFactor(t, account.token);
      const data = freshTelegram();
      const first = await logIn(email, account.password, { telegram_callback: data });
      expect(first.result).toEqual({ google2fa_secret: true });
      expect(await bindStatus(account.token)).toBe(0);
      const google2fa = codeAt(secret, t.clock.now());
      const resent = await logIn(email, account.password, { telegram_callback: data, google2fa });
      expect(resent).toMatchObject({ ret_code: 0, result: { tg_bind_result: 'success' } });
      expect(await bindStatus(account.token)).toBe(1);
    });
  },
);

describe.each(databases)('Telegram bind calls of behaviour §7 on $name', (database) => {
  let fresh: FreshDatabase;
  let t: TestApp;
  let n = 0;
  const newAccount = () => signUpByEmail(t, `tgcall${(n += 1)}@example.com`);
  const bind = (token: string, fields: Record<string, string>) =>
    postJson(
      t.app,
      '/user/private/bind/telegram',
      { telegram_callback: telegramCallback(fields) },
      { usertoken: token },
    ).then(json);
  const unbind = (token: string) =>
    postJson(t.app, '/user/private/unbind/telegram', {}, { usertoken: token }).then(json);
  const status = (token?: string) =>
    t.app
      .inject({
        method: 'GET',
        url: '/x-api/user/private/telegram-bind-status',
        headers: token ? { usertoken: token } : {},
      })
      .then(json);
  const signedNow = (user = newTelegramUser()) => signedTelegramLogin(user, t.clock.now());

  beforeAll(async () => {
    fresh = await database.create();
    t = await buildTestApp(fresh, { TELEGRAM_BOT_TOKEN: TEST_BOT_TOKEN });
  });
  afterAll(async () => {
    await t?.app.close();
    await fresh?.dispose();
  });

  it('GET /user/private/telegram-bind-status: 0 unbound, 1 bound', async () => {
    const account = await newAccount();
    expect(await status(account.token)).toMatchObject({ ret_code: 0, result: 0 });
    expect(await bind(account.token, signedNow())).toMatchObject({
      ret_code: 0,
      result: { tg_bind_result: 'success' },
    });
    expect(await status(account.token)).toMatchObject({ ret_code: 0, result: 1 });
  });

  it('POST /user/private/unbind/telegram: the status turns 0; unbinding again is harmless', async () => {
    const account = await newAccount();
    await bind(account.token, signedNow());
    expect(await unbind(account.token)).toMatchObject({ ret_code: 0 });
    expect((await status(account.token)).result).toBe(0);
    expect((await unbind(account.token)).ret_code).toBe(0);
  });

  it('after an unbind the account can bind another Telegram account', async () => {
    const account = await newAccount();
    await bind(account.token, signedNow());
    await unbind(account.token);
    expect((await bind(account.token, signedNow())).result).toEqual({ tg_bind_result: 'success' });
  });

  it('the bind call refuses forged data with 38001', async () => {
    const account = await newAccount();
    const forged = { ...signedNow(), username: 'someone_else' };
    expect(await bind(account.token, forged)).toMatchObject({
      ret_code: 38001,
      result: { tg_bind_result: 'authFailureRelinkTip' },
    });
    expect((await status(account.token)).result).toBe(0);
  });

  it('the bind call refuses a Telegram account bound to another account with 38002', async () => {
    const first = await newAccount();
    const second = await newAccount();
    const user = newTelegramUser();
    await bind(first.token, signedNow(user));
    expect(await bind(second.token, signedNow(user))).toMatchObject({
      ret_code: 38002,
      result: { tg_bind_result: 'telegramAlreadyBind' },
    });
  });

  it('the bind call refuses a second Telegram account for one account with 38003', async () => {
    const account = await newAccount();
    await bind(account.token, signedNow());
    expect(await bind(account.token, signedNow())).toMatchObject({
      ret_code: 38003,
      result: { tg_bind_result: 'relinkBybitAccountTip' },
    });
  });

  it('every call needs a session: 10005 without one', async () => {
    expect((await status()).ret_code).toBe(10005);
    const bound = await postJson(t.app, '/user/private/bind/telegram', {
      telegram_callback: telegramCallback(signedNow()),
    });
    expect(json(bound).ret_code).toBe(10005);
    expect(json(await postJson(t.app, '/user/private/unbind/telegram', {})).ret_code).toBe(10005);
  });

  it('a bind call without telegram_callback is bad input (10004)', async () => {
    const account = await newAccount();
    const body = json(
      await postJson(t.app, '/user/private/bind/telegram', {}, { usertoken: account.token }),
    );
    expect(body.ret_code).toBe(10004);
  });
});

describe.each(databases)('Telegram bind without TELEGRAM_BOT_TOKEN on $name', (database) => {
  let fresh: FreshDatabase;
  let t: TestApp;

  beforeAll(async () => {
    fresh = await database.create();
    t = await buildTestApp(fresh);
  });
  afterAll(async () => {
    await t?.app.close();
    await fresh?.dispose();
  });

  it("telegram_callback cannot verify: the login completes with 'authFailureRelinkTip'", async () => {
    const account = await signUpByEmail(t, 'tg-unset@example.com');
    const data = telegramCallback(signedTelegramLogin(newTelegramUser(), t.clock.now()));
    const body = json(
      await postJson(t.app, '/login', {
        email: 'tg-unset@example.com',
        password: digestOf(account.password),
        telegram_callback: data,
      }),
    );
    expect(body).toMatchObject({ ret_code: 0, result: { tg_bind_result: 'authFailureRelinkTip' } });
    expect(body.token).toBeTruthy();
  });
});
