/**
 * Telegram data on e-mail and phone sign-up (behaviour §3 "Register payload (e-mail)", "Register
 * payload (phone)", "Step-3 register" telegram info; decision 088): every call that makes an
 * account takes `telegram_callback` as the log-in does, binds it once the account and its
 * session exist, and answers `tg_bind_result`. A bind that fails never undoes the sign-up.
 * The rules of binding itself: telegram/telegram.service.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { databases } from '../test-support/databases.js';
import { signUpByEmail } from '../test-support/flows.js';
import { routeTestApp } from '../test-support/route-test-app.js';
import {
  TEST_BOT_TOKEN,
  signedTelegramLogin,
  telegramCallback,
  type TelegramUser,
} from '../test-support/telegram.js';
import { digestOf } from '../test-support/test-app.js';

let telegramIds = 710_000_000;
/** A Telegram user no other test uses. */
const newTelegramUser = (): TelegramUser => ({
  id: (telegramIds += 1),
  first_name: 'Grace',
  username: `grace${telegramIds}`,
});

describe.each(databases)('Telegram data on sign-up on $name', (database) => {
  const t = routeTestApp(database, {
    RATE_LIMIT_LOGIN_PER_MINUTE: '1000',
    RATE_LIMIT_SEND_CODE_PER_MINUTE: '1000',
    TELEGRAM_BOT_TOKEN: TEST_BOT_TOKEN,
  });
  let n = 0;
  const newEmail = () => `tg-sign-up${(n += 1)}@example.com`;
  const newMobile = () => `7700${String(800_000 + (n += 1)).padStart(6, '0')}`;
  const password = digestOf('Passw0rd!');
  /** Fields Telegram signed just now for `user`. */
  const signedNow = (user = newTelegramUser()) => signedTelegramLogin(user, t.clock.now());
  const fresh = (user?: TelegramUser) => telegramCallback(signedNow(user));

  const emailCode = async (email: string) => {
    expect((await t.post('/verify/register/email', { email })).ret_code).toBe(0);
    return t.delivery.lastCodeTo(email);
  };
  /** `POST /register/email` with the code just sent, and the extra fields given. */
  const registerEmail = async (extra: object = {}, email = newEmail()) =>
    t.post('/register/email', { email, emailverify: await emailCode(email), password, ...extra });
  const status = async (token: unknown) =>
    (await t.get('/user/private/telegram-bind-status', String(token))).result;
  const boundTo = async (user: TelegramUser) =>
    (await t.store.telegram.byTelegramId(String(user.id)))?.account_id;

  it("an e-mail sign-up with valid Telegram data binds it to the new account: tg_bind_result 'success'", async () => {
    const user = newTelegramUser();
    const body = await registerEmail({ telegram_callback: fresh(user) });
    expect(body).toMatchObject({
      ret_code: 0,
      result: { id: expect.any(String), tg_bind_result: 'success' },
    });
    expect(await boundTo(user)).toBe(body.result.id);
    expect(await status(body.token)).toBe(1);
  });

  it('a phone sign-up binds it the same way', async () => {
    const user = newTelegramUser();
    const mobile = newMobile();
    await t.post('/verify/register/mobile', { mobile, country_code: '44' });
    const body = await t.post('/register/mobile', {
      mobile,
      country_code: '44',
      smsverify: t.delivery.lastCodeTo(`+44${mobile}`),
      password,
      telegram_callback: fresh(user),
    });
    expect(body).toMatchObject({ ret_code: 0, result: { tg_bind_result: 'success' } });
    expect(await boundTo(user)).toBe(body.result.id);
  });

  it('the three-step sign-up binds it at the password step, which makes the account', async () => {
    const user = newTelegramUser();
    const email = newEmail();
    const sent = await t.post('/user/public/register/info', { email, verify_type: 1 });
    const uuid = String(sent.result.uuid);
    const code = t.delivery.lastCodeTo(email);
    expect((await t.post('/user/public/register/verify', { uuid, code })).ret_code).toBe(0);
    const body = await t.post('/user/public/register/password', {
      uuid,
      password,
      telegram_callback: fresh(user),
    });
    expect(body).toMatchObject({ ret_code: 0, result: { tg_bind_result: 'success' } });
    expect(await boundTo(user)).toBe(body.result.id);
  });

  it('register_compliance binds it as /register/email does', async () => {
    const user = newTelegramUser();
    const email = newEmail();
    const body = await t.post('/user/public/register_compliance', {
      email,
      emailverify: await emailCode(email),
      password,
      telegram_callback: fresh(user),
    });
    expect(body).toMatchObject({ ret_code: 0, result: { tg_bind_result: 'success' } });
    expect(await boundTo(user)).toBe(body.result.id);
  });

  it('a sign-up without Telegram data answers no tg_bind_result (no messaging bind to report)', async () => {
    const body = await registerEmail();
    expect(body.ret_code).toBe(0);
    expect(body.result).not.toHaveProperty('tg_bind_result');
    expect(await status(body.token)).toBe(0);
  });

  it('a forged signature does not undo the sign-up: the account and its session are made, the bind result is not success, nothing is bound', async () => {
    const user = newTelegramUser();
    const forged = telegramCallback({ ...signedNow(user), first_name: 'Mallory' });
    const email = newEmail();
    const body = await registerEmail({ telegram_callback: forged }, email);
    expect(body).toMatchObject({
      ret_code: 0,
      result: { id: expect.any(String), tg_bind_result: 'authFailureRelinkTip' },
    });
    const profile = await t.get('/v2/private/user/profile', String(body.token));
    expect(profile).toMatchObject({ ret_code: 0, result: { id: body.result.id, email } });
    expect(await boundTo(user)).toBeUndefined();
    expect(await status(body.token)).toBe(0);
  });

  it('a Telegram account bound to another account: the sign-up completes, telegramAlreadyBind', async () => {
    const user = newTelegramUser();
    const owner = await registerEmail({ telegram_callback: fresh(user) });
    const body = await registerEmail({ telegram_callback: fresh(user) });
    expect(body).toMatchObject({ ret_code: 0, result: { tg_bind_result: 'telegramAlreadyBind' } });
    expect(await boundTo(user)).toBe(owner.result.id);
    expect(await status(body.token)).toBe(0);
  });

  it('a refused sign-up (a wrong code) binds nothing: the data still binds the account made after', async () => {
    const user = newTelegramUser();
    const data = fresh(user);
    const email = newEmail();
    const code = await emailCode(email);
    const wrong = await t.post('/register/email', {
      email,
      emailverify: code === '000000' ? '000001' : '000000',
      password,
      telegram_callback: data,
    });
    expect(wrong.ret_code).toBe(32001);
    expect(wrong.result).not.toHaveProperty('tg_bind_result');
    expect(await boundTo(user)).toBeUndefined();
    const right = await t.post('/register/email', {
      email,
      emailverify: code,
      password,
      telegram_callback: data,
    });
    expect(right).toMatchObject({ ret_code: 0, result: { tg_bind_result: 'success' } });
  });

  it('telegram_callback that is not text, or longer than 2048 characters, is bad input (10004), and no account is made', async () => {
    const email = newEmail();
    const code = await emailCode(email);
    for (const telegram_callback of [{ id: 1 }, 'x'.repeat(2049)]) {
      const body = await t.post('/register/email', {
        email,
        emailverify: code,
        password,
        telegram_callback,
      });
      expect(body).toMatchObject({ ret_code: 10004 });
      expect(body.ret_msg).toMatch(/^telegram_callback: /);
    }
    expect(await t.store.accounts.findByEmail(email)).toBeUndefined();
  });

  it('the data a sign-up bound is bound: a log-in into another account with it answers telegramAlreadyBind', async () => {
    const user = newTelegramUser();
    const email = newEmail();
    const account = await signUpByEmail(t, email);
    const data = fresh(user);
    const signedUp = await registerEmail({ telegram_callback: data });
    expect(signedUp.result.tg_bind_result).toBe('success');
    // The data was spent by the sign-up: another account cannot bind it by logging in.
    const login = await t.post('/login', { email, password: digestOf(account.password), telegram_callback: data }); // prettier-ignore
    expect(login).toMatchObject({ ret_code: 0, result: { tg_bind_result: 'telegramAlreadyBind' } });
  });
});
