/**
 * The sign-up use-case without HTTP (behaviour §4 "Register"): a real store on each engine,
 * a fake clock, the recording delivery. `completeSignUp` makes the account of a code or of a
 * verified registration, asking the account gate at that moment.
 */
import { describe, expect, it } from 'vitest';
import { databases } from '../test-support/databases.js';
import { digestOf, freshTestDeps } from '../test-support/test-app.js';
import { sendRegisterCode } from '../codes/codes.service.js';
import type { Visitor } from '../gates/doors.js';
import { parseGeoTable } from '../shared/geo.service.js';
import { emailIdentity, mobileIdentity, type Identity } from '../shared/identity.js';
import {
  ACTIVATION_MAX_TRIES,
  activateSignUp,
  resendSignUp,
  signUpVerifyResult,
  startSignUp,
} from './pending-sign-up.service.js';
import {
  completeSignUp,
  sendSignUp,
  type SendVisit,
  type SignUpProof,
} from './sign-up.use-case.js';
import { failure, success } from '../errors.js';
import { fakeCaptchaGate, SOLVED } from '../test-support/captcha.js';
import { CAPTCHA_SCENES, RESEND_COOLDOWN_MS, VERIFY_RESULT } from '@foyer/contract';
import { testVisitor } from '../test-support/accounts.js';

const GEO = parseGeoTable(['cidr,country', '192.0.2.0/24,GB', '203.0.113.0/28,US'].join('\n'));
const FROM_GB = testVisitor('account');
const FROM_US: Visitor = { ...FROM_GB, ip: '203.0.113.5' };
const PASSWORD = digestOf('Passw0rd!');
const REQUESTER = { ip: FROM_GB.ip, country: 'GB', browser: 'test', platform: 'web', lang: 'en' };

describe.each(databases)('the sign-up use-case, on $name', (database) => {
  const captcha = fakeCaptchaGate();
  const deps = freshTestDeps(
    database,
    { geo: GEO, captcha },
    { CAPTCHA_ON_REGISTER: 'true', SIGN_UP_RISK_TARGETS_PER_HOUR: '3' },
  );
  let n = 0;
  const newEmail = () => `sign-up-case${(n += 1)}@example.com`;

  const accountsWith = async (email: string) =>
    (await deps.store.db.selectFrom('accounts').select('id').where('email', '=', email).execute())
      .length;
  const withCode = async (identity: Identity) => {
    const sent = await sendRegisterCode(deps, identity, FROM_GB.ip);
    expect(sent.ok).toBe(true);
    return deps.delivery.lastCodeTo(identity.kind === 'email' ? identity.email : '');
  };
  const complete = (proof: SignUpProof, visitor = FROM_GB) =>
    completeSignUp(deps, {
      visitor,
      place: { deviceHash: 'device', fingerprintHash: '', country: 'GB' },
      proof,
      password: PASSWORD,
      site: 'BYBIT',
      channel: {},
    });
  const signUp = (identity: Identity, code: string, visitor = FROM_GB) =>
    complete({ kind: 'code', identity, code }, visitor);
  /** A link registration, activated from its e-mail: what the password step completes. */
  const activatedLink = async (email: string) => {
    const started = await startSignUp(deps, emailIdentity(email), 2, 'newLink', REQUESTER);
    if (!started.ok) throw new Error('could not start');
    const sent = deps.delivery.sent.findLast((m) => m.to === email);
    const token = sent?.channel === 'email' ? new URL(sent.link ?? '').searchParams.get('token') : null; // prettier-ignore
    const activated = await activateSignUp(deps, started.value.uuid, token ?? '');
    expect(activated).toMatchObject({ ok: true, value: { activation: 'activated' } });
    return started.value.uuid;
  };
  const completeLink = (uuid: string, visitor = FROM_GB) =>
    complete({ kind: 'registration', uuid }, visitor);

  it('the code sent to the address makes the account and its first session', async () => {
    const identity = emailIdentity(newEmail());
    const outcome = await signUp(identity, await withCode(identity));
    expect(outcome).toMatchObject({ ok: true, value: { account: { site: 'BYBIT' } } });
    expect(outcome.ok && outcome.value.session.token).toBeTruthy();
  });

  it('a wrong code makes nothing (32001)', async () => {
    const identity = emailIdentity(newEmail());
    const code = await withCode(identity);
    const wrong = code === '000000' ? '000001' : '000000';
    expect(await signUp(identity, wrong)).toMatchObject({
      ok: false,
      error: { kind: 'codeInvalid' },
    });
    expect(await accountsWith(identity.kind === 'email' ? identity.email : '')).toBe(0);
  });

  it('the same sign-up sent again with its used code answers "account exists" (33001), one account', async () => {
    const identity = emailIdentity(newEmail());
    const code = await withCode(identity);
    expect((await signUp(identity, code)).ok).toBe(true);
    expect(await signUp(identity, code)).toEqual({ ok: false, error: { kind: 'accountExists' } });
  });

  it('the account gate at completion: a code asked for from Britain, used from a banned country, makes nothing — and the code still works from an allowed place', async () => {
    const email = newEmail();
    const identity = emailIdentity(email);
    const code = await withCode(identity);
    expect(await signUp(identity, code, FROM_US)).toEqual({
      ok: false,
      error: { kind: 'signUpCountryBanned', place: 'US' },
    });
    expect(await accountsWith(email)).toBe(0);
    expect((await signUp(identity, code)).ok).toBe(true);
  });

  it('an activation link completed from a banned country makes nothing, and leaves the registration to finish from an allowed place', async () => {
    const email = newEmail();
    const uuid = await activatedLink(email);
    expect(await completeLink(uuid, FROM_US)).toEqual({
      ok: false,
      error: { kind: 'signUpCountryBanned', place: 'US' },
    });
    expect(await accountsWith(email)).toBe(0);
    expect((await completeLink(uuid)).ok).toBe(true);
    expect(await accountsWith(email)).toBe(1);
  });

  it('a registration not yet verified cannot be completed', async () => {
    const started = await startSignUp(deps, emailIdentity(newEmail()), 2, 'newLink', REQUESTER);
    if (!started.ok) throw new Error('could not start');
    expect(await completeLink(started.value.uuid)).toMatchObject({
      ok: false,
      error: { kind: 'registrationNotVerified' },
    });
  });

  describe('a send step, in the order of behaviour §4 "Register"', () => {
    let device = 0;
    /** A visitor from Britain with a solved captcha, on a device and address of its own. */
    const visit = (more: Partial<SendVisit> = {}): SendVisit => ({
      ip: `192.0.2.${100 + (device += 1)}`,
      deviceHash: `device-${device}`,
      captcha: SOLVED,
      ...more,
    });
    const sends = () => deps.delivery.sent.length;
    const sendCode = (identity: Identity, at: SendVisit, channel = {}) =>
      sendSignUp(deps, at, {
        target: identity,
        channel,
        send: (to) => sendRegisterCode(deps, to, at.ip),
      });

    it('sends the code when every check passes, after the captcha of scene register 31004', async () => {
      const before = captcha.scenes.length;
      const outcome = await sendCode(emailIdentity(newEmail()), visit());
      expect(outcome).toMatchObject({ ok: true, value: { kind: 'sent' } });
      expect(captcha.scenes.slice(before)).toEqual([CAPTCHA_SCENES.register]);
    });

    it('the captcha comes first: without it even a banned visitor learns nothing else, and nothing is sent', async () => {
      const before = sends();
      const outcome = await sendCode(
        emailIdentity(newEmail()),
        visit({ ip: FROM_US.ip, captcha: {} }),
      );
      expect(outcome).toMatchObject({ ok: false, error: { kind: 'captchaFailed' } });
      expect(sends()).toBe(before);
    });

    it('then the restrictions: a visitor from a banned country is refused (43001), nothing sent', async () => {
      const before = sends();
      const outcome = await sendCode(emailIdentity(newEmail()), visit({ ip: FROM_US.ip }));
      expect(outcome).toEqual({ ok: false, error: { kind: 'signUpCountryBanned', place: 'US' } });
      expect(sends()).toBe(before);
    });

    it('then the referral code the step names: an unknown one is refused (42001), nothing sent', async () => {
      const before = sends();
      const outcome = await sendCode(emailIdentity(newEmail()), visit(), { ref: 'NOSUCHCODE' });
      expect(outcome).toEqual({ ok: false, error: { kind: 'referralCodeUnknown' } });
      expect(sends()).toBe(before);
    });

    it('then the farming check: the device asking for one target too many gets a security check, not a code', async () => {
      const device = visit();
      const targets = deps.config.signUpRiskTargetsPerHour;
      for (let i = 1; i < targets; i += 1) {
        const outcome = await sendCode(emailIdentity(newEmail()), device);
        expect(outcome).toMatchObject({ ok: true, value: { kind: 'sent' } });
      }
      const before = sends();
      const outcome = await sendCode(emailIdentity(newEmail()), device);
      expect(outcome).toMatchObject({ ok: true, value: { kind: 'riskCheck' } });
      expect(
        outcome.ok && outcome.value.kind === 'riskCheck' && outcome.value.riskToken,
      ).toBeTruthy();
      expect(sends()).toBe(before);
    });

    it('a resend reads its target first and passes the same checks on it', async () => {
      const outcome = await sendSignUp(deps, visit({ ip: FROM_US.ip }), {
        target: async () => success(mobileIdentity('86', '13800138000')),
        send: async () => success({}),
      });
      expect(outcome).toEqual({ ok: false, error: { kind: 'signUpCountryBanned', place: 'US' } });
      const unknown = await sendSignUp(deps, visit(), {
        target: async () => failure({ kind: 'registrationExpired' }),
        send: async () => success({}),
      });
      expect(unknown).toEqual({ ok: false, error: { kind: 'registrationExpired' } });
    });
  });

  describe('the activation link (behaviour §4 "Activation poll")', () => {
    /** A link sign-up started: its uuid, and the token of the last link e-mailed. */
    const linkSignUp = async () => {
      const email = newEmail();
      const started = await startSignUp(deps, emailIdentity(email), 2, 'newLink', REQUESTER);
      if (!started.ok) throw new Error('could not start');
      return { email, uuid: started.value.uuid, token: () => tokenOfLastLinkTo(email) };
    };
    const tokenOfLastLinkTo = (email: string) => {
      const sent = deps.delivery.sent.findLast((m) => m.to === email);
      const link = sent?.channel === 'email' ? sent.link : undefined;
      return new URL(link ?? 'http://none').searchParams.get('token') ?? '';
    };
    const wrongOf = (token: string) => `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    const pollOf = async (uuid: string) => {
      const polled = await signUpVerifyResult(deps, uuid);
      return polled.ok ? polled.value.verify_result : undefined;
    };

    it('waits (1) until the link is confirmed, then is verified (2)', async () => {
      const link = await linkSignUp();
      expect(await pollOf(link.uuid)).toBe(VERIFY_RESULT.WAITING);
      expect(await activateSignUp(deps, link.uuid, link.token())).toMatchObject({
        ok: true,
        value: { activation: 'activated' },
      });
      expect(await pollOf(link.uuid)).toBe(VERIFY_RESULT.SUCCESS);
    });

    it('a link works once: a second confirm says already used', async () => {
      const link = await linkSignUp();
      await activateSignUp(deps, link.uuid, link.token());
      expect(await activateSignUp(deps, link.uuid, link.token())).toEqual({
        ok: true,
        value: { verify_result: VERIFY_RESULT.SUCCESS, activation: 'alreadyUsed' },
      });
    });

    it('an expired link is expired (3) to the confirm, the poll and the password step', async () => {
      const link = await linkSignUp();
      deps.clock.advance(deps.config.registrationTtlSeconds * 1000);
      expect(await activateSignUp(deps, link.uuid, link.token())).toEqual({
        ok: true,
        value: { verify_result: VERIFY_RESULT.EXPIRED_OR_ERROR, activation: 'expired' },
      });
      expect(await pollOf(link.uuid)).toBe(VERIFY_RESULT.EXPIRED_OR_ERROR);
      expect(await completeLink(link.uuid)).toEqual({
        ok: false,
        error: { kind: 'registrationExpired' },
      });
    });

    it(`a wrong token is refused; ${ACTIVATION_MAX_TRIES} wrong tokens void the link, and then the right one finds it expired`, async () => {
      const link = await linkSignUp();
      const wrong = wrongOf(link.token());
      for (let i = 0; i < ACTIVATION_MAX_TRIES; i += 1) {
        expect(await activateSignUp(deps, link.uuid, wrong)).toEqual({
          ok: false,
          error: { kind: 'activationLinkInvalid' },
        });
      }
      expect(await pollOf(link.uuid)).toBe(VERIFY_RESULT.EXPIRED_OR_ERROR);
      expect(await activateSignUp(deps, link.uuid, link.token())).toMatchObject({
        ok: true,
        value: { activation: 'expired' },
      });
    });

    it('a resent link replaces the old one: the old token is refused, the new one activates', async () => {
      const link = await linkSignUp();
      const old = link.token();
      deps.clock.advance(RESEND_COOLDOWN_MS);
      expect((await resendSignUp(deps, link.uuid, FROM_GB.ip)).ok).toBe(true);
      const fresh = link.token();
      expect(fresh).not.toBe(old);
      expect(await activateSignUp(deps, link.uuid, old)).toEqual({
        ok: false,
        error: { kind: 'activationLinkInvalid' },
      });
      expect(await activateSignUp(deps, link.uuid, fresh)).toMatchObject({
        ok: true,
        value: { activation: 'activated' },
      });
    });

    it('one account per verified registration: N completions at once make one, the others answer "creating account" (50101)', async () => {
      const link = await linkSignUp();
      await activateSignUp(deps, link.uuid, link.token());
      const outcomes = await Promise.all(Array.from({ length: 5 }, () => completeLink(link.uuid)));
      expect(outcomes.filter((o) => o.ok)).toHaveLength(1);
      for (const o of outcomes.filter((o) => !o.ok)) {
        expect(o).toEqual({ ok: false, error: { kind: 'accountCreationUnderWay' } });
      }
      expect(await accountsWith(link.email)).toBe(1);
    });
  });
});
