import { PASSWORD_ERROR_LIMIT, QR_APPROVALS_PER_HOUR, RESEND_COOLDOWN_MS } from '@foyer/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases, type FreshDatabase } from '../test-support/databases.js';
import { signUpByEmail } from '../test-support/flows.js';
import { buildTestApp, digestOf, json, postJson, type TestApp } from '../test-support/test-app.js';

// Room for a whole lock-out in one minute, and a limit of its own to reach.
const LOGIN_PER_MINUTE = PASSWORD_ERROR_LIMIT + 1;
const LOCKOUT_MS = 15 * 60_000;

/**
 * Two instances of the server on one database, as behind a load balancer (decision 042):
 * every attempt limit is counted once for both, not once per process.
 */
describe.each(databases)('two instances share every limit (decision 042) on $name', (database) => {
  let fresh: FreshDatabase;
  let a: TestApp;
  let b: TestApp;
  let n = 0;
  const newEmail = () => `shared${(n += 1)}@example.com`;
  /** The next minute: the login calls of one test do not spend the next test's. */
  const nextMinute = () => a.clock.advance(60_000);

  beforeAll(async () => {
    fresh = await database.create();
    const env = { RATE_LIMIT_LOGIN_PER_MINUTE: String(LOGIN_PER_MINUTE) };
    a = await buildTestApp(fresh, env);
    // One clock and one outbox for both, as one world seen by two processes.
    b = await buildTestApp(fresh, env, { clock: a.clock, delivery: a.delivery });
  });
  afterAll(async () => {
    await b?.app.close();
    await a?.app.close();
    await fresh?.dispose();
  });

  const login = async (t: TestApp, email: string, password: string, headers = {}) =>
    json(await postJson(t.app, '/login', { email, password: digestOf(password) }, headers));
  /** Any six digits but the real code. */
  const wrongFor = (code: string) => (code === '000000' ? '111111' : '000000');
  /** Alternates the calls between the instances, starting at `a`. */
  const alternating = async <T>(times: number, call: (t: TestApp) => Promise<T>) => {
    const answers: T[] = [];
    for (let i = 0; i < times; i += 1) answers.push(await call(i % 2 === 0 ? a : b));
    return answers;
  };

  it(`${PASSWORD_ERROR_LIMIT} wrong passwords spread over both instances lock the account on both`, async () => {
    const email = newEmail();
    const account = await signUpByEmail(a, email);
    nextMinute();
    for (let count = 1; count < PASSWORD_ERROR_LIMIT; count += 1) {
      const instance = count % 2 === 1 ? a : b;
      expect(await login(instance, email, 'Wrong-1')).toMatchObject({
        ret_code: 31002,
        result: { pass_err_count: count },
      });
    }
    const last = PASSWORD_ERROR_LIMIT % 2 === 1 ? a : b;
    expect(await login(last, email, 'Wrong-1')).toMatchObject({
      ret_code: 31030,
      result: { locked_until: a.clock.now() + LOCKOUT_MS },
    });
    nextMinute();
    for (const instance of [a, b]) {
      expect((await login(instance, email, account.password)).ret_code).toBe(31030);
    }
  });

  it('the per-IP login limit counts calls at both instances together: alternating, the call past it is refused at either', async () => {
    nextMinute();
    const answers = [];
    for (let i = 0; i < LOGIN_PER_MINUTE + 2; i += 1) {
      const instance = i % 2 === 0 ? a : b;
      const response = await postJson(instance.app, '/login', {
        email: newEmail(),
        password: digestOf('Wrong-1'),
      });
      answers.push({ status: response.statusCode, ret_code: json(response).ret_code });
      if (response.statusCode === 429) expect(response.headers['retry-after']).toBeDefined();
    }
    const passed = { status: 200, ret_code: 31002 };
    const refused = { status: 429, ret_code: 10006 };
    expect(answers).toEqual([
      ...Array.from({ length: LOGIN_PER_MINUTE }, () => passed),
      refused, // at a
      refused, // at b
    ]);
    nextMinute();
    expect(
      (await postJson(b.app, '/login', { email: newEmail(), password: digestOf('x') })).statusCode,
    ).toBe(200);
  });

  it('a resend wait started at one instance holds at the other', async () => {
    nextMinute();
    const email = newEmail();
    const send = async (t: TestApp) =>
      json(await postJson(t.app, '/verify/register/email', { email }));
    expect((await send(a)).ret_code).toBe(0);
    a.clock.advance(15_000);
    expect(await send(b)).toMatchObject({
      ret_code: 32004,
      result: { retry_after_ms: RESEND_COOLDOWN_MS - 15_000 },
    });
    a.clock.advance(RESEND_COOLDOWN_MS - 15_000);
    expect((await send(b)).ret_code).toBe(0);
    expect((await send(a)).ret_code).toBe(32004);
  });

  it('the five tries of a verification code are counted at both instances together', async () => {
    nextMinute();
    const email = newEmail();
    const sent = json(
      await postJson(a.app, '/user/public/register/info', { email, verify_type: 1 }),
    );
    const uuid = String(sent.result.uuid);
    const code = a.delivery.lastCodeTo(email);
    const verify = async (t: TestApp, guess: string) =>
      json(await postJson(t.app, '/user/public/register/verify', { uuid, code: guess })).ret_code;
    expect(await alternating(5, (t) => verify(t, wrongFor(code)))).toEqual([
      32001, 32001, 32001, 32001, 32003,
    ]);
    nextMinute();
    expect(await verify(a, code)).toBe(32003);
    expect(await verify(b, code)).toBe(32003);
  });

  it('the five wrong tokens of an activation link are counted at both instances together', async () => {
    nextMinute();
    const email = newEmail();
    const sent = json(
      await postJson(a.app, '/user/public/register/info', { email, verify_type: 2 }),
    );
    const uuid = String(sent.result.uuid);
    const link = a.delivery.sent.findLast((m) => m.to === email);
    const token = new URL(link?.channel === 'email' ? (link.link ?? '') : '').searchParams.get(
      'token',
    );
    const activate = async (t: TestApp, guess: string) =>
      json(await postJson(t.app, '/user/public/register/activate', { uuid, token: guess }));
    const wrong = `${String(token).slice(0, -1)}${String(token).endsWith('A') ? 'B' : 'A'}`;
    const answers = await alternating(5, (t) => activate(t, wrong));
    expect(answers.map((answer) => answer.ret_code)).toEqual([39001, 39001, 39001, 39001, 39001]);
    expect((await activate(b, String(token))).result).toMatchObject({ activation: 'expired' });
  });

  it('the five tries of a risk token are counted at both instances together, whichever sent its code', async () => {
    nextMinute();
    const email = newEmail();
    const account = await signUpByEmail(a, email);
    // The first log-in makes its device known; one from another device needs a risk code.
    await login(a, email, account.password, { guid: 'owner-device' });
    const risky = await login(b, email, account.password, { guid: 'attacker-device' });
    const riskToken = String(risky.result.risk_token);
    const sendCode = (t: TestApp) =>
      postJson(t.app, '/user/public/risk/send-code', { risk_token: riskToken });
    const check = async (t: TestApp, code: string) =>
      json(await postJson(t.app, '/user/public/risk/check', { risk_token: riskToken, code }))
        .ret_code;
    expect(json(await sendCode(a)).ret_code).toBe(0);
    const code = a.delivery.lastCodeTo(email);
    expect(await alternating(4, (t) => check(t, wrongFor(code)))).toEqual([
      32001, 32001, 32001, 32001,
    ]);
    // A resend from the other instance brings no fresh tries: the count is the token's.
    a.clock.advance(RESEND_COOLDOWN_MS);
    expect(json(await sendCode(b)).ret_code).toBe(0);
    const resent = a.delivery.lastCodeTo(email);
    expect(await check(a, wrongFor(resent))).toBe(32003);
    expect(await check(b, resent)).toBe(32003);
  });

  it(`the ${QR_APPROVALS_PER_HOUR} QR approvals of an account in an hour are counted at both instances together`, async () => {
    nextMinute();
    const owner = await signUpByEmail(a, newEmail());
    const approve = async (t: TestApp) => {
      const generated = json(await t.app.inject({ url: '/x-api/v3/public/qrcode/generate' }));
      const { link, number } = generated.result as { link: string; number: string };
      const code = new URL(link).searchParams.get('code');
      const body = { code, number, password: digestOf(owner.password) };
      const headers = { usertoken: owner.token };
      return json(await postJson(t.app, '/v3/private/qrcode/confirm', body, headers)).ret_code;
    };
    const approved = Array.from({ length: QR_APPROVALS_PER_HOUR }, () => 0);
    expect(await alternating(QR_APPROVALS_PER_HOUR, approve)).toEqual(approved);
    expect(await approve(a)).toBe(47052);
    expect(await approve(b)).toBe(47052);
  });
});
