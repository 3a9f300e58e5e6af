/**
 * Sign-up and log-in with Telegram's signed Login Widget fields through
 * POST /user/public/login/thirdparty, `token_type: 'telegram'` (behaviour §3 "Third-party
 * sign-in", §4 "Third-party flow"; docs/decisions/063). The data is signed in the test with the
 * test bot token (test-support/telegram.ts, written apart from the server's checker). The door's
 * banned address and country: gates/doors.routes.test.ts.
 */
import { TELEGRAM_SIGN_IN_MAX_AGE_MS } from '@foyer/contract';
import { describe, expect, it } from 'vitest';
import { databases } from '../test-support/databases.js';
import { reauthBy, signUpByEmail } from '../test-support/flows.js';
import { routeTestApp } from '../test-support/route-test-app.js';
import {
  signedTelegramLogin,
  telegramCallback,
  TEST_BOT_TOKEN,
  type TelegramUser,
} from '../test-support/telegram.js';
import { digestOf } from '../test-support/test-app.js';
import { STEP_MS, codeAt, enableTwoFactor } from '../test-support/two-factor.js';

const PATH = '/user/public/login/thirdparty';
let telegramIds = 810_000_000;
/** A Telegram user no other test uses. */
const newTelegramUser = (): TelegramUser => ({
  id: (telegramIds += 1),
  first_name: 'Grace',
  username: `grace${telegramIds}`,
});

describe.each(databases)('Telegram sign-in (token_type telegram) on $name', (database) => {
  const t = routeTestApp(database, {
    RATE_LIMIT_LOGIN_PER_MINUTE: '1000',
    RATE_LIMIT_SEND_CODE_PER_MINUTE: '1000',
    TELEGRAM_BOT_TOKEN: TEST_BOT_TOKEN,
    TELEGRAM_BOT_NAME: 'foyer_test_bot',
  });
  /** The Login Widget's fields for `user`, signed `ageMs` before now, as the token's JSON text. */
  const widgetData = (user: TelegramUser, ageMs = 0) =>
    telegramCallback(signedTelegramLogin(user, t.clock.now() - ageMs));
  const signIn = (token: string, extra: object = {}) =>
    t.post(PATH, { token_type: 'telegram', token, ...extra });
  const count = async (table: 'accounts' | 'sessions' | 'telegram_bindings') =>
    Number(
      (await t.store.db.selectFrom(table).select((e) => e.fn.countAll().as('n')).executeTakeFirstOrThrow()).n, // prettier-ignore
    );
  const counts = async () => ({
    accounts: await count('accounts'),
    sessions: await count('sessions'),
    bindings: await count('telegram_bindings'),
  });

  it('the web config names the bot "Continue with Telegram" opens: its username and numeric id', async () => {
    expect((await t.post('/v3/config/web', {})).result).toMatchObject({
      telegram_bot_name: 'foyer_test_bot',
      telegram_bot_id: TEST_BOT_TOKEN.split(':')[0],
    });
  });

  it("the page's CSP lets Telegram's widget script load and read what the person approved", async () => {
    const csp = String(
      (await t.inject('POST', '/v3/config/web', {})).headers['content-security-policy'],
    );
    expect(csp).toMatch(/script-src 'self' [^;]*https:\/\/telegram\.org/);
    expect(csp).toMatch(/connect-src 'self' [^;]*https:\/\/oauth\.telegram\.org/);
  });

  it("a new Telegram person gets use_thirdparty 1: an account bound to their Telegram id, a session, tg_bind_result 'success'", async () => {
    const user = newTelegramUser();
    const before = await counts();
    const body = await signIn(widgetData(user));
    expect(body).toMatchObject({
      ret_code: 0,
      result: { use_thirdparty: 1, id: expect.any(String), tg_bind_result: 'success' },
      token: expect.any(String),
    });
    expect(await counts()).toEqual({
      accounts: before.accounts + 1,
      sessions: before.sessions + 1,
      bindings: before.bindings + 1,
    });
    const account = await t.store.accounts.findById(String(body.result.id));
    expect(account).toMatchObject({ email: null, mobile: null, country_code: null });
    expect((await t.store.telegram.byAccount(String(body.result.id)))?.telegram_id).toBe(String(user.id)); // prettier-ignore
    // The session is a real one: the profile answers for it.
    expect(await t.get('/v2/private/user/profile', String(body.token))).toMatchObject({
      ret_code: 0,
      result: { id: body.result.id },
    });
  });

  it('the same Telegram person again gets use_thirdparty 2 and the same account, whatever their username is now', async () => {
    const user = newTelegramUser();
    const first = await signIn(widgetData(user));
    const again = await signIn(widgetData({ ...user, username: 'renamed' }, 1000));
    expect(again).toMatchObject({ ret_code: 0, result: { use_thirdparty: 2, id: first.result.id } }); // prettier-ignore
    expect(again.result).not.toHaveProperty('tg_bind_result');
  });

  it('an account that bound its Telegram account on log-in is logged in to by that Telegram person (use_thirdparty 2)', async () => {
    const user = newTelegramUser();
    const account = await signUpByEmail(t, `tg-bound-${user.id}@example.com`);
    const bound = await t.post('/login', {
      email: `tg-bound-${user.id}@example.com`,
      password: digestOf(account.password),
      telegram_callback: widgetData(user),
    });
    expect(bound).toMatchObject({ ret_code: 0, result: { tg_bind_result: 'success' } });
    const before = await counts();
    expect(await signIn(widgetData(user, 1000))).toMatchObject({
      ret_code: 0,
      result: { use_thirdparty: 2, id: account.id },
    });
    expect((await counts()).accounts).toBe(before.accounts);
  });

  it('a bound account with two-factor on asks for the authenticator code; the same data re-sent with it opens the session', async () => {
    const user = newTelegramUser();
    const account = await signUpByEmail(t, `tg-2fa-${user.id}@example.com`);
    const bind = { telegram_callback: widgetData(user), ...reauthBy(account.password) };
    expect((await t.post('/user/private/bind/telegram', bind, account.token)).ret_code).toBe(0);
    const secret = await enableTwoFactor(t, account.token);
    const data = widgetData(user, 1000);
    const before = await counts();
    expect(await signIn(data)).toMatchObject({ ret_code: 0, result: { google2fa_secret: true } });
    expect(await counts()).toEqual(before);
    const google2fa = codeAt(secret, t.clock.now());
    expect(await signIn(data, { google2fa })).toMatchObject({
      ret_code: 0,
      result: { use_thirdparty: 2, id: account.id },
    });
    // Spent when the session opened: the same data never opens another.
    const again = codeAt(secret, t.clock.now() + STEP_MS);
    t.clock.advance(STEP_MS);
    expect(await signIn(data, { google2fa: again })).toMatchObject({
      ret_code: 38001,
      result: { reason: 'replayed' },
    });
  });

  it.each([
    [
      'a forged hash',
      'forged',
      (t: TelegramUser, sign: (u: TelegramUser) => string) => JSON.stringify({ ...JSON.parse(sign(t)), hash: 'ab'.repeat(32) }), // prettier-ignore
    ],
    [
      'fields changed after signing',
      'forged',
      (t: TelegramUser, sign: (u: TelegramUser) => string) => JSON.stringify({ ...JSON.parse(sign(t)), id: '1' }), // prettier-ignore
    ],
    [
      'data signed with another bot',
      'forged',
      (t: TelegramUser) => telegramCallback(signedTelegramLogin(t, Date.now(), '987654321:another-bots-token-xxxxxxxxx')), // prettier-ignore
    ],
    [
      'no id',
      'malformed',
      (t: TelegramUser, sign: (u: TelegramUser) => string) => {
        const { id: _id, ...rest } = JSON.parse(sign(t)) as Record<string, string>;
        return JSON.stringify(rest);
      },
    ],
    ['text that is not the JSON of an object', 'malformed', () => 'id=1&hash=2'],
  ])('%s is refused (38001, reason %s) and makes nothing', async (_why, reason, make) => {
    const before = await counts();
    const token = make(newTelegramUser(), (u) => widgetData(u));
    expect(await signIn(token)).toMatchObject({ ret_code: 38001, result: { reason } });
    expect(await counts()).toEqual(before);
  });

  it(`data older than ${TELEGRAM_SIGN_IN_MAX_AGE_MS / 60_000} minutes is refused (38001 stale), and from the future (future)`, async () => {
    const before = await counts();
    const stale = widgetData(newTelegramUser(), TELEGRAM_SIGN_IN_MAX_AGE_MS + 1000);
    expect(await signIn(stale)).toMatchObject({ ret_code: 38001, result: { reason: 'stale' } });
    const future = widgetData(newTelegramUser(), -5 * 60_000);
    expect(await signIn(future)).toMatchObject({ ret_code: 38001, result: { reason: 'future' } });
    expect(await counts()).toEqual(before);
  });

  it('the same data twice is refused the second time (38001 replayed): it signs in once', async () => {
    const data = widgetData(newTelegramUser());
    expect((await signIn(data)).ret_code).toBe(0);
    const before = await counts();
    expect(await signIn(data)).toMatchObject({ ret_code: 38001, result: { reason: 'replayed' } });
    expect(await counts()).toEqual(before);
  });

  it('data that signed in cannot bind that Telegram account to another account afterwards, even once it is unbound', async () => {
    const user = newTelegramUser();
    const data = widgetData(user);
    const first = await signIn(data);
    expect(first.ret_code).toBe(0);
    const other = await signUpByEmail(t, `tg-other-${user.id}@example.com`);
    // The binding goes (by the store: the account's own unbind keeps its only way in, 063).
    await t.store.telegram.unbind(String(first.result.id));
    expect(await t.post('/user/private/bind/telegram', { telegram_callback: data, ...reauthBy(other.password) }, other.token)).toMatchObject({ ret_code: 38001 }); // prettier-ignore
    expect(await t.store.telegram.byTelegramId(String(user.id))).toBeUndefined();
  });

  it('an account made with Telegram keeps its binding: unbinding its only way in is refused (48009)', async () => {
    const user = newTelegramUser();
    const made = await signIn(widgetData(user));
    const token = String(made.token);
    expect(await t.post('/user/private/unbind/telegram', {}, token)).toMatchObject({ ret_code: 48009 }); // prettier-ignore
    expect((await t.get('/user/private/telegram-bind-status', token)).result).toBe(1);
    expect(await signIn(widgetData(user, 1000))).toMatchObject({ ret_code: 0, result: { use_thirdparty: 2 } }); // prettier-ignore
  });

  it('a sub-account (no e-mail or phone, but a name and password) may still unbind its Telegram account', async () => {
    const main = await signUpByEmail(t, `tg-main-${telegramIds}@example.com`);
    const name = `tgsub${telegramIds % 100000}`;
    const password = digestOf('Sub-passw0rd!');
    expect((await t.post('/user/private/sub-account/create', { name, password, ...reauthBy(main.password) }, main.token)).ret_code).toBe(0); // prettier-ignore
    const sub = await t.post('/user/public/sub-account/login', { name, password });
    const token = String(sub.token);
    const bind = { telegram_callback: widgetData(newTelegramUser()), reauth: { password } };
    expect((await t.post('/user/private/bind/telegram', bind, token)).ret_code).toBe(0);
    expect((await t.post('/user/private/unbind/telegram', {}, token)).ret_code).toBe(0);
    expect((await t.get('/user/private/telegram-bind-status', token)).result).toBe(0);
  });

  it('an unknown referral code is refused (42001) before the data is spent, and makes nothing', async () => {
    const data = widgetData(newTelegramUser());
    const before = await counts();
    expect(await signIn(data, { user_code: 'NOSUCHCODE' })).toMatchObject({ ret_code: 42001 });
    expect(await counts()).toEqual(before);
    expect(await signIn(data)).toMatchObject({ ret_code: 0, result: { use_thirdparty: 1 } });
  });
});

describe.each(databases)('Telegram sign-in without a bot token on $name', (database) => {
  const t = routeTestApp(database);

  it('answers 48002 (this sign-in provider is not available) and makes nothing', async () => {
    const token = telegramCallback(signedTelegramLogin(newTelegramUser(), t.clock.now()));
    expect(await t.post(PATH, { token_type: 'telegram', token })).toMatchObject({ ret_code: 48002 }); // prettier-ignore
    const made = await t.store.db.selectFrom('accounts').select('id').execute();
    expect(made).toEqual([]);
  });

  it('the web config names no bot: no Telegram button', async () => {
    const result = (await t.post('/v3/config/web', {})).result;
    expect(result).not.toHaveProperty('telegram_bot_name');
    expect(result).not.toHaveProperty('telegram_bot_id');
    const csp = String(
      (await t.inject('POST', '/v3/config/web', {})).headers['content-security-policy'],
    );
    expect(csp).not.toContain('telegram.org');
  });
});
