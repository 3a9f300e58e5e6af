import { PASSWORD_ERROR_LIMIT, RESEND_COOLDOWN_MS } from '@foyer/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdmin } from '../admin/admin.js';
import { PASSWORD_CEILING, STRANGER_PASSWORD_CEILING } from '../log-in/password-tries.js';
import { LIVE_RISK_TOKENS_MAX } from '../risk/risk.service.js';
import { openStore, type Store } from '../store/store.js';
import { databases, type FreshDatabase } from '../test-support/databases.js';
import { signUpByEmail } from '../test-support/flows.js';
import { buildTestApp, digestOf, json, postJson, type TestApp } from '../test-support/test-app.js';
import { codeAt, enableTwoFactor, STEP_MS } from '../test-support/two-factor.js';
import { TOTP_FAILURE_LIMIT, TOTP_LOCK_MINUTES } from '../two-factor/two-factor.service.js';

const RECOVERY_SEND = '/user/find-password/validation';
const RECOVERY_RESET = '/user/find/password';
const NEW_PASSWORD = 'N3w-Passw0rd';
const LOCKOUT_MS = 15 * 60_000;
const DAY_MS = 24 * 3_600_000;
/** The owner's browser: its device id is a random value only that browser holds. */
const OWNER = { guid: 'owner-laptop-7f3a9c' };
/** A device the attacker makes up; any number of them. */
const stranger = (n: number) => ({ guid: `attacker-${n}` });
const wrongFor = (code: string) => (code === '000000' ? '111111' : '000000');

/**
 * Issue 34, point 2, as the attacker plays it: strangers spend every budget and cap they can
 * reach on a victim's address, and the owner still gets in from the device they used before,
 * and recovers by proving the mailbox (decision 105). On main, each of these answered the
 * owner 47001, 47002, 47004 or 31030 for a day, renewably.
 */
describe.each(databases)(
  'strangers never lock the owner out (decision 105), on $name',
  (database) => {
    let fresh: FreshDatabase;
    let t: TestApp;
    let operator: Store;
    let n = 0;
    const newEmail = () => `owner${(n += 1)}@example.com`;
    const nextMinute = () => t.clock.advance(RESEND_COOLDOWN_MS + 1_000);
    const post = async (path: string, body: object, headers: object = {}) =>
      json(await postJson(t.app, path, body, headers));

    const login = (email: string, password: string, headers: object, extra: object = {}) =>
      post('/login', { email, password: digestOf(password), ...extra }, headers);
    const recoverySend = (email: string, headers: object) =>
      post(RECOVERY_SEND, { email }, headers);
    const recoveryReset = (email: string, code: string, headers: object) =>
      post(RECOVERY_RESET, { email, emailverify: code, password: digestOf(NEW_PASSWORD) }, headers);
    const mailsTo = (to: string) => t.delivery.sent.filter((message) => message.to === to);

    /** A right password from a new device: the security code, sent and checked, then the log-in. */
    async function logInFromNewDevice(email: string, password: string, headers: object) {
      const asked = await login(email, password, headers);
      expect(asked).toMatchObject({ ret_code: 0, result: { risk_token_type: 'pass' } });
      const riskToken = String(asked.result.risk_token);
      expect((await post('/user/public/risk/send-code', { risk_token: riskToken })).ret_code).toBe(
        0,
      );
      const code = t.delivery.lastCodeTo(email);
      expect(
        (await post('/user/public/risk/check', { risk_token: riskToken, code })).ret_code,
      ).toBe(0);
      return {
        riskToken,
        answer: await login(email, password, headers, { risk_token: riskToken }),
      };
    }

    beforeAll(async () => {
      fresh = await database.create();
      t = await buildTestApp(fresh, {
        RATE_LIMIT_LOGIN_PER_MINUTE: '100000',
        RATE_LIMIT_SEND_CODE_PER_MINUTE: '100000',
      });
      operator = await openStore(fresh);
    });
    afterAll(async () => {
      await operator?.destroy();
      await t?.app.close();
      await fresh?.dispose();
    });

    it("ten sign-up and recovery sends by strangers spend only the strangers' share of the address's daily cap: the owner's new-device code and recovery from the known device still go out", async () => {
      const email = newEmail();
      const owner = await signUpByEmail(t, email, undefined, OWNER);
      // A day later: the sign-up's own code no longer counts.
      t.clock.advance(DAY_MS);
      for (let i = 0; i < 10; i += 1) {
        const sent =
          i % 2 === 0
            ? await recoverySend(email, stranger(i))
            : await post('/verify/register/email', { email }, stranger(i));
        expect(sent.ret_code, `send ${i + 1}`).toBe(0);
        nextMinute();
      }
      expect((await recoverySend(email, stranger(99))).ret_code).toBe(47002);

      // The owner on a new device: the right password, then the security code by e-mail.
      const { answer } = await logInFromNewDevice(email, owner.password, {
        guid: 'owner-new-phone',
      });
      expect(answer.ret_code).toBe(0);
      expect(answer.token).toEqual(expect.any(String));

      // The owner's known device still gets a recovery code, and resets with it.
      nextMinute();
      expect((await recoverySend(email, OWNER)).ret_code).toBe(0);
      const code = t.delivery.lastCodeTo(email);
      expect((await recoveryReset(email, code, OWNER)).ret_code).toBe(0);
      expect((await login(email, NEW_PASSWORD, OWNER)).token).toEqual(expect.any(String));
    });

    it("two recovery sends and 10 wrong codes spend the strangers' recovery budget: the known device resets with its own, and any device with the e-mail's link", async () => {
      const email = newEmail();
      const owner = await signUpByEmail(t, email, undefined, OWNER);
      for (let round = 0; round < 2; round += 1) {
        nextMinute();
        expect((await recoverySend(email, stranger(round))).ret_code).toBe(0);
        const real = t.delivery.lastCodeTo(email);
        const answers = [];
        for (let i = 0; i < 5; i += 1) {
          answers.push((await recoveryReset(email, wrongFor(real), stranger(round))).ret_code);
        }
        // The fifth wrong try voids the code (32003).
        expect(answers).toEqual([32001, 32001, 32001, 32001, 32003]);
      }
      nextMinute();
      expect((await recoverySend(email, stranger(3))).ret_code).toBe(0);
      // Even the right code is refused to strangers now.
      expect((await recoveryReset(email, t.delivery.lastCodeTo(email), stranger(3))).ret_code).toBe(
        47001,
      );

      // The owner's known device: a code of its own budget.
      nextMinute();
      expect((await recoverySend(email, OWNER)).ret_code).toBe(0);
      expect((await recoveryReset(email, t.delivery.lastCodeTo(email), OWNER)).ret_code).toBe(0);
      expect((await login(email, NEW_PASSWORD, OWNER)).token).toEqual(expect.any(String));

      // A new device: its code is refused with the strangers', the mail's link is not.
      nextMinute();
      const newPhone = { guid: 'owner-new-phone' };
      expect((await recoverySend(email, newPhone)).ret_code).toBe(0);
      const mail = mailsTo(email).at(-1)!;
      if (mail.channel !== 'email' || !mail.link) throw new Error('the e-mail carries no link');
      expect((await recoveryReset(email, mail.code!, newPhone)).ret_code).toBe(47001);
      expect(mail.text).toContain(mail.link);
      const link = new URL(mail.link);
      expect(link.pathname).toBe('/en/app/user/retrieve');
      const token = new URLSearchParams(link.hash.slice(1)).get('reset')!;
      const newest = 'An0ther-Passw0rd';
      const byLink = { reset_token: token, password: digestOf(newest) };
      expect((await post(RECOVERY_RESET, byLink, newPhone)).ret_code).toBe(0);
      // Once: the link is spent with its code.
      expect((await post(RECOVERY_RESET, byLink, newPhone)).ret_code).toBe(32001);
      expect((await login(email, newest, OWNER)).token).toEqual(expect.any(String));
      expect(owner.id).toBeTruthy();
    });

    it("whoever has a session and the password spends the authenticator's budget from their own device: the owner's right password and code from the known device still log in", async () => {
      const email = newEmail();
      const owner = await signUpByEmail(t, email, undefined, OWNER);
      const secret = await enableTwoFactor(t, owner.token, owner.password);
      // A stolen session, used from the thief's device with the password it knows.
      const stolen = { usertoken: owner.token, ...stranger(1) };
      const turnOff = (google2fa: string) =>
        post(
          '/user/private/google2fa/disable',
          { password: digestOf(owner.password), google2fa },
          stolen,
        );
      const answers: number[] = [];
      for (let lock = 0; lock < 2; lock += 1) {
        for (let i = 0; i < TOTP_FAILURE_LIMIT; i += 1) {
          answers.push((await turnOff(wrongFor(codeAt(secret, t.clock.now())))).ret_code);
        }
        t.clock.advance(TOTP_LOCK_MINUTES * 60_000);
      }
      expect(answers.at(TOTP_FAILURE_LIMIT - 1)).toBe(35002);
      expect((await turnOff(codeAt(secret, t.clock.now()))).ret_code).toBe(47001);

      const asked = await login(email, owner.password, OWNER);
      expect(asked.result).toEqual({ google2fa_secret: true });
      const signedIn = await login(email, owner.password, OWNER, {
        google2fa: codeAt(secret, t.clock.now()),
      });
      expect(signedIn).toMatchObject({ ret_code: 0 });
      expect(signedIn.token).toEqual(expect.any(String));
    });

    it("once strangers have spent the authenticator's purse, a device the account does not know proves the mailbox first and then tries in a purse of its own", async () => {
      // An account made without a device id (by API): no device is known yet.
      const email = newEmail();
      const owner = await signUpByEmail(t, email);
      const secret = await enableTwoFactor(t, owner.token, owner.password);
      for (let lock = 0; lock < 2; lock += 1) {
        for (let i = 0; i < TOTP_FAILURE_LIMIT; i += 1) {
          const google2fa = wrongFor(codeAt(secret, t.clock.now()));
          await login(email, owner.password, stranger(2), { google2fa });
        }
        t.clock.advance(TOTP_LOCK_MINUTES * 60_000);
      }
      // The strangers' purse is spent: the attacker's own device is now sent to the mailbox.
      const attacker = await login(email, owner.password, stranger(2), {
        google2fa: codeAt(secret, t.clock.now()),
      });
      expect(attacker.result).toMatchObject({ risk_token_type: 'pass' });
      expect(attacker.token).toBeUndefined();

      const phone = { guid: 'owner-phone' };
      const { riskToken, answer } = await logInFromNewDevice(email, owner.password, phone);
      expect(answer.result).toEqual({ google2fa_secret: true });
      t.clock.advance(STEP_MS);
      const signedIn = await login(email, owner.password, phone, {
        risk_token: riskToken,
        google2fa: codeAt(secret, t.clock.now()),
      });
      expect(signedIn.token).toEqual(expect.any(String));
    });

    it(`whoever knows the password opens ${LIVE_RISK_TOKENS_MAX} security verifications from a device: the owner's new device still opens its own`, async () => {
      const email = newEmail();
      const owner = await signUpByEmail(t, email, undefined, OWNER);
      for (let i = 0; i < LIVE_RISK_TOKENS_MAX; i += 1) {
        expect((await login(email, owner.password, stranger(3))).result.risk_token).toBeTruthy();
      }
      expect((await login(email, owner.password, stranger(3))).ret_code).toBe(47004);
      const { answer } = await logInFromNewDevice(email, owner.password, { guid: 'owner-tablet' });
      expect(answer.token).toEqual(expect.any(String));
      // And the known device needs none at all.
      expect((await login(email, owner.password, OWNER)).token).toEqual(expect.any(String));
    });

    it(`password guessing has a ceiling: after ${STRANGER_PASSWORD_CEILING} wrong passwords from unknown devices, they are asked for a stronger proof, not told right from wrong; the known device logs in; the owner is told once`, async () => {
      const email = newEmail();
      const owner = await signUpByEmail(t, email, undefined, OWNER);
      const guesses = [];
      for (let i = 0; i < STRANGER_PASSWORD_CEILING; i += 1) {
        guesses.push(await login(email, `Guess-${i}-pw`, stranger(100 + i)));
        if ((i + 1) % PASSWORD_ERROR_LIMIT === 0) t.clock.advance(LOCKOUT_MS);
      }
      expect(guesses.map((answer) => answer.ret_code)).toEqual(
        Array.from({ length: STRANGER_PASSWORD_CEILING }, (_, i) =>
          (i + 1) % PASSWORD_ERROR_LIMIT === 0 ? 31030 : 31002,
        ),
      );
      // The right password from any unknown device: the same answer as a wrong one.
      for (const password of [owner.password, 'Guess-again-1']) {
        expect(await login(email, password, stranger(200))).toMatchObject({
          ret_code: 31030,
          result: { step_up: 'known_device_or_recovery' },
        });
      }
      const notices = mailsTo(email).filter(
        (mail) => mail.channel === 'email' && mail.subject.includes('new devices'),
      );
      expect(notices).toHaveLength(1);
      expect((await login(email, owner.password, OWNER)).token).toEqual(expect.any(String));

      // An address without an account is answered the same way: nothing tells them apart.
      const nobody = 'nobody-here@example.com';
      for (let i = 0; i < STRANGER_PASSWORD_CEILING; i += 1) {
        await login(nobody, `Guess-${i}-pw`, stranger(300 + i));
        if ((i + 1) % PASSWORD_ERROR_LIMIT === 0) t.clock.advance(LOCKOUT_MS);
      }
      expect(await login(nobody, 'Guess-again-1', stranger(400))).toMatchObject({
        ret_code: 31030,
        result: { step_up: 'known_device_or_recovery' },
      });

      // A new password forgets the ceiling: a new device with it is asked the security code.
      nextMinute();
      await recoverySend(email, OWNER);
      expect((await recoveryReset(email, t.delivery.lastCodeTo(email), OWNER)).ret_code).toBe(0);
      expect((await login(email, NEW_PASSWORD, stranger(500))).result.risk_token_type).toBe('pass');
    });

    it(`NIST's cap: ${PASSWORD_CEILING} wrong passwords in a row on any device disable the password everywhere until it is reset`, async () => {
      const email = newEmail();
      const owner = await signUpByEmail(t, email, undefined, OWNER);
      for (let i = 1; i <= PASSWORD_CEILING; i += 1) {
        const answer = await login(email, `Guess-${i}-pw`, OWNER);
        expect(answer.ret_code, `wrong password ${i}`).toBe(
          i % PASSWORD_ERROR_LIMIT === 0 ? 31030 : 31002,
        );
        if (i % PASSWORD_ERROR_LIMIT === 0) t.clock.advance(LOCKOUT_MS);
      }
      expect(await login(email, owner.password, OWNER)).toMatchObject({
        ret_code: 31030,
        result: { step_up: 'recovery' },
      });
      nextMinute();
      await recoverySend(email, OWNER);
      expect((await recoveryReset(email, t.delivery.lastCodeTo(email), OWNER)).ret_code).toBe(0);
      expect((await login(email, NEW_PASSWORD, OWNER)).token).toEqual(expect.any(String));
    });

    it("an operator's clear-limits forgets what strangers spent: a new device logs in with the password and recovers by code again", async () => {
      const email = newEmail();
      const owner = await signUpByEmail(t, email, undefined, OWNER);
      for (let i = 0; i < STRANGER_PASSWORD_CEILING; i += 1) {
        await login(email, `Guess-${i}-pw`, stranger(600 + i));
        if ((i + 1) % PASSWORD_ERROR_LIMIT === 0) t.clock.advance(LOCKOUT_MS);
      }
      for (let round = 0; round < 2; round += 1) {
        nextMinute();
        await recoverySend(email, stranger(700));
        const real = t.delivery.lastCodeTo(email);
        for (let i = 0; i < 5; i += 1) await recoveryReset(email, wrongFor(real), stranger(700));
      }
      expect((await login(email, owner.password, stranger(701))).result.step_up).toBe(
        'known_device_or_recovery',
      );

      const admin = await runAdmin(['clear-limits', email], { store: operator, clock: t.clock });
      expect(admin).toEqual({ code: 0, out: `limits cleared: ${owner.id} ${email}` });
      expect((await login(email, owner.password, stranger(701))).result.risk_token_type).toBe(
        'pass',
      );
      nextMinute();
      expect((await recoverySend(email, stranger(702))).ret_code).toBe(0);
      expect(
        (await recoveryReset(email, t.delivery.lastCodeTo(email), stranger(702))).ret_code,
      ).toBe(0);
    });
  },
);
