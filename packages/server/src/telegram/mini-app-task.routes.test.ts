/**
 * The Mini App's task completion (behaviour §7 "complete_task (campaignId, taskId; header
 * TgToken)", §8 40004; decision 071), on both engines: the person is the TgToken header's
 * signed launch data; a task is recorded once per person.
 */
import { MINI_APP_DEMO_TASK } from '@foyer/contract';
import { describe, expect, it } from 'vitest';
import { databases } from '../test-support/databases.js';
import { signedMiniAppInitData } from '../test-support/mini-app.js';
import { routeTestApp } from '../test-support/route-test-app.js';
import { json } from '../test-support/test-app.js';
import { TEST_BOT_TOKEN } from '../test-support/telegram.js';
import { MINI_APP_AUTH_MAX_AGE_MS } from './mini-app-init-data.js';

const PATH = '/x-api/growth/miniapp/task/v1/complete_task';
let telegramIds = 830_000_000;

describe.each(databases)('Mini App task completion on $name', (database) => {
  const t = routeTestApp(database, {
    RATE_LIMIT_LOGIN_PER_MINUTE: '1000',
    TELEGRAM_BOT_TOKEN: TEST_BOT_TOKEN,
    TELEGRAM_BOT_NAME: 'foyer_test_bot',
  });
  const aUser = () => ({ id: (telegramIds += 1), first_name: 'Ada' });
  const launch = (user: { id: number }, ageMs = 0, botToken = TEST_BOT_TOKEN) =>
    signedMiniAppInitData({ user, authDate: Math.floor((t.clock.now() - ageMs) / 1000) }, botToken);
  const complete = async (body: object, tgToken?: string) =>
    json(
      await t.app.inject({
        method: 'POST',
        url: PATH,
        payload: body,
        headers: tgToken === undefined ? {} : { TgToken: tgToken },
      }),
    );

  it('a Mini App user completes the task; the completion is stored once with its time', async () => {
    const user = aUser();
    const done = await complete(MINI_APP_DEMO_TASK, launch(user));
    expect(done).toMatchObject({
      ret_code: 0,
      result: { ...MINI_APP_DEMO_TASK, completed_at: t.clock.now(), first_time: true },
    });
    const rows = await t.store.db
      .selectFrom('mini_app_task_completions')
      .selectAll()
      .where('telegram_id', '=', String(user.id))
      .execute();
    expect(rows).toEqual([
      {
        telegram_id: String(user.id),
        campaign_id: MINI_APP_DEMO_TASK.campaignId,
        task_id: MINI_APP_DEMO_TASK.taskId,
        completed_at: t.clock.now(),
      },
    ]);
  });

  it('one task completion is recorded once per person: a repeat answers success with the first time, first_time false', async () => {
    const user = aUser();
    const first = await complete(MINI_APP_DEMO_TASK, launch(user));
    t.clock.advance(2000);
    // The same launch data may be used again within its freshness: it is not spent.
    const again = await complete(MINI_APP_DEMO_TASK, launch(user, 1000));
    expect(again).toMatchObject({
      ret_code: 0,
      result: { completed_at: first.result.completed_at, first_time: false },
    });
    const count = await t.store.db
      .selectFrom('mini_app_task_completions')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('telegram_id', '=', String(user.id))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
  });

  it('a forged TgToken (another bot, or a changed field) answers 38001 and records nothing', async () => {
    const user = aUser();
    const otherBot = launch(user, 0, '123456:another-bots-secret');
    expect(await complete(MINI_APP_DEMO_TASK, otherBot)).toMatchObject({
      ret_code: 38001,
      result: { reason: 'forged' },
    });
    const changed = launch(user).replace('Ada', 'Eve');
    expect(await complete(MINI_APP_DEMO_TASK, changed)).toMatchObject({ ret_code: 38001 });
    expect(await complete(MINI_APP_DEMO_TASK, 'not=launch-data')).toMatchObject({
      ret_code: 38001,
      result: { reason: 'malformed' },
    });
    const rows = await t.store.db
      .selectFrom('mini_app_task_completions')
      .selectAll()
      .where('telegram_id', '=', String(user.id))
      .execute();
    expect(rows).toEqual([]);
  });

  it('mini-app auth expired: launch data older than five minutes answers 40004', async () => {
    const stale = launch(aUser(), MINI_APP_AUTH_MAX_AGE_MS + 1000);
    expect(await complete(MINI_APP_DEMO_TASK, stale)).toMatchObject({ ret_code: 40004 });
  });

  it('no TgToken header answers 38001 (missing); an unknown task the bad-input code 10004 naming it', async () => {
    expect(await complete(MINI_APP_DEMO_TASK)).toMatchObject({
      ret_code: 38001,
      result: { reason: 'missing' },
    });
    const unknown = { campaignId: 'welcome', taskId: 'no-such-task' };
    expect(await complete(unknown, launch(aUser()))).toMatchObject({
      ret_code: 10004,
      ret_msg: 'No such Mini App task',
    });
  });

  it('missing or malformed campaignId / taskId answer the bad-input envelope, never a 500', async () => {
    const token = launch(aUser());
    for (const body of [
      {},
      { campaignId: 'welcome' },
      { taskId: 'open-mini-app' },
      { campaignId: '', taskId: 'open-mini-app' },
      { campaignId: 'welcome', taskId: 'a b' },
      { campaignId: 7, taskId: 'open-mini-app' },
    ]) {
      const response = await t.app.inject({
        method: 'POST',
        url: PATH,
        payload: body,
        headers: { TgToken: token },
      });
      expect(response.statusCode).toBeLessThan(500);
      expect(json(response)).toMatchObject({ ret_code: 10004 });
    }
  });

  it("the CSP lets Telegram's web clients frame the Mini App's pages, and no other page; the person's photo loads", async () => {
    const cspOf = async (url: string) =>
      String((await t.app.inject({ method: 'GET', url })).headers['content-security-policy']);
    for (const page of ['/en/earn/tg-page', '/en/min-app/task', '/ar-SA/telegram-register-login']) {
      expect(await cspOf(page)).toMatch(/frame-ancestors 'self' https:\/\/web\.telegram\.org/);
    }
    const login = await cspOf('/en/login');
    expect(login).not.toContain('web.telegram.org');
    expect(login).toMatch(/img-src 'self' [^;]*https:\/\/t\.me/);
    expect(login).toMatch(/script-src 'self' [^;]*https:\/\/telegram\.org/);
  });
});
