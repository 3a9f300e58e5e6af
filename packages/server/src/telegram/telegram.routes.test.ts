/**
 * Telegram bind's wiring and answers (behaviour §7 "Telegram bind", §8 "Messaging bind failure
 * codes"; decision 024): the log-in hands its telegram_callback over and answers
 * tg_bind_result; the bind calls are private, check their input and answer each result with
 * its ret_code. The rules of binding: telegram.service.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { databases } from '../test-support/databases.js';
import { reauthBy, signUpByEmail } from '../test-support/flows.js';
import { routeTestApp } from '../test-support/route-test-app.js';
import {
  TEST_BOT_TOKEN,
  signedTelegramLogin,
  telegramCallback,
  type TelegramUser,
} from '../test-support/telegram.js';
import { digestOf } from '../test-support/test-app.js';
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

describe.each(databases)('Telegram bind calls on $name', (database) => {
  const t = routeTestApp(database, {
    RATE_LIMIT_LOGIN_PER_MINUTE: '1000',
    RATE_LIMIT_SEND_CODE_PER_MINUTE: '1000',
    TELEGRAM_BOT_TOKEN: TEST_BOT_TOKEN,
  });
  let n = 0;
  const newEmail = () => `tg${(n += 1)}@example.com`;
  /** Fresh Telegram data for a new Telegram user (or the one given), signed now. */
  const freshTelegram = (user = newTelegramUser()) =>
    telegramCallback(signedTelegramLogin(user, t.clock.now()));
  const status = (token?: string) => t.get('/user/private/telegram-bind-status', token);
  const bind = (token: string, telegram_callback: string) =>
    t.post('/user/private/bind/telegram', { telegram_callback, ...reauthBy() }, token);
  const unbind = (token?: string) => t.post('/user/private/unbind/telegram', {}, token);

  describe('the log-in carries the bind (behaviour §3 "Login form data")', () => {
    const logIn = (email: string, password: string, extra: object = {}) =>
      t.post('/login', { email, password: digestOf(password), ...extra });

    it("a login with valid Telegram data binds it: tg_bind_result 'success', and the bind status turns 1", async () => {
      const email = newEmail();
      const account = await signUpByEmail(t, email);
      expect((await status(account.token)).result).toBe(0);
      const body = await logIn(email, account.password, { telegram_callback: freshTelegram() });
      expect(body).toMatchObject({
        ret_code: 0,
        result: { id: account.id, tg_bind_result: 'success' },
      });
      expect((await status(String(body.token))).result).toBe(1);
    });

    it('a login without Telegram data answers no tg_bind_result (no messaging bind to report)', async () => {
      const email = newEmail();
      const account = await signUpByEmail(t, email);
      const body = await logIn(email, account.password);
      expect(body.ret_code).toBe(0);
      expect(body.result).not.toHaveProperty('tg_bind_result');
    });

    it('a bind that fails does not fail the login: it completes with the result and a session', async () => {
      const email = newEmail();
      const account = await signUpByEmail(t, email);
      const fields = signedTelegramLogin(newTelegramUser(), t.clock.now());
      const forged = telegramCallback({ ...fields, first_name: 'Mallory' });
      for (const telegram_callback of [forged, 'not json']) {
        const body = await logIn(email, account.password, { telegram_callback });
        expect(body).toMatchObject({
          ret_code: 0,
          result: { tg_bind_result: 'authFailureRelinkTip' },
        });
        expect(body.token).toBeTruthy();
      }
      expect((await status(account.token)).result).toBe(0);
    });

    it('a wrong password binds nothing: the Telegram account stays free', async () => {
      const email = newEmail();
      const account = await signUpByEmail(t, email);
      const data = freshTelegram();
      const wrong = await logIn(email, 'Wrong-pass1', { telegram_callback: data });
      expect(wrong.ret_code).toBe(31002);
      expect(wrong.result).not.toHaveProperty('tg_bind_result');
      const right = await logIn(email, account.password, { telegram_callback: data });
      expect(right.result.tg_bind_result).toBe('success');
    });

    it('with two-factor on, the bind waits for the re-sent login with the code (behaviour §4 "Login")', async () => {
      const email = newEmail();
      const account = await signUpByEmail(t, email);
      const secret = await enableTwoFactor(t, account.token);
      const data = freshTelegram();
      const first = await logIn(email, account.password, { telegram_callback: data });
      expect(first.result).toEqual({ google2fa_secret: true });
      expect((await status(account.token)).result).toBe(0);
      const google2fa = codeAt(secret, t.clock.now());
      const resent = await logIn(email, account.password, { telegram_callback: data, google2fa });
      expect(resent).toMatchObject({ ret_code: 0, result: { tg_bind_result: 'success' } });
      expect((await status(account.token)).result).toBe(1);
    });
  });

  it('GET /user/private/telegram-bind-status answers 0 unbound, 1 bound', async () => {
    const account = await signUpByEmail(t, newEmail());
    expect(await status(account.token)).toMatchObject({ ret_code: 0, result: 0 });
    expect(await bind(account.token, freshTelegram())).toMatchObject({
      ret_code: 0,
      result: { tg_bind_result: 'success' },
    });
    expect(await status(account.token)).toMatchObject({ ret_code: 0, result: 1 });
  });

  it('POST /user/private/unbind/telegram answers 0 and the status turns 0', async () => {
    const account = await signUpByEmail(t, newEmail());
    await bind(account.token, freshTelegram());
    expect(await unbind(account.token)).toMatchObject({ ret_code: 0 });
    expect((await status(account.token)).result).toBe(0);
  });

  it('the bind call answers each refusal with its ret_code and the result: 38001, 38002, 38003', async () => {
    const [first, second] = [
      await signUpByEmail(t, newEmail()),
      await signUpByEmail(t, newEmail()),
    ];
    const forged = { ...signedTelegramLogin(newTelegramUser(), t.clock.now()), username: 'eve' };
    expect(await bind(first.token, telegramCallback(forged))).toMatchObject({
      ret_code: 38001,
      result: { tg_bind_result: 'authFailureRelinkTip' },
    });
    const user = newTelegramUser();
    await bind(first.token, freshTelegram(user));
    expect(await bind(second.token, freshTelegram(user))).toMatchObject({
      ret_code: 38002,
      result: { tg_bind_result: 'telegramAlreadyBind' },
    });
    expect(await bind(first.token, freshTelegram())).toMatchObject({
      ret_code: 38003,
      result: { tg_bind_result: 'relinkBybitAccountTip' },
    });
  });

  it('a stolen session alone cannot bind Telegram: without the password 10004, with a wrong one 31002; nothing is bound and the data stays unspent', async () => {
    const account = await signUpByEmail(t, newEmail());
    const data = freshTelegram();
    const bare = await t.post('/user/private/bind/telegram', { telegram_callback: data }, account.token); // prettier-ignore
    expect(bare.ret_code).toBe(10004);
    const wrong = { telegram_callback: data, reauth: { password: digestOf('Guessed-1') } };
    expect((await t.post('/user/private/bind/telegram', wrong, account.token)).ret_code).toBe(
      31002,
    );
    expect((await status(account.token)).result).toBe(0);
    // The data was not spent: with the password, the same data binds.
    expect(await bind(account.token, data)).toMatchObject({ ret_code: 0 });
  });

  it('with the password Telegram is bound and the owner is e-mailed: Telegram, the time, and what to do if it was not them', async () => {
    const email = newEmail();
    const account = await signUpByEmail(t, email);
    expect((await bind(account.token, freshTelegram())).ret_code).toBe(0);
    const mail = t.delivery.sent.at(-1);
    expect(mail).toMatchObject({ channel: 'email', to: email, subject: expect.stringContaining('Telegram') }); // prettier-ignore
    const text = mail?.channel === 'email' ? mail.text : '';
    expect(text).toMatch(/UTC/);
    expect(text).toContain('/en/app/user/retrieve');
    // Bound again to the same person: nothing new, no second message.
    const sent = t.delivery.sent.length;
    await bind(account.token, freshTelegram({ id: telegramIds, first_name: 'Ada' }));
    expect(t.delivery.sent.length).toBe(sent);
  });

  it('a bind made by a log-in with Telegram data tells the owner too, in the request’s language', async () => {
    const email = newEmail();
    const account = await signUpByEmail(t, email);
    const response = await t.app.inject({
      method: 'POST',
      url: '/x-api/login',
      headers: { lang: 'de-DE' },
      payload: { email, password: digestOf(account.password), telegram_callback: freshTelegram() },
    });
    expect(response.json()).toMatchObject({ result: { tg_bind_result: 'success' } });
    const mail = t.delivery.sent.at(-1);
    expect(mail).toMatchObject({ to: email, subject: expect.stringContaining('Telegram') });
    expect(mail?.channel === 'email' ? mail.text : '').not.toContain('was linked');
  });

  it('every call needs a session: 10005 without one', async () => {
    expect((await status()).ret_code).toBe(10005);
    const bound = await t.post('/user/private/bind/telegram', {
      telegram_callback: freshTelegram(),
    });
    expect(bound.ret_code).toBe(10005);
    expect((await unbind()).ret_code).toBe(10005);
  });

  it('a bind call without telegram_callback is bad input (10004)', async () => {
    const account = await signUpByEmail(t, newEmail());
    const body = await t.post('/user/private/bind/telegram', reauthBy(), account.token);
    expect(body.ret_code).toBe(10004);
  });
});
