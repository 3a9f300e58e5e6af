/**
 * How a signed-in person re-authenticates (docs/decisions/106): the method call says what to
 * ask for; an account without a password gets a six-digit code at its own address by the
 * send-code call, behind the cooldown of every code, and proves itself with it once. Shown on
 * sub-account creation, the simplest re-authenticated call.
 */
import { describe, expect, it } from 'vitest';
import { NO_PASSWORD_VERIFIER } from '../shared/passwords.service.js';
import { databases } from '../test-support/databases.js';
import { signUpByEmail, signUpByMobile } from '../test-support/flows.js';
import { routeTestApp } from '../test-support/route-test-app.js';
import { digestOf } from '../test-support/test-app.js';
import { codeAt, enableTwoFactor } from '../test-support/two-factor.js';

const METHOD = '/user/private/reauthentication';
const SEND = '/user/private/reauthentication/send-code';
const CREATE = '/user/private/sub-account/create';

describe.each(databases)('re-authentication of a signed-in person on $name', (database) => {
  const t = routeTestApp(database, {
    RATE_LIMIT_LOGIN_PER_MINUTE: '1000',
    RATE_LIMIT_SEND_CODE_PER_MINUTE: '1000',
  });
  let n = 0;
  const newEmail = () => `reauth${(n += 1)}@example.com`;
  const newSub = () => ({ name: `reauthdesk${(n += 1)}`, password: digestOf('Sub-pass9') });
  /** An account a provider made: a session, an e-mail, no password. */
  async function passwordless(email = newEmail()) {
    const account = await signUpByEmail(t, email);
    await t.store.recovery.setPasswordHash(account.id, NO_PASSWORD_VERIFIER);
    return { ...account, email };
  }

  it('the method: the password for an account with one, and the authenticator code once two-factor is on', async () => {
    const account = await signUpByEmail(t, newEmail());
    expect(await t.get(METHOD, account.token)).toMatchObject({
      ret_code: 0,
      result: { factor: 'password', google2fa: false },
    });
    await enableTwoFactor(t, account.token);
    expect((await t.get(METHOD, account.token)).result).toEqual({
      factor: 'password',
      google2fa: true,
    });
  });

  it('the method: an e-mailed code for an account without a password, a texted one for a mobile account; nothing for one with neither', async () => {
    const byEmail = await passwordless();
    expect((await t.get(METHOD, byEmail.token)).result).toEqual({
      factor: 'code',
      channel: 'email',
      to: byEmail.email,
      google2fa: false,
    });
    const byMobile = await signUpByMobile(t, '44', `7700900${String((n += 1)).padStart(3, '0')}`);
    await t.store.recovery.setPasswordHash(byMobile.id, NO_PASSWORD_VERIFIER);
    expect((await t.get(METHOD, byMobile.token)).result).toMatchObject({
      factor: 'code',
      channel: 'sms',
    });
    // An account Telegram made: no password, no address.
    await t.store.db
      .updateTable('accounts')
      .set({ email: null })
      .where('id', '=', byEmail.id)
      .execute();
    expect((await t.get(METHOD, byEmail.token)).result).toEqual({ factor: 'none', google2fa: false }); // prettier-ignore
    expect((await t.post(CREATE, { ...newSub(), reauth: {} }, byEmail.token)).ret_code).toBe(10004);
  });

  it('an account without a password proves itself with the e-mailed code, once; a wrong code is 32001', async () => {
    const account = await passwordless();
    expect(await t.post(SEND, {}, account.token)).toMatchObject({ ret_code: 0 });
    const code = t.delivery.lastCodeTo(account.email);
    const mail = t.delivery.sent.findLast((m) => m.to === account.email);
    expect(mail).toMatchObject({ channel: 'email', subject: expect.stringContaining(code) });
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await t.post(CREATE, { ...newSub(), reauth: { verify_code: wrong } }, account.token)).ret_code).toBe(32001); // prettier-ignore
    expect((await t.post(CREATE, { ...newSub(), reauth: {} }, account.token)).ret_code).toBe(10004);
    expect((await t.post(CREATE, { ...newSub(), reauth: { verify_code: code } }, account.token)).ret_code).toBe(0); // prettier-ignore
    // Used once.
    expect((await t.post(CREATE, { ...newSub(), reauth: { verify_code: code } }, account.token)).ret_code).toBe(32001); // prettier-ignore
  });

  it('the code is re-authentication’s own: a recovery code of the same address does not pass', async () => {
    const account = await passwordless();
    await t.post('/user/find-password/validation', { email: account.email });
    const recoveryCode = t.delivery.lastCodeTo(account.email);
    const body = { ...newSub(), reauth: { verify_code: recoveryCode } };
    expect((await t.post(CREATE, body, account.token)).ret_code).toBe(32001);
  });

  it('with two-factor on, the code alone is not enough: the authenticator code too (10004 without, 35001 wrong); a wrong one keeps the e-mailed code', async () => {
    const account = await signUpByEmail(t, newEmail());
    const secret = await enableTwoFactor(t, account.token);
    await t.store.recovery.setPasswordHash(account.id, NO_PASSWORD_VERIFIER);
    await t.post(SEND, {}, account.token);
    const email = `reauth${n}@example.com`;
    const verify_code = t.delivery.lastCodeTo(email);
    const right = codeAt(secret, t.clock.now());
    const wrong = right === '000000' ? '111111' : '000000';
    expect((await t.post(CREATE, { ...newSub(), reauth: { verify_code } }, account.token)).ret_code).toBe(10004); // prettier-ignore
    expect((await t.post(CREATE, { ...newSub(), reauth: { verify_code, google2fa: wrong } }, account.token)).ret_code).toBe(35001); // prettier-ignore
    expect((await t.post(CREATE, { ...newSub(), reauth: { verify_code, google2fa: right } }, account.token)).ret_code).toBe(0); // prettier-ignore
  });

  it('the send: only for an account without a password (10004), only to its own address, once a minute (32004), with a session (10005)', async () => {
    const withPassword = await signUpByEmail(t, newEmail());
    const sentBefore = t.delivery.sent.length;
    expect((await t.post(SEND, {}, withPassword.token)).ret_code).toBe(10004);
    expect(t.delivery.sent.length).toBe(sentBefore);
    const account = await passwordless();
    expect((await t.post(SEND, {}, account.token)).ret_code).toBe(0);
    expect(t.delivery.sent.at(-1)?.to).toBe(account.email);
    expect((await t.post(SEND, {}, account.token)).ret_code).toBe(32004);
    expect((await t.post(SEND, {}, 'not-a-session')).ret_code).toBe(10005);
  });

  it('the code’s message is in the request’s language', async () => {
    const account = await passwordless();
    const response = await t.app.inject({
      method: 'POST',
      url: `/x-api${SEND}`,
      headers: { usertoken: account.token, lang: 'de-DE' },
      payload: {},
    });
    expect(response.json()).toMatchObject({ ret_code: 0 });
    const mail = t.delivery.sent.at(-1);
    expect(mail?.channel === 'email' && mail.subject).toMatch(/Code/);
    expect(mail?.channel === 'email' && mail.text).not.toContain('It expires');
  });
});
