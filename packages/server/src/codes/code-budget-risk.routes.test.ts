import { RESEND_COOLDOWN_MS } from '@foyer/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_RISK_TOKENS_MAX, RISK_TOKEN_TTL_MS } from '../risk/risk.service.js';
import { TOTP_LOCK_MINUTES } from '../two-factor/two-factor.service.js';
import { WRONG_CODE_WINDOW_MS } from './code-budget.js';
import { databases, type FreshDatabase } from '../test-support/databases.js';
import { buildTestApp, digestOf, json, type TestApp } from '../test-support/test-app.js';
import { codeAt, enableTwoFactor, STEP_MS } from '../test-support/two-factor.js';

const PASSWORD = 'Passw0rd!';
const NOTICE = 'Foyer: too many wrong codes';

/** A guess the attacker makes: any six digits but the real code. */
const wrongFor = (code: string) => (code === '000000' ? '111111' : '000000');

describe.each(databases)(
  'wrong-code budget of security verification and two-factor (decision 034) on $name',
  (database) => {
    let fresh: FreshDatabase;
    let t: TestApp;
    let n = 0;
    const newEmail = () => `budget-risk${(n += 1)}@example.com`;
    const noticesTo = (to: string) =>
      t.delivery.sent.filter(
        (message) => message.to === to && message.channel === 'email' && message.subject === NOTICE,
      );
    const nextMinute = () => t.clock.advance(RESEND_COOLDOWN_MS + 1_000);

    async function post(path: string, body: object, guid?: string) {
      const headers = guid ? { guid } : {};
      return json(
        await t.app.inject({ method: 'POST', url: `/x-api${path}`, payload: body, headers }),
      );
    }
    /** An account whose known device is 'owner-device'; answers its session token. */
    async function signUp(email: string) {
      await post('/verify/register/email', { email }, 'owner-device');
      const code = t.delivery.lastCodeTo(email);
      const body = { email, emailverify: code, password: digestOf(PASSWORD) };
      const registered = await post('/register/email', body, 'owner-device');
      expect(registered.ret_code).toBe(0);
      return String(registered.token);
    }
    /** The attacker has the password and logs in from a device of their own. */
    async function riskToken(email: string) {
      const login = await post('/login', { email, password: digestOf(PASSWORD) }, 'attacker');
      expect(login.result.risk_token_type).toBe('pass');
      return String(login.result.risk_token);
    }
    const sendCode = (riskToken: string) =>
      post('/user/public/risk/send-code', { risk_token: riskToken });
    const check = (riskToken: string, code: string) =>
      post('/user/public/risk/check', { risk_token: riskToken, code });

    beforeAll(async () => {
      fresh = await database.create();
      t = await buildTestApp(fresh, {
        RATE_LIMIT_LOGIN_PER_MINUTE: '1000',
        RATE_LIMIT_SEND_CODE_PER_MINUTE: '1000',
      });
    });
    afterAll(async () => {
      await t?.app.close();
      await fresh?.dispose();
    });

    it('a resend does not give a risk token fresh tries: 4 wrong, resend, 1 wrong, and even the new right code is refused', async () => {
      const email = newEmail();
      await signUp(email);
      const token = await riskToken(email);
      expect((await sendCode(token)).ret_code).toBe(0);
      const first = t.delivery.lastCodeTo(email);
      for (let i = 0; i < 4; i += 1)
        expect((await check(token, wrongFor(first))).ret_code).toBe(32001);
      nextMinute();
      expect((await sendCode(token)).ret_code).toBe(0);
      const second = t.delivery.lastCodeTo(email);
      expect((await check(token, wrongFor(second))).ret_code).toBe(32003);
      expect((await check(token, second)).ret_code).toBe(32003);
    });

    it('guessing risk codes across fresh tokens stops at the budget: no code is sent, no check is made, the owner is told once', async () => {
      const email = newEmail();
      await signUp(email);
      for (let round = 0; round < 2; round += 1) {
        const token = await riskToken(email);
        expect((await sendCode(token)).ret_code).toBe(0);
        const real = t.delivery.lastCodeTo(email);
        for (let i = 0; i < 5; i += 1) await check(token, wrongFor(real));
      }
      const token = await riskToken(email);
      const sentBefore = t.delivery.sent.length;
      expect((await sendCode(token)).ret_code).toBe(47001);
      expect((await check(token, '123456')).ret_code).toBe(47001);
      expect(t.delivery.sent).toHaveLength(sentBefore);
      const notices = noticesTo(email);
      expect(notices).toHaveLength(1);
      expect(notices[0]?.text).toMatch(/security verification codes.*someone knows your password/s);
    });

    it(`a right-password log-in opens at most ${LIVE_RISK_TOKENS_MAX} live risk tokens; the next is refused until one expires`, async () => {
      const email = newEmail();
      await signUp(email);
      const openedAt = t.clock.now();
      for (let i = 0; i < LIVE_RISK_TOKENS_MAX; i += 1) await riskToken(email);
      const refused = await post('/login', { email, password: digestOf(PASSWORD) }, 'attacker');
      expect(refused).toMatchObject({
        ret_code: 47004,
        result: { retry_at: openedAt + RISK_TOKEN_TTL_MS },
      });
      expect(refused.token).toBeUndefined();
      // The owner's known device needs no token and still logs in.
      const owner = await post('/login', { email, password: digestOf(PASSWORD) }, 'owner-device');
      expect(owner.token).toBeTruthy();
      t.clock.set(openedAt + RISK_TOKEN_TTL_MS);
      await riskToken(email);
    });

    it('two-factor: the 15-minute locks cannot be waited out for ever; 10 wrong codes in a day, then even the right code is refused', async () => {
      const email = newEmail();
      const session = await signUp(email);
      const secret = await enableTwoFactor(t, session);
      const login = (google2fa: string) =>
        post('/login', { email, password: digestOf(PASSWORD), google2fa }, 'owner-device');
      const firstWrongAt = t.clock.now();
      for (let round = 0; round < 2; round += 1) {
        let last = 0;
        for (let i = 0; i < 5; i += 1)
          last = (await login(wrongFor(codeAt(secret, t.clock.now())))).ret_code;
        expect(last).toBe(35002);
        t.clock.advance(TOTP_LOCK_MINUTES * 60_000 + STEP_MS);
      }
      const refused = await login(codeAt(secret, t.clock.now()));
      expect(refused).toMatchObject({
        ret_code: 47001,
        result: { retry_at: firstWrongAt + WRONG_CODE_WINDOW_MS },
      });
      expect(refused.token).toBeUndefined();
      expect(noticesTo(email)).toHaveLength(1);
      expect(noticesTo(email)[0]?.text).toMatch(/Google Authenticator codes/);

      t.clock.set(firstWrongAt + WRONG_CODE_WINDOW_MS);
      const passed = await login(codeAt(secret, t.clock.now()));
      expect(passed.ret_code).toBe(0);
      expect(passed.token).toBeTruthy();
    });
  },
);
