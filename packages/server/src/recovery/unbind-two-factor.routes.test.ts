/**
 * A lost authenticator's code (behaviour §7 `unbind-google-2fa/send-code-to-email`, decision
 * 143) as its owner and an attacker call it: the owner's mailbox gets a code, kept only as a
 * hash under its own purpose; a prober gets the same answer for an account with an
 * authenticator, one without and no account at all, and the same send limits; the code is
 * no password-recovery code; bad input is 10004; with captchas on, nothing is sent without
 * the recovery scene's captcha. The reset that spends the code is not built (issue 39).
 */
import { RET_CODES } from '@foyer/contract';
import { describe, expect, it } from 'vitest';
import { solvedCaptcha } from '../test-support/captcha.js';
import { databases } from '../test-support/databases.js';
import { signUpByEmail } from '../test-support/flows.js';
import { routeTestApp, type Envelope } from '../test-support/route-test-app.js';
import { digestOf } from '../test-support/test-app.js';
import { enableTwoFactor } from '../test-support/two-factor.js';
import { sha256Hex } from '../shared/digest.js';

const SEND = '/user/find-password/unbind-google-2fa/send-code-to-email';

/** An answer with its random uuid blanked: what a prober could compare. */
const shapeOf = (answer: Envelope) => ({ ...answer, result: { uuid: typeof answer.result.uuid } });

describe.each(databases)("a lost authenticator's code on $name", (database) => {
  const t = routeTestApp(database, {
    RATE_LIMIT_LOGIN_PER_MINUTE: '1000',
    RATE_LIMIT_SEND_CODE_PER_MINUTE: '1000',
  });
  let n = 0;
  const address = (stem: string) => `${stem}${(n += 1)}@example.com`;
  /** An account with its authenticator on. */
  async function withAuthenticator() {
    const email = address('lost-phone');
    const account = await signUpByEmail(t, email);
    await enableTwoFactor(t, account.token);
    return email;
  }

  it("the owner's mailbox gets a code; the server keeps only its hash, under its own purpose", async () => {
    const email = await withAuthenticator();
    const sent = await t.post(SEND, { email });
    expect(sent).toMatchObject({ ret_code: 0, result: { uuid: expect.any(String) } });
    const code = t.delivery.lastCodeTo(email);
    expect(code).toMatch(/^\d{6}$/);
    const kept = await t.store.codes.findLive('unbind2fa', email);
    expect(kept).toMatchObject({ uuid: sent.result.uuid, code_hash: sha256Hex(code) });
    expect(JSON.stringify(kept)).not.toContain(code);
  });

  it('a prober asking about an account with an authenticator, one without and no account gets the same answer, and only the first mailbox a code', async () => {
    const armed = await withAuthenticator();
    const plain = address('no-authenticator');
    await signUpByEmail(t, plain);
    const nobody = address('nobody');
    const answers = [];
    for (const email of [armed, plain, nobody])
      answers.push(shapeOf(await t.post(SEND, { email })));
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
    expect(t.delivery.lastCodeTo(armed)).toMatch(/^\d{6}$/);
    for (const email of [plain, nobody]) {
      expect(t.delivery.sent.findLast((m) => m.to === email)).toMatchObject({
        subject: expect.any(String),
      });
      expect(() => t.delivery.lastCodeTo(email)).toThrow();
    }
  });

  it('a second send within the cooldown is refused alike, account or not (32004)', async () => {
    const armed = await withAuthenticator();
    const nobody = address('nobody');
    for (const email of [armed, nobody]) {
      expect((await t.post(SEND, { email })).ret_code).toBe(0);
      expect((await t.post(SEND, { email })).ret_code).toBe(RET_CODES.RESEND_TOO_SOON.code);
    }
  });

  it('an attacker who reads the code cannot spend it as a password-recovery code (32001)', async () => {
    const email = await withAuthenticator();
    const sent = await t.post(SEND, { email });
    const reset = await t.post('/user/find/password', {
      email,
      emailverify: t.delivery.lastCodeTo(email),
      uuid: sent.result.uuid,
      password: digestOf('N3w-Passw0rd'),
    });
    expect(reset.ret_code).toBe(RET_CODES.VERIFY_CODE_INVALID.code);
  });

  it.each([
    ['a phone number instead of the mailbox', { mobile: '7123456789', country_code: '44' }],
    ['an address that is not one', { email: 'not-an-address' }],
    ['no address', {}],
    ['a field beside the address', { email: 'x@example.com', account_id: 'someone' }],
  ])('%s is refused as invalid parameters, never a 500, and nothing is sent', async (_, body) => {
    const before = t.delivery.sent.length;
    const response = await t.inject('POST', SEND, body);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json()).toMatchObject({ ret_code: 10004, ret_msg: expect.any(String) });
    expect(t.delivery.sent.length).toBe(before);
  });
});

describe.each(databases)(
  "a lost authenticator's code needs the recovery captcha on $name",
  (database) => {
    const t = routeTestApp(database, { CAPTCHA_ON_SENDS: 'true' });

    it('without the captcha of scene 31006 nothing is sent (34001); with it, the code is', async () => {
      const email = 'captcha-lost-phone@example.com';
      const account = await signUpByEmail(t, email);
      await enableTwoFactor(t, account.token);
      const before = t.delivery.sent.length;
      expect((await t.post(SEND, { email })).ret_code).toBe(RET_CODES.CAPTCHA_FAILED.code);
      expect(t.delivery.sent.length).toBe(before);
      const solved = await solvedCaptcha(t.app, 31006);
      expect((await t.post(SEND, { email, ...solved })).ret_code).toBe(0);
      expect(t.delivery.lastCodeTo(email)).toMatch(/^\d{6}$/);
    });
  },
);
