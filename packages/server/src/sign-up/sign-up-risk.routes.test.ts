/**
 * behaviour §4 "Register (old/new)": "on captcha success send the e-mail or mobile verification;
 * if a risk token is returned show the security modal and resend flagged verified; then code
 * step." The server's cause (decision 031): the Nth different target of one device or IP
 * within an hour answers a risk token and sends no code.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases, type FreshDatabase } from '../test-support/databases.js';
import { buildTestApp, digestOf, json, type TestApp } from '../test-support/test-app.js';

const N = 3;

describe.each(databases)(
  'sign-up risk token (behaviour §4 "if a risk token is returned") on $name',
  (database) => {
    let fresh: FreshDatabase;
    let t: TestApp;
    let n = 0;
    const newEmail = () => `farm${(n += 1)}@example.com`;
    /** Each test its own device and address, so counts never mix between tests. */
    let place = 0;
    const newPlace = () => {
      place += 1;
      return { guid: `device-${place}`, ip: `10.1.0.${place}` };
    };
    type Where = { guid?: string | undefined; ip: string };

    async function post(path: string, body: object, where: Where) {
      const response = await t.app.inject({
        method: 'POST',
        url: `/x-api${path}`,
        payload: body,
        headers: where.guid ? { guid: where.guid } : {},
        remoteAddress: where.ip,
      });
      return json(response);
    }
    const sendEmail = (email: string, where: Where, extra: object = {}) =>
      post('/verify/register/email', { email, ...extra }, where);
    const codesTo = (to: string) => t.delivery.sent.filter((m) => m.to === to).length;

    /** N-1 different e-mails from `where`, each sent its code. */
    async function farm(where: Where) {
      for (let i = 1; i < N; i += 1) {
        const email = newEmail();
        const sent = await sendEmail(email, where);
        expect(sent.ret_code).toBe(0);
        expect(sent.result.uuid).toBeTruthy();
        expect(codesTo(email)).toBe(1);
      }
    }
    /** The security verification panel: the risk code sent to `to`, then checked. */
    async function pass(riskToken: string, to: string) {
      const sent = await post('/user/public/risk/send-code', { risk_token: riskToken }, newPlace());
      expect(sent.ret_code).toBe(0);
      const checked = await post(
        '/user/public/risk/check',
        { risk_token: riskToken, code: t.delivery.lastCodeTo(to) },
        newPlace(),
      );
      expect(checked.ret_code).toBe(0);
      expect(checked.result).toEqual({ risk_token: riskToken, risk_token_type: 'pass' });
    }

    beforeAll(async () => {
      fresh = await database.create();
      t = await buildTestApp(fresh, {
        SIGN_UP_RISK_TARGETS_PER_HOUR: String(N),
        RATE_LIMIT_SEND_CODE_PER_MINUTE: '10000',
        RATE_LIMIT_LOGIN_PER_MINUTE: '10000',
      });
    });
    afterAll(async () => {
      await t?.app.close();
      await fresh?.dispose();
    });

    it('the Nth different e-mail from one device answers a risk token of type pass and sends no code', async () => {
      const { guid } = newPlace();
      // The device moves between addresses: the device alone is counted.
      await farm({ guid, ip: newPlace().ip });
      const email = newEmail();
      const answer = await sendEmail(email, { guid, ip: newPlace().ip });
      expect(answer.ret_code).toBe(0);
      expect(answer.result).toEqual({ risk_token: expect.any(String), risk_token_type: 'pass' });
      expect(String(answer.result.risk_token)).toMatch(/^[A-Za-z0-9_-]{43,}$/);
      expect(codesTo(email)).toBe(0);
    });

    it('"show the security modal and resend flagged verified; then code step": the passed token sends the real code and sign-up completes', async () => {
      const where = newPlace();
      await farm(where);
      const email = newEmail();
      const riskToken = String((await sendEmail(email, where)).result.risk_token);
      await pass(riskToken, email);
      const security = t.delivery.sent.findLast((m) => m.to === email);
      expect(security).toMatchObject({
        channel: 'email',
        subject: expect.stringContaining('security'),
      });
      const resent = await sendEmail(email, where, { risk_token: riskToken });
      expect(resent.ret_code).toBe(0);
      expect(resent.result.uuid).toBeTruthy();
      expect(codesTo(email)).toBe(2);
      const code = t.delivery.lastCodeTo(email);
      const registered = await post(
        '/register/email',
        { email, emailverify: code, password: digestOf('Passw0rd!') },
        where,
      );
      expect(registered.ret_code).toBe(0);
      expect(registered.token).toBeTruthy();
    });

    it('the security code goes to the sign-up target itself, partly hidden in the answer', async () => {
      const where = newPlace();
      await farm(where);
      const email = newEmail();
      const riskToken = String((await sendEmail(email, where)).result.risk_token);
      const sent = await post('/user/public/risk/send-code', { risk_token: riskToken }, where);
      expect(sent.result).toEqual({
        channel: 'email',
        target: 'f***@example.com',
        google2fa: false,
      });
      expect(t.delivery.lastCodeTo(email)).toMatch(/^\d{6}$/);
    });

    it('a token not passed yet is refused with 44002 and sends no code', async () => {
      const where = newPlace();
      await farm(where);
      const email = newEmail();
      const riskToken = String((await sendEmail(email, where)).result.risk_token);
      await post('/user/public/risk/send-code', { risk_token: riskToken }, where);
      const refused = await sendEmail(email, where, { risk_token: riskToken });
      expect(refused.ret_code).toBe(44002);
      expect(codesTo(email)).toBe(1);
    });

    it('a passed token for another target, a reused one, an expired one or an unknown one is refused with 44001', async () => {
      const where = newPlace();
      await farm(where);
      const email = newEmail();
      const riskToken = String((await sendEmail(email, where)).result.risk_token);
      await pass(riskToken, email);
      expect((await sendEmail(newEmail(), where, { risk_token: riskToken })).ret_code).toBe(44001);
      expect((await sendEmail(email, where, { risk_token: riskToken })).result.uuid).toBeTruthy();
      t.clock.advance(61_000);
      expect((await sendEmail(email, where, { risk_token: riskToken })).ret_code).toBe(44001);
      expect((await sendEmail(email, where, { risk_token: 'no-such-token' })).ret_code).toBe(44001);

      const later = newEmail();
      const late = String((await sendEmail(later, where)).result.risk_token);
      await pass(late, later);
      t.clock.advance(10 * 60_000 + 1);
      expect((await sendEmail(later, where, { risk_token: late })).ret_code).toBe(44001);
    });

    it('a sign-up risk token is not a login risk token: a login with it is refused 37001', async () => {
      const where = newPlace();
      await farm(where);
      const email = newEmail();
      const riskToken = String((await sendEmail(email, where)).result.risk_token);
      await pass(riskToken, email);
      await sendEmail(email, where, { risk_token: riskToken });
      const password = digestOf('Passw0rd!');
      const code = t.delivery.lastCodeTo(email);
      expect(
        (await post('/register/email', { email, emailverify: code, password }, where)).ret_code,
      ).toBe(0);
      const login = await post('/login', { email, password, risk_token: riskToken }, newPlace());
      expect(login.ret_code).toBe(37001);
      expect(login.token).toBeUndefined();
    });

    it('mobile sign-up sends: the Nth number answers a risk token, its SMS code passes it', async () => {
      const where = newPlace();
      const sendMobile = (mobile: string, extra: object = {}) =>
        post('/verify/register/mobile', { country_code: '39', mobile, ...extra }, where);
      for (let i = 1; i < N; i += 1) {
        expect((await sendMobile(`312345670${i}`)).result.uuid).toBeTruthy();
      }
      const riskToken = String((await sendMobile('3123456799')).result.risk_token);
      await pass(riskToken, '+393123456799');
      expect(t.delivery.sent.findLast((m) => m.to === '+393123456799')?.channel).toBe('sms');
      const resent = await sendMobile('3123456799', { risk_token: riskToken });
      expect(resent.result.uuid).toBeTruthy();
    });

    it('the three-step ACCOUNT step (/user/public/register/info) counts and answers a risk token too', async () => {
      const where = newPlace();
      const info = (email: string, extra: object = {}) =>
        post('/user/public/register/info', { email, verify_type: 1, ...extra }, where);
      await farm(where);
      const email = newEmail();
      const riskToken = String((await info(email)).result.risk_token);
      expect(codesTo(email)).toBe(0);
      await pass(riskToken, email);
      expect((await info(email, { risk_token: riskToken })).result.uuid).toBeTruthy();
    });

    it('counting survives a restart: a new server on the same database still asks', async () => {
      const where = newPlace();
      await farm(where);
      const again = await buildTestApp(fresh, { SIGN_UP_RISK_TARGETS_PER_HOUR: String(N) });
      again.clock.set(t.clock.now());
      try {
        const response = await again.app.inject({
          method: 'POST',
          url: '/x-api/verify/register/email',
          payload: { email: newEmail() },
          headers: { guid: where.guid },
          remoteAddress: where.ip,
        });
        expect(json(response).result.risk_token_type).toBe('pass');
      } finally {
        await again.app.close();
      }
    });

    it('bad input: a risk_token that is not a string answers the envelope, not a 500', async () => {
      const answer = await sendEmail(newEmail(), newPlace(), { risk_token: 42 });
      expect(answer.ret_code).toBe(10004);
    });
  },
);
