/**
 * Sign-in from inside Telegram (behaviour §1 "Mini App", §8 40004; decision 070): the raw
 * `Telegram.WebApp.initData`, checked under the WebAppData key, names the Telegram person as the
 * Login Widget does; the same account, the same gates, spent once.
 */
import { describe, expect, it } from 'vitest';
import { databases } from '../test-support/databases.js';
import { privateChatLaunch } from '../test-support/mini-app.js';
import { routeTestApp } from '../test-support/route-test-app.js';
import { TEST_BOT_TOKEN, signedTelegramLogin, telegramCallback } from '../test-support/telegram.js';
import { MINI_APP_AUTH_MAX_AGE_MS } from '../telegram/mini-app-init-data.js';

const PATH = '/user/public/login/thirdparty';
let telegramIds = 820_000_000;
/** A real-looking token of a bot that is not ours. */
const OTHER_BOT_TOKEN = '987654321:AAHanother-bot-that-is-not-foyer';

describe.each(databases)('Mini App sign-in (telegram_data mini_app) on $name', (database) => {
  const t = routeTestApp(database, {
    RATE_LIMIT_LOGIN_PER_MINUTE: '1000',
    TELEGRAM_BOT_TOKEN: TEST_BOT_TOKEN,
  });
  const aUser = () => ({
    id: (telegramIds += 1),
    first_name: 'Ada',
    username: `ada${telegramIds}`,
  });
  /** A Mini App's launch data for `user`, signed `ageMs` ago. */
  const launch = (user: { id: number }, ageMs = 0) =>
    privateChatLaunch(user, { now: t.clock.now(), ageMs, botToken: TEST_BOT_TOKEN });
  const signIn = (token: string) =>
    t.post(PATH, { token_type: 'telegram', telegram_data: 'mini_app', token });

  it('a new person inside Telegram gets an account bound to their Telegram id (use_thirdparty 1); later launches log in to it (2)', async () => {
    const user = aUser();
    const made = await signIn(launch(user));
    expect(made).toMatchObject({
      ret_code: 0,
      token: expect.any(String),
      result: { use_thirdparty: 1, tg_bind_result: 'success' },
    });
    const again = await signIn(launch(user, 1000));
    expect(again).toMatchObject({ ret_code: 0, result: { use_thirdparty: 2, id: made.result.id } });
  });

  it('the Mini App and the Login Widget name the same person: one account', async () => {
    const user = aUser();
    const made = await signIn(launch(user));
    const widget = telegramCallback(signedTelegramLogin(user, t.clock.now()));
    expect(await t.post(PATH, { token_type: 'telegram', token: widget })).toMatchObject({
      ret_code: 0,
      result: { use_thirdparty: 2, id: made.result.id },
    });
  });

  /** How many accounts there are, and whether the Telegram person is bound to one. */
  const madeFor = async (user: { id: number }) => ({
    accounts: Number(
      (
        await t.store.db
          .selectFrom('accounts')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    ),
    bound: (await t.store.telegram.byTelegramId(String(user.id))) !== undefined,
  });

  it('launch data older than five minutes answers 40004 (auth expired: reopen the app) and makes nothing', async () => {
    const user = aUser();
    const before = await madeFor(user);
    const stale = await signIn(launch(user, MINI_APP_AUTH_MAX_AGE_MS + 1000));
    expect(stale).toMatchObject({ ret_code: 40004 });
    expect(await madeFor(user)).toEqual(before);
  });

  it('launch data signed with the Login Widget key, or forged, or replayed, is refused and makes no account', async () => {
    const user = aUser();
    const before = await madeFor(user);
    expect(before.bound).toBe(false);
    // The Login Widget's fields sent as Mini App data do not verify under WebAppData.
    const widget = telegramCallback(signedTelegramLogin(user, t.clock.now()));
    expect(await signIn(widget)).toMatchObject({
      ret_code: 38001,
      result: { reason: 'malformed' },
    });
    const forged = launch(user).replace('Ada', 'Eve');
    expect(await signIn(forged)).toMatchObject({ ret_code: 38001, result: { reason: 'forged' } });
    expect(await madeFor(user)).toEqual(before);
    const data = launch(user);
    expect((await signIn(data)).ret_code).toBe(0);
    const once = await madeFor(user);
    expect(once).toEqual({ accounts: before.accounts + 1, bound: true });
    expect(await signIn(data)).toMatchObject({ ret_code: 38001, result: { reason: 'replayed' } });
    expect(await madeFor(user)).toEqual(once);
  });

  it("launch data signed with another bot's token is refused as forged and makes no account", async () => {
    const user = aUser();
    const before = await madeFor(user);
    const otherBots = privateChatLaunch(user, {
      now: t.clock.now(),
      botToken: OTHER_BOT_TOKEN,
    });
    expect(await signIn(otherBots)).toMatchObject({
      ret_code: 38001,
      result: { reason: 'forged' },
    });
    expect(await madeFor(user)).toEqual({ ...before, bound: false });
  });
});
