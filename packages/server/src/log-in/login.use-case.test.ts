/**
 * The log-in use-case without HTTP (behaviour §4 "Login"): a real store on each engine and a
 * fake clock. The order it states once: a banned address and the captcha, the password with
 * its lock-out, the standing of the account, "must reset password", risk, the second factor,
 * then the session gate.
 */
import { CAPTCHA_SCENES, PASSWORD_ERROR_LIMIT, type SiteCode } from '@foyer/contract';
import { describe, expect, it } from 'vitest';
import { STRANGERS } from '../limits/purses.js';
import { databases } from '../test-support/databases.js';
import { digestOf, freshTestDeps } from '../test-support/test-app.js';
import { codeAt } from '../test-support/two-factor.js';
import { fakeCaptchaGate, SOLVED } from '../test-support/captcha.js';
import { emailIdentity, mobileIdentity } from '../shared/identity.js';
import { login, type LoginInput } from './login.use-case.js';
import { hashPassword } from '../shared/passwords.service.js';
import { restrictAccount } from '../restrictions/restrictions.service.js';
import { rememberPlace } from '../risk/risk.service.js';
import { beginEnabling, confirmEnabling } from '../two-factor/two-factor.service.js';
import { testVisitor } from '../test-support/accounts.js';

const PASSWORD = digestOf('Passw0rd!');
const WRONG = digestOf('Wr0ngPass!');
const FROM_GB = { deviceHash: 'device-of-the-owner', fingerprintHash: '', country: 'GB' };
const visitor = testVisitor('session');
const MINUTE = 60_000;

describe.each(databases)('the log-in use-case, on $name', (database) => {
  const captcha = fakeCaptchaGate();
  const deps = freshTestDeps(database, { captcha }, { CAPTCHA_ON_LOGIN: 'true' });
  let n = 0;

  /** An account that signed up from Britain on this device. */
  const anAccount = async () => {
    const email = `login-case${(n += 1)}@example.com`;
    const id = deps.random.accountId();
    await deps.store.accounts.insert({
      id,
      email,
      country_code: null,
      mobile: null,
      password_hash: await hashPassword(PASSWORD),
      country: 'GB',
      created_at: deps.clock.now(),
      site: 'BYBIT',
    });
    await rememberPlace(deps, id, FROM_GB);
    return { id, email };
  };
  const attempt = (email: string, password: string, more: Partial<LoginInput> = {}) =>
    login(deps, {
      identity: emailIdentity(email),
      password,
      site: 'BYBIT',
      place: FROM_GB,
      visitor,
      captcha: SOLVED,
      ...more,
    });

  it('the right password from a known place signs in with a new session', async () => {
    const { id, email } = await anAccount();
    const outcome = await attempt(email, PASSWORD);
    expect(outcome).toMatchObject({ ok: true, value: { kind: 'signedIn', account: { id } } });
  });

  it('password-error limit 5: wrong passwords count 1..4, the 5th locks for 15 minutes, even the right one is refused, and the lock runs out', async () => {
    const { email } = await anAccount();
    for (let count = 1; count < PASSWORD_ERROR_LIMIT; count += 1) {
      expect(await attempt(email, WRONG)).toEqual({
        ok: false,
        error: { kind: 'wrongPassword', passErrCount: count },
      });
    }
    const lockedUntil = deps.clock.now() + 15 * MINUTE;
    expect(await attempt(email, WRONG)).toEqual({
      ok: false,
      error: { kind: 'passwordLocked', lockedUntil },
    });
    expect(await attempt(email, PASSWORD)).toMatchObject({
      ok: false,
      error: { kind: 'passwordLocked' },
    });
    deps.clock.advance(15 * MINUTE - 1);
    expect(await attempt(email, PASSWORD)).toMatchObject({ error: { kind: 'passwordLocked' } });
    deps.clock.advance(1);
    expect(await attempt(email, PASSWORD)).toMatchObject({ ok: true, value: { kind: 'signedIn' } });
  });

  it('a success resets the count of consecutive failures', async () => {
    const { email } = await anAccount();
    await attempt(email, WRONG);
    await attempt(email, WRONG);
    expect((await attempt(email, PASSWORD)).ok).toBe(true);
    expect(await attempt(email, WRONG)).toEqual({
      ok: false,
      error: { kind: 'wrongPassword', passErrCount: 1 },
    });
  });

  it('an unknown e-mail is counted like a wrong password, lock-out included: nothing tells it apart', async () => {
    const email = `nobody${(n += 1)}@example.com`;
    for (let count = 1; count < PASSWORD_ERROR_LIMIT; count += 1) {
      expect(await attempt(email, PASSWORD)).toEqual({
        ok: false,
        error: { kind: 'wrongPassword', passErrCount: count },
      });
    }
    expect(await attempt(email, PASSWORD)).toMatchObject({ error: { kind: 'passwordLocked' } });
  });

  it('after the right password, a banned account is refused (31003) and gets no session', async () => {
    const { id, email } = await anAccount();
    await restrictAccount(deps, id, { state: 'banned', kind: 'operator' });
    expect(await attempt(email, PASSWORD)).toMatchObject({
      ok: false,
      error: { kind: 'accountBanned', selfHelp: false },
    });
  });

  it('an operator\'s "must reset password" answers pre_action 1 and no session', async () => {
    const { id, email } = await anAccount();
    await deps.store.recovery.requireReset(id, deps.clock.now());
    expect(await attempt(email, PASSWORD)).toMatchObject({
      ok: true,
      value: { kind: 'mustResetPassword' },
    });
  });

  it('a new device asks for security verification before anything else is opened', async () => {
    const { email } = await anAccount();
    const elsewhere = { deviceHash: 'someone-elses-device', fingerprintHash: '', country: 'GB' };
    const outcome = await attempt(email, PASSWORD, { place: elsewhere });
    expect(outcome).toMatchObject({ ok: true, value: { kind: 'riskVerification' } });
  });

  it('with two-factor on, the right password alone asks for the code; with the code it signs in', async () => {
    const { id, email } = await anAccount();
    const account = await deps.store.accounts.findById(id);
    const enabling = await beginEnabling(deps, account!);
    if (!enabling.ok) throw new Error('could not begin two-factor');
    const confirmed = await confirmEnabling(deps, id, codeAt(enabling.value.secret, deps.clock.now()), STRANGERS); // prettier-ignore
    expect(confirmed.ok).toBe(true);
    deps.clock.advance(30_000);

    expect(await attempt(email, PASSWORD)).toMatchObject({
      ok: true,
      value: { kind: 'twoFactorRequired' },
    });
    const google2fa = codeAt(enabling.value.secret, deps.clock.now());
    expect(await attempt(email, PASSWORD, { google2fa })).toMatchObject({
      ok: true,
      value: { kind: 'signedIn' },
    });
  });

  it('a banned address is turned away before the password is checked (31018; 31020 by mobile), counting no wrong password', async () => {
    const { email } = await anAccount();
    await deps.store.restrictions.banRange('198.51.100.0/24', deps.clock.now());
    try {
      const banned = { ...visitor, ip: '198.51.100.9' };
      expect(await attempt(email, WRONG, { visitor: banned })).toEqual({
        ok: false,
        error: { kind: 'ipLimited', ip: '198.51.100.9' },
      });
      const byMobile = { identity: mobileIdentity('44', '7700900123'), visitor: banned };
      expect(await attempt(email, WRONG, byMobile)).toEqual({
        ok: false,
        error: { kind: 'phoneLimited', ip: '198.51.100.9' },
      });
    } finally {
      await deps.store.restrictions.unbanRange('198.51.100.0/24');
    }
    expect(await attempt(email, WRONG)).toMatchObject({
      ok: false,
      error: { kind: 'wrongPassword', passErrCount: 1 },
    });
  });

  it('captcha required before submit: without a solved one the password is not checked and no try is counted', async () => {
    const { email } = await anAccount();
    const before = captcha.scenes.length;
    expect(await attempt(email, WRONG, { captcha: {} })).toEqual({
      ok: false,
      error: { kind: 'captchaFailed', reason: 'missing' },
    });
    expect(captcha.scenes.slice(before)).toEqual([CAPTCHA_SCENES.login]);
    expect(await attempt(email, WRONG)).toMatchObject({
      ok: false,
      error: { kind: 'wrongPassword', passErrCount: 1 },
    });
  });

  it('the captcha is asked in the site’s log-in scene: Turkish log-in 31013, EU log-in 31014, else 31000', async () => {
    const { email } = await anAccount();
    // The scene the request names does not choose: the site does.
    const at = (site: SiteCode) => ({
      site,
      captcha: { ...SOLVED, magpie_verify_info: { token: 't', scene: CAPTCHA_SCENES.login } },
    });
    const before = captcha.scenes.length;
    await attempt(email, PASSWORD, at('TUR'));
    await attempt(email, PASSWORD, at('EU'));
    await attempt(email, PASSWORD, at('KAZ'));
    expect(captcha.scenes.slice(before)).toEqual([
      CAPTCHA_SCENES.turkishLogin,
      CAPTCHA_SCENES.euLogin,
      CAPTCHA_SCENES.login,
    ]);
  });
});
