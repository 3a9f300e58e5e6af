/**
 * The self-help unblock calls' wiring and answers (behaviour §7 "Unblock", §3 "Self-help ban
 * info"): both steps of the deblocking call and the ban status, each outcome with its
 * ret_code and fields, behind log-in's captcha. The rules themselves: unblock.service.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { solvedCaptcha } from '../test-support/captcha.js';
import { databases } from '../test-support/databases.js';
import { signUpByEmail } from '../test-support/flows.js';
import { routeTestApp } from '../test-support/route-test-app.js';
import { digestOf } from '../test-support/test-app.js';

const UNBLOCK = '/user/public/self-help/deblocking';
const DAY_MS = 24 * 3_600_000;

describe.each(databases)('self-help unblock calls on $name', (database) => {
  const t = routeTestApp(database, {
    RATE_LIMIT_LOGIN_PER_MINUTE: '1000',
    RATE_LIMIT_SEND_CODE_PER_MINUTE: '1000',
  });
  let n = 0;
  /** A signed-up account banned by `kind`, `ago` ms before now. */
  async function banned(kind: 'self_help' | 'operator', ago: number) {
    const email = `unblock${(n += 1)}@example.com`;
    const account = await signUpByEmail(t, email);
    const since = t.clock.now() - ago;
    await t.store.restrictions.restrict(account.id, 'banned', kind, since);
    return { email, since, password: digestOf(account.password), plain: account.password };
  }
  const unblock = (body: Record<string, unknown>) => t.post(UNBLOCK, body);
  const banStatus = (token: unknown) =>
    t.get(`/user/public/self-help/ban-status?self_unbind_token=${String(token)}`);
  const login = (email: string, password: string) =>
    t.post('/login', { email, password: digestOf(password) });

  it('the two steps and the ban status answer their fields; the account logs in after', async () => {
    const { email, since, password, plain } = await banned('self_help', DAY_MS + 1);
    const sent = await unblock({ email, password });
    expect(sent).toMatchObject({
      ret_code: 0,
      result: {
        self_unbind_token: expect.any(String),
        is_self_help_baned: true,
        baned_time: since,
      },
    });
    const code = t.delivery.lastCodeTo(email);
    const token = sent.result.self_unbind_token;
    expect(await banStatus(token)).toMatchObject({
      ret_code: 0,
      result: { is_self_help_baned: true, baned_time: since },
    });
    expect((await banStatus('not-a-token')).ret_code).toBe(10004);
    const wrong = code === '000000' ? '111111' : '000000';
    const second = { email, password, self_unbind_token: token };
    expect((await unblock({ ...second, verify_code: wrong })).ret_code).toBe(32001);
    expect(await unblock({ ...second, verify_code: code })).toMatchObject({
      ret_code: 0,
      result: { unblocked: true },
    });
    expect((await login(email, plain)).ret_code).toBe(0);
  });

  it('a ban not to be lifted here answers 31003 with its ban info', async () => {
    const recent = await banned('self_help', 1000);
    const byOperator = await banned('operator', 2 * DAY_MS);
    expect(await unblock({ email: recent.email, password: recent.password })).toMatchObject({
      ret_code: 31003,
      result: { is_self_help_baned: true },
    });
    expect(await unblock({ email: byOperator.email, password: byOperator.password })).toMatchObject(
      { ret_code: 31003, result: { is_self_help_baned: false } },
    );
  });

  it('a wrong password answers 31002 with its count', async () => {
    const { email } = await banned('self_help', 2 * DAY_MS);
    expect(await unblock({ email, password: digestOf('Wrong-pass1') })).toMatchObject({
      ret_code: 31002,
      result: { pass_err_count: 1 },
    });
  });

  it('an account that is not blocked answers 10004', async () => {
    const email = `unblock${(n += 1)}@example.com`;
    const account = await signUpByEmail(t, email);
    const answer = await unblock({ email, password: digestOf(account.password) });
    expect(answer.ret_code).toBe(10004);
  });
});

describe.each(databases)(
  "self-help unblocking needs log-in's captcha (behaviour §4) on $name",
  (database) => {
    const t = routeTestApp(database, { CAPTCHA_ON_LOGIN: 'true' });

    it('without a solved captcha the password is not even checked (34001)', async () => {
      const account = await signUpByEmail(t, 'captcha-unblock@example.com');
      await t.store.restrictions.restrict(
        account.id,
        'banned',
        'self_help',
        t.clock.now() - DAY_MS - 1,
      );
      const body = { email: 'captcha-unblock@example.com', password: digestOf(account.password) };
      expect(await t.post(UNBLOCK, body)).toMatchObject({ ret_code: 34001 });
      const withCaptcha = { ...body, ...(await solvedCaptcha(t.app, 31000)) };
      expect((await t.post(UNBLOCK, withCaptcha)).ret_code).toBe(0);
    });
  },
);
