import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { encodeCaptchaToken } from '@foyer/contract';
import type { PowChallenge } from '@foyer/contract/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStore, type Store } from '../store/store.js';
import { databases, type FreshDatabase } from '../test-support/databases.js';
import { signUpByEmail } from '../test-support/flows.js';
import { buildTestApp, digestOf, json, postJson, type TestApp } from '../test-support/test-app.js';

const UNBLOCK = '/user/public/self-help/deblocking';
const DAY_MS = 24 * 3_600_000;

describe.each(databases)('self-help unblocking (behaviour §4 ban check) on $name', (database) => {
  let fresh: FreshDatabase;
  let t: TestApp;
  let operator: Store;
  let n = 0;
  const newAccount = async () => {
    const email = `unblock${(n += 1)}@example.com`;
    return { email, ...(await signUpByEmail(t, email)) };
  };
  const unblock = async (body: Record<string, unknown>) =>
    json(await postJson(t.app, UNBLOCK, body));
  const banStatus = async (token: unknown) =>
    json(
      await t.app.inject({
        url: `/x-api/user/public/self-help/ban-status?self_unbind_token=${String(token)}`,
      }),
    );
  const login = async (email: string, password: string) =>
    json(await postJson(t.app, '/login', { email, password: digestOf(password) }));

  beforeAll(async () => {
    fresh = await database.create();
    t = await buildTestApp(fresh, {
      RATE_LIMIT_LOGIN_PER_MINUTE: '1000',
      RATE_LIMIT_SEND_CODE_PER_MINUTE: '1000',
    });
    operator = await openStore(fresh);
  });
  afterAll(async () => {
    await operator?.destroy();
    await t?.app.close();
    await fresh?.dispose();
  });

  it('a self-help ban over 24 h old is lifted with the password and a code sent to the account', async () => {
    const account = await newAccount();
    const since = t.clock.now() - DAY_MS - 1;
    await operator.restrictions.restrict(account.id, 'banned', 'self_help', since);
    const password = digestOf(account.password);
    const sent = await unblock({ email: account.email, password });
    expect(sent).toMatchObject({
      ret_code: 0,
      result: {
        self_unbind_token: expect.any(String),
        is_self_help_baned: true,
        baned_time: since,
      },
    });
    const code = t.delivery.lastCodeTo(account.email);
    const token = sent.result.self_unbind_token;
    // behaviour §7 "GET self-help ban status (self_unbind_token)": the self-help ban info.
    expect(await banStatus(token)).toMatchObject({
      ret_code: 0,
      result: { is_self_help_baned: true, baned_time: since },
    });
    expect((await banStatus('not-a-token')).ret_code).toBe(10004);
    const wrong = code === '000000' ? '111111' : '000000';
    expect(
      (
        await unblock({
          email: account.email,
          password,
          verify_code: wrong,
          self_unbind_token: token,
        })
      ).ret_code,
    ).toBe(32001);
    expect((await login(account.email, account.password)).ret_code).toBe(31003);
    const done = await unblock({
      email: account.email,
      password,
      verify_code: code,
      self_unbind_token: token,
    });
    expect(done).toMatchObject({ ret_code: 0, result: { unblocked: true } });
    // The token dies with its code.
    expect((await banStatus(token)).ret_code).toBe(10004);
    expect((await login(account.email, account.password)).ret_code).toBe(0);
  });

  it('within 24 h of the ban, or for an operator ban, the answer is the ban info and no code', async () => {
    const recent = await newAccount();
    const byOperator = await newAccount();
    const now = t.clock.now();
    await operator.restrictions.restrict(recent.id, 'banned', 'self_help', now - 1000);
    await operator.restrictions.restrict(byOperator.id, 'banned', 'operator', now - 2 * DAY_MS);
    const sentBefore = t.delivery.sent.length;
    expect(
      await unblock({ email: recent.email, password: digestOf(recent.password) }),
    ).toMatchObject({ ret_code: 31003, result: { is_self_help_baned: true } });
    expect(
      await unblock({ email: byOperator.email, password: digestOf(byOperator.password) }),
    ).toMatchObject({ ret_code: 31003, result: { is_self_help_baned: false } });
    expect(t.delivery.sent.length).toBe(sentBefore);
  });

  it('a wrong password is only a wrong password (31002), counted like a log-in', async () => {
    const account = await newAccount();
    await operator.restrictions.restrict(
      account.id,
      'banned',
      'self_help',
      t.clock.now() - 2 * DAY_MS,
    );
    expect(
      await unblock({ email: account.email, password: digestOf('Wrong-pass1') }),
    ).toMatchObject({
      ret_code: 31002,
      result: { pass_err_count: 1 },
    });
    expect((await login(account.email, 'Wrong-pass1')).result.pass_err_count).toBe(2);
  });

  it('an account that is not blocked answers 10004 and stays as it is', async () => {
    const account = await newAccount();
    expect(
      (await unblock({ email: account.email, password: digestOf(account.password) })).ret_code,
    ).toBe(10004);
    expect((await login(account.email, account.password)).ret_code).toBe(0);
  });
});

describe.each(databases)(
  "self-help unblocking needs log-in's captcha (behaviour §4) on $name",
  (database) => {
    let fresh: FreshDatabase;
    let t: TestApp;
    let operator: Store;

    async function solved() {
      const url = '/x-api/v3/public/user/captcha-info?scene=31000';
      const challenge = json(await t.app.inject({ url })).result.challenge as PowChallenge;
      const solution = await solveChallenge({ challenge: challenge as Challenge, deriveKey });
      return { token: encodeCaptchaToken(challenge, solution!), scene: 31000 };
    }

    beforeAll(async () => {
      fresh = await database.create();
      t = await buildTestApp(fresh, { CAPTCHA_ON_LOGIN: 'true' });
      operator = await openStore(fresh);
    });
    afterAll(async () => {
      await operator?.destroy();
      await t?.app.close();
      await fresh?.dispose();
    });

    it('without a solved captcha the password is not even checked (34001)', async () => {
      const account = await signUpByEmail(t, 'captcha-unblock@example.com');
      await operator.restrictions.restrict(
        account.id,
        'banned',
        'self_help',
        t.clock.now() - DAY_MS - 1,
      );
      const body = { email: 'captcha-unblock@example.com', password: digestOf(account.password) };
      expect(json(await postJson(t.app, UNBLOCK, body))).toMatchObject({ ret_code: 34001 });
      const withCaptcha = { ...body, magpie_verify_info: await solved() };
      expect(json(await postJson(t.app, UNBLOCK, withCaptcha)).ret_code).toBe(0);
    });
  },
);
