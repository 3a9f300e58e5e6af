/**
 * Link-auth from inside Telegram (behaviour §4 "Mini-app steps"; decision 089):
 * POST /user/private/bind/telegram with `telegram_data: 'mini_app'` and a Mini App's raw launch
 * data binds its Telegram person to the signed-in account. The data
 * is checked as a Mini App sign-in checks it (decision 070) and spent once, in the record the
 * sign-in spends it in; the answers are the bind call's (decision 024). The security page's
 * sign-in methods then list the binding.
 */
import { describe, expect, it } from 'vitest';
import { databases } from '../test-support/databases.js';
import { reauthBy, signUpByEmail } from '../test-support/flows.js';
import { privateChatLaunch } from '../test-support/mini-app.js';
import { routeTestApp } from '../test-support/route-test-app.js';
import { digestOf } from '../test-support/test-app.js';
import { TEST_BOT_TOKEN, signedTelegramLogin, telegramCallback } from '../test-support/telegram.js';
import { MINI_APP_AUTH_MAX_AGE_MS } from './mini-app-init-data.js';

const BIND = '/user/private/bind/telegram';
const SIGN_IN = '/user/public/login/thirdparty';
const LINKS = '/user/private/thirdparty/links';
let telegramIds = 830_000_000;

describe.each(databases)(
  'Mini App link-auth (bind with telegram_data mini_app) on $name',
  (database) => {
    const t = routeTestApp(database, {
      RATE_LIMIT_LOGIN_PER_MINUTE: '1000',
      RATE_LIMIT_SEND_CODE_PER_MINUTE: '1000',
      TELEGRAM_BOT_TOKEN: TEST_BOT_TOKEN,
    });
    let n = 0;
    const newAccount = () => signUpByEmail(t, `link${(n += 1)}@example.com`);
    const aUser = () => ({
      id: (telegramIds += 1),
      first_name: 'Ada',
      username: `ada${telegramIds}`,
    });
    /** A Mini App's launch data for `user`, signed `ageMs` ago. */
    const launch = (user: { id: number }, ageMs = 0) =>
      privateChatLaunch(user, { now: t.clock.now(), ageMs, botToken: TEST_BOT_TOKEN });
    const link = (initData: string, token?: string) =>
      t.post(
        BIND,
        { telegram_callback: initData, telegram_data: 'mini_app', ...reauthBy() },
        token,
      );
    const status = async (token: string) =>
      (await t.get('/user/private/telegram-bind-status', token)).result;
    const signIn = (initData: string) =>
      t.post(SIGN_IN, { token_type: 'telegram', telegram_data: 'mini_app', token: initData });

    it('a stolen session alone cannot link the Mini App’s Telegram person: without the password 10004, with a wrong one 31002; the data stays unspent', async () => {
      const account = await newAccount();
      const data = launch(aUser());
      const bare = { telegram_callback: data, telegram_data: 'mini_app' };
      expect((await t.post(BIND, bare, account.token)).ret_code).toBe(10004);
      const wrong = { ...bare, reauth: { password: digestOf('Guessed-1') } };
      expect((await t.post(BIND, wrong, account.token)).ret_code).toBe(31002);
      expect(await status(account.token)).toBe(0);
      expect(await link(data, account.token)).toMatchObject({ ret_code: 0 });
    });

    it('valid launch data binds its Telegram person to the signed-in account: the next launch logs in to it', async () => {
      const account = await newAccount();
      const user = aUser();
      expect(await link(launch(user), account.token)).toMatchObject({
        ret_code: 0,
        result: { tg_bind_result: 'success' },
      });
      expect(await status(account.token)).toBe(1);
      // The security page's sign-in methods list it with the moment it was bound.
      expect((await t.get(LINKS, account.token)).result).toEqual({
        links: [],
        telegram: { created_at: t.clock.now() },
      });
      expect(await signIn(launch(user, 1000))).toMatchObject({
        ret_code: 0,
        result: { use_thirdparty: 2, id: account.id },
      });
    });

    it('launch data links once: replayed, or already spent by a sign-in, it is refused (38001 authFailureRelinkTip)', async () => {
      const account = await newAccount();
      const data = launch(aUser());
      expect((await link(data, account.token)).ret_code).toBe(0);
      expect(await link(data, account.token)).toMatchObject({
        ret_code: 38001,
        result: { tg_bind_result: 'authFailureRelinkTip' },
      });
      // The sign-in and the link spend the data in one record: used by one, refused by the other.
      const other = await newAccount();
      const signedIn = launch(aUser());
      expect((await signIn(signedIn)).ret_code).toBe(0);
      expect(await link(signedIn, other.token)).toMatchObject({
        ret_code: 38001,
        result: { tg_bind_result: 'authFailureRelinkTip' },
      });
      expect(await status(other.token)).toBe(0);
    });

    it('launch data older than five minutes answers 40004 (auth expired: reopen the app) and binds nothing', async () => {
      const account = await newAccount();
      const stale = launch(aUser(), MINI_APP_AUTH_MAX_AGE_MS + 1000);
      expect(await link(stale, account.token)).toMatchObject({ ret_code: 40004 });
      expect(await status(account.token)).toBe(0);
      expect((await t.get(LINKS, account.token)).result).toEqual({ links: [] });
    });

    it('forged launch data, or the Login Widget’s fields sent as a Mini App’s, is refused (38001) and binds nothing', async () => {
      const account = await newAccount();
      const user = aUser();
      const forged = launch(user).replace('Ada', 'Eve');
      expect(await link(forged, account.token)).toMatchObject({
        ret_code: 38001,
        result: { tg_bind_result: 'authFailureRelinkTip' },
      });
      const widget = telegramCallback(signedTelegramLogin(user, t.clock.now()));
      expect((await link(widget, account.token)).ret_code).toBe(38001);
      // And a Mini App's data is not the Login Widget's: without telegram_data it does not verify.
      expect(
        (await t.post(BIND, { telegram_callback: launch(user), ...reauthBy() }, account.token))
          .ret_code,
      ).toBe(38001);
      expect(await status(account.token)).toBe(0);
    });

    it('not logged in: the session error (10005), and the data is not spent', async () => {
      const data = launch(aUser());
      expect((await link(data)).ret_code).toBe(10005);
      expect((await link(data, 'no-such-session')).ret_code).toBe(10005);
      const account = await newAccount();
      expect((await link(data, account.token)).ret_code).toBe(0);
    });

    it('a Telegram person bound to another account answers 38002 telegramAlreadyBind; an account bound to another Telegram person 38003 relinkBybitAccountTip', async () => {
      const first = await newAccount();
      const second = await newAccount();
      const user = aUser();
      expect((await link(launch(user), first.token)).ret_code).toBe(0);
      // A later launch of the same person (launch data signed within one second is the same).
      expect(await link(launch(user, 1000), second.token)).toMatchObject({
        ret_code: 38002,
        result: { tg_bind_result: 'telegramAlreadyBind' },
      });
      expect(await link(launch(aUser()), first.token)).toMatchObject({
        ret_code: 38003,
        result: { tg_bind_result: 'relinkBybitAccountTip' },
      });
      expect(await status(second.token)).toBe(0);
    });

    it('bad bodies are bad input (10004), never a 500', async () => {
      const account = await newAccount();
      const user = aUser();
      const bodies = [
        { telegram_callback: launch(user), telegram_data: 'web_app' },
        { telegram_callback: '', telegram_data: 'mini_app' },
        { telegram_callback: 'a'.repeat(4097), telegram_data: 'mini_app' },
        { telegram_callback: 42, telegram_data: 'mini_app' },
        { telegram_data: 'mini_app' },
      ];
      for (const body of bodies) {
        const response = await t.inject('POST', BIND, body, account.token);
        expect(response.statusCode).toBeLessThan(500);
        expect(JSON.parse(response.body)).toMatchObject({ ret_code: 10004 });
      }
    });
  },
);
