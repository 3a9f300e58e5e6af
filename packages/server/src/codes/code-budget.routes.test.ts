import { RESEND_COOLDOWN_MS } from '@foyer/contract';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WRONG_CODE_BUDGET, WRONG_CODE_WINDOW_MS } from './code-budget.js';
import { openStore, type Store } from '../store/store.js';
import { databases, type FreshDatabase } from '../test-support/databases.js';
import { signUpByEmail } from '../test-support/flows.js';
import { buildTestApp, digestOf, json, postJson, type TestApp } from '../test-support/test-app.js';

const RECOVERY_SEND = '/user/find-password/validation';
const RECOVERY_RESET = '/user/find/password';
const UNBLOCK = '/user/public/self-help/deblocking';
const NEW_PASSWORD = 'N3w-Passw0rd';
const DAY_MS = 24 * 3_600_000;

/** A guess the attacker makes: any six digits but the real code. */
const wrongFor = (code: string) => (code === '000000' ? '111111' : '000000');

describe.each(databases)('wrong-code budget and send caps (decision 034) on $name', (database) => {
  let fresh: FreshDatabase;
  let t: TestApp;
  /** A second instance on the same database, with a daily cap of 3 sends per IP. */
  let other: TestApp;
  let operator: Store;
  let n = 0;
  const newEmail = () => `budget${(n += 1)}@example.com`;
  const newAccount = async () => {
    const email = newEmail();
    return { email, ...(await signUpByEmail(t, email)) };
  };
  const messagesTo = (to: string) => t.delivery.sent.filter((message) => message.to === to);
  const nextMinute = () => t.clock.advance(RESEND_COOLDOWN_MS + 1_000);

  /** The recovery calls an attacker makes for a victim's e-mail. */
  const recovery = (email: string, app = t) => ({
    send: async () => json(await postJson(app.app, RECOVERY_SEND, { email })),
    reset: async (code: string) =>
      json(
        await postJson(app.app, RECOVERY_RESET, {
          email,
          emailverify: code,
          password: digestOf(NEW_PASSWORD),
        }),
      ),
  });

  beforeAll(async () => {
    fresh = await database.create();
    const limits = { RATE_LIMIT_LOGIN_PER_MINUTE: '1000', RATE_LIMIT_SEND_CODE_PER_MINUTE: '1000' };
    t = await buildTestApp(fresh, limits);
    other = await buildTestApp(
      fresh,
      { ...limits, SEND_CODES_PER_IP_PER_DAY: '3' },
      { clock: t.clock, delivery: t.delivery },
    );
    operator = await openStore(fresh);
  });
  afterAll(async () => {
    await operator?.destroy();
    await other?.app.close();
    await t?.app.close();
    await fresh?.dispose();
  });

  it('guessing a recovery code across fresh codes stops at the budget: then even the right code is refused, no code is sent, and the owner is told once', async () => {
    const victim = await newAccount();
    const attacker = recovery(victim.email);
    // Three fresh codes, three guesses each (under the 5 tries of one code): 9 wrong codes.
    for (let round = 0; round < 3; round += 1) {
      expect((await attacker.send()).ret_code).toBe(0);
      const real = t.delivery.lastCodeTo(victim.email);
      for (let i = 0; i < 3; i += 1)
        expect((await attacker.reset(wrongFor(real))).ret_code).toBe(32001);
      nextMinute();
    }
    expect((await attacker.send()).ret_code).toBe(0);
    const real = t.delivery.lastCodeTo(victim.email);
    const before = messagesTo(victim.email).length;
    expect((await attacker.reset(wrongFor(real))).ret_code).toBe(32001); // the 10th

    const refused = await attacker.reset(real);
    expect(refused).toMatchObject({ ret_code: 47001, result: { retry_at: expect.any(Number) } });
    expect(refused.ret_msg).toMatch(/^Too many wrong codes; try again after /);

    // One message since the 10th wrong code: the notice, with no code in it.
    const since = messagesTo(victim.email).slice(before);
    expect(since).toHaveLength(1);
    expect(since[0]).toMatchObject({ subject: 'Foyer: too many wrong codes' });
    expect(since[0]?.code).toBeUndefined();
    expect(since[0]?.text).toContain(`${WRONG_CODE_BUDGET} wrong Foyer password reset codes`);
    // A recovery e-mail still goes (its link proves the mailbox, decision 105); its code does not.
    nextMinute();
    expect((await attacker.send()).ret_code).toBe(0);
    const mail = messagesTo(victim.email).at(-1);
    expect(mail?.channel === 'email' && mail.link).toContain('#reset=');
    expect((await attacker.reset(t.delivery.lastCodeTo(victim.email))).ret_code).toBe(47001);
    const login = json(
      await postJson(t.app, '/login', {
        email: victim.email,
        password: digestOf(victim.password),
      }),
    );
    expect(login.ret_code).toBe(0);
  });

  it('the window passes: at retry_at (the first wrong code + 24 h) the owner can recover again', async () => {
    const victim = await newAccount();
    const attacker = recovery(victim.email);
    const firstWrongAt = t.clock.now();
    for (let round = 0; round < 2; round += 1) {
      expect((await attacker.send()).ret_code).toBe(0);
      const real = t.delivery.lastCodeTo(victim.email);
      for (let i = 0; i < 5; i += 1) await attacker.reset(wrongFor(real));
      nextMinute();
    }
    expect((await attacker.send()).ret_code).toBe(0);
    const refused = await attacker.reset(t.delivery.lastCodeTo(victim.email));
    expect(refused).toMatchObject({
      ret_code: 47001,
      result: { retry_at: firstWrongAt + WRONG_CODE_WINDOW_MS },
    });
    t.clock.set(firstWrongAt + WRONG_CODE_WINDOW_MS - 1);
    expect((await attacker.send()).ret_code).toBe(0);
    const last = t.delivery.lastCodeTo(victim.email);
    expect((await attacker.reset(last)).ret_code).toBe(47001);
    t.clock.set(firstWrongAt + WRONG_CODE_WINDOW_MS);
    expect((await attacker.reset(last)).ret_code).toBe(0);
  });

  it('the budget is counted in the database: wrong codes at two instances add up', async () => {
    const victim = await newAccount();
    for (const instance of [t, other]) {
      // Sent by the first instance; guessed at each in turn.
      expect((await recovery(victim.email).send()).ret_code).toBe(0);
      const real = t.delivery.lastCodeTo(victim.email);
      const attacker = recovery(victim.email, instance);
      for (let i = 0; i < 5; i += 1) await attacker.reset(wrongFor(real));
      nextMinute();
    }
    expect((await recovery(victim.email, t).send()).ret_code).toBe(0);
    const real = t.delivery.lastCodeTo(victim.email);
    expect((await recovery(victim.email, other).reset(real)).ret_code).toBe(47001);
  });

  it('guessing a sign-up code across resends stops at the budget; the address is told once', async () => {
    const email = newEmail();
    const send = async () => json(await postJson(t.app, '/verify/register/email', { email }));
    const register = async (code: string) =>
      json(
        await postJson(t.app, '/register/email', {
          email,
          emailverify: code,
          password: digestOf('Passw0rd!'),
        }),
      );
    let real = '';
    for (let round = 0; round < 2; round += 1) {
      expect((await send()).ret_code).toBe(0);
      real = t.delivery.lastCodeTo(email);
      for (let i = 0; i < 5; i += 1) await register(wrongFor(real));
      nextMinute();
    }
    expect((await send()).ret_code).toBe(47001);
    expect((await register(real)).ret_code).toBe(47001);
    const notices = messagesTo(email).filter(
      (m) => m.channel === 'email' && m.subject === 'Foyer: too many wrong codes',
    );
    expect(notices).toHaveLength(1);
    expect(messagesTo(email)).toHaveLength(3); // two codes and the notice
  });

  it('guessing a self-unblock code across fresh codes stops at the budget, even with the password', async () => {
    const victim = await newAccount();
    await operator.restrictions.restrict(
      victim.id,
      'banned',
      'self_help',
      t.clock.now() - DAY_MS - 1,
    );
    const password = digestOf(victim.password);
    const unblock = async (body: object = {}) =>
      json(await postJson(t.app, UNBLOCK, { email: victim.email, password, ...body }));
    let last = { token: '', real: '' };
    for (let round = 0; round < 2; round += 1) {
      const sent = await unblock();
      expect(sent.ret_code).toBe(0);
      last = {
        token: String(sent.result.self_unbind_token),
        real: t.delivery.lastCodeTo(victim.email),
      };
      for (let i = 0; i < 5; i += 1) {
        await unblock({ verify_code: wrongFor(last.real), self_unbind_token: last.token });
      }
      nextMinute();
    }
    expect((await unblock()).ret_code).toBe(47001);
    const right = await unblock({ verify_code: last.real, self_unbind_token: last.token });
    expect(right.ret_code).toBe(47001);
    expect((await operator.restrictions.ofAccount(victim.id))?.state).toBe('banned');
    const notice = messagesTo(victim.email).at(-1);
    expect(notice).toMatchObject({ subject: 'Foyer: too many wrong codes' });
    expect(notice?.text).toMatch(/someone knows your password/);
  });

  it('an address gets at most 10 code messages a day, whatever the purpose; the 11th is refused and not sent', async () => {
    const victim = await newAccount(); // one sign-up code so far
    nextMinute();
    const sends = [
      () => postJson(t.app, RECOVERY_SEND, { email: victim.email }),
      () => postJson(t.app, '/verify/register/email', { email: victim.email }),
    ];
    for (let i = 1; i < 10; i += 1) {
      expect(json(await sends[i % 2]!()).ret_code).toBe(0);
      nextMinute();
    }
    const count = messagesTo(victim.email).length;
    expect(count).toBe(10);
    for (const send of sends) {
      const refused = json(await send());
      expect(refused).toMatchObject({ ret_code: 47002, result: { retry_at: expect.any(Number) } });
    }
    expect(messagesTo(victim.email)).toHaveLength(count);
    t.clock.advance(DAY_MS);
    expect(json(await sends[0]!()).ret_code).toBe(0);
  });

  it('a send refused for the resend wait counts against no cap: the address still gets its 10 messages that day', async () => {
    const victim = await newAccount(); // one sign-up code so far
    const resend = () => postJson(t.app, RECOVERY_SEND, { email: victim.email });
    expect(json(await resend()).ret_code).toBe(0);
    for (let sent = 3; sent <= 10; sent += 1) {
      // Within the wait: refused for it, and neither the address nor the IP is charged.
      for (let j = 0; j < 3; j += 1) expect(json(await resend()).ret_code).toBe(32004);
      nextMinute();
      expect(json(await resend()).ret_code).toBe(0);
    }
    expect(messagesTo(victim.email)).toHaveLength(10);
    nextMinute();
    expect(json(await resend()).ret_code).toBe(47002);
  });

  it('an IP gets its daily number of sends (here 3), then is refused with nothing sent; another IP is not', async () => {
    const send = (email: string, remoteAddress: string): Promise<LightMyRequestResponse> =>
      other.app.inject({
        method: 'POST',
        url: `/x-api${RECOVERY_SEND}`,
        payload: { email },
        remoteAddress,
      });
    for (let i = 0; i < 3; i += 1) {
      expect(json(await send(newEmail(), '203.0.113.7')).ret_code).toBe(0);
    }
    const target = newEmail();
    const refused = json(await send(target, '203.0.113.7'));
    expect(refused.ret_code).toBe(47003);
    expect(refused.ret_msg).toMatch(/from this network/);
    expect(messagesTo(target)).toHaveLength(0);
    expect(json(await send(target, '203.0.113.8')).ret_code).toBe(0);
    expect(messagesTo(target)).toHaveLength(1);
  });
});
