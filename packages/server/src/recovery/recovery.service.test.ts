/**
 * The recovery use-cases without HTTP (behaviour §4 "Recovery", §7 "Recovery"; decisions 007,
 * 019): a real store on each engine and a fake clock.
 */
import { CAPTCHA_SCENES, PASSWORD_ERROR_LIMIT } from '@foyer/contract';
import { describe, expect, it } from 'vitest';
import { login } from '../log-in/login.use-case.js';
import { verifyPassword } from '../shared/passwords.service.js';
import { emailIdentity, mobileIdentity, type Identity } from '../shared/identity.js';
import { accountOfToken, insertAccount, signIn, testVisitor } from '../test-support/accounts.js';
import { fakeCaptchaGate, SOLVED } from '../test-support/captcha.js';
import { databases } from '../test-support/databases.js';
import { digestOf, freshTestDeps } from '../test-support/test-app.js';
import { CODE_TTL_MS } from '../codes/codes.service.js';
import { resetPassword, sendRecoveryCode } from './recovery.service.js';

const PASSWORD = digestOf('Passw0rd!');
const NEW_PASSWORD = digestOf('N3w-Passw0rd');
const IP = '192.0.2.10';
const RESEND_MS = 60_000;
const visitor = testVisitor('session', IP);

describe.each(databases)('password recovery, on $name', (database) => {
  const deps = freshTestDeps(database, { captcha: fakeCaptchaGate() });
  const anAccount = async () => {
    const account = await insertAccount(deps, { password: PASSWORD });
    return { ...account, identity: emailIdentity(account.email!) };
  };
  const send = (identity: Identity) =>
    sendRecoveryCode(deps, { identity, ip: IP, deviceHash: '', captcha: SOLVED });
  /** Sends a code; answers it and its uuid. */
  async function codeFor(identity: Identity, to = (identity as { email: string }).email) {
    const sent = await send(identity);
    if (!sent.ok) throw new Error(sent.error.kind);
    return { code: deps.delivery.lastCodeTo(to), uuid: sent.value.uuid };
  }
  const reset = (
    identity: Identity,
    code: string,
    more: { uuid?: string; password?: string } = {},
  ) => resetPassword(deps, { identity, code, deviceHash: '', password: NEW_PASSWORD, ...more });
  const passwordIs = async (accountId: string, digest: string) =>
    verifyPassword((await deps.store.accounts.findById(accountId))?.password_hash, digest);
  const wrongFor = (right: string) => (right === '000000' ? '111111' : '000000');
  const logIn = (email: string, password: string) =>
    login(deps, {
      identity: emailIdentity(email),
      password,
      site: 'BYBIT',
      place: { deviceHash: 'recovery-device', fingerprintHash: '', country: 'GB' },
      visitor,
      captcha: SOLVED,
    });

  it('sends a six-digit code to the account, whatever the case of the address, and answers a uuid', async () => {
    const account = await anAccount();
    const sent = await send(emailIdentity(account.email!.toUpperCase()));
    expect(sent).toEqual({ ok: true, value: { uuid: expect.any(String) } });
    expect(deps.delivery.lastCodeTo(account.email!)).toMatch(/^\d{6}$/);
  });

  it('an unknown address is answered alike and told it has no account, with no code; no code resets it (decision 007)', async () => {
    const address = `nobody-${deps.random.uuid()}@example.com`;
    const nobody = emailIdentity(address);
    expect(await send(nobody)).toEqual({ ok: true, value: { uuid: expect.any(String) } });
    const told = deps.delivery.sent.at(-1);
    expect(told).toMatchObject({ to: address, channel: 'email' });
    expect(told).not.toHaveProperty('code');
    expect(await reset(nobody, '123456')).toEqual({ ok: false, error: { kind: 'codeInvalid' } });
  });

  it('a wrong code is refused (32001) and the password stays as it was', async () => {
    const account = await anAccount();
    const { code } = await codeFor(account.identity);
    expect(await reset(account.identity, wrongFor(code))).toEqual({
      ok: false,
      error: { kind: 'codeInvalid' },
    });
    expect(await passwordIs(account.id, PASSWORD)).toBe(true);
  });

  it("the right code under another send's uuid is refused", async () => {
    const account = await anAccount();
    const { code } = await codeFor(account.identity);
    expect(await reset(account.identity, code, { uuid: deps.random.uuid() })).toEqual({
      ok: false,
      error: { kind: 'codeInvalid' },
    });
  });

  it('a reset sets the new password and ends every session of the account, and no other', async () => {
    const account = await anAccount();
    const sessions = [await signIn(deps, account.id), await signIn(deps, account.id)];
    const stranger = await signIn(deps, (await anAccount()).id);
    const { code, uuid } = await codeFor(account.identity);
    expect(await reset(account.identity, code, { uuid })).toEqual({
      ok: true,
      value: { reset: true, review: { waysIn: [] } },
    });
    expect(await passwordIs(account.id, NEW_PASSWORD)).toBe(true);
    for (const session of sessions) {
      expect(await accountOfToken(deps, session.token)).toBeUndefined();
    }
    expect(await accountOfToken(deps, stranger.token)).toBe(stranger.accountId);
  });

  it('a code is single use: the same code cannot set a password twice', async () => {
    const account = await anAccount();
    const { code } = await codeFor(account.identity);
    expect((await reset(account.identity, code)).ok).toBe(true);
    const again = await reset(account.identity, code, { password: PASSWORD });
    expect(again).toEqual({ ok: false, error: { kind: 'codeInvalid' } });
    expect(await passwordIs(account.id, NEW_PASSWORD)).toBe(true);
  });

  it('a code lives 10 minutes: at its expiry it is refused', async () => {
    const account = await anAccount();
    const { code } = await codeFor(account.identity);
    deps.clock.advance(CODE_TTL_MS);
    expect(await reset(account.identity, code)).toEqual({
      ok: false,
      error: { kind: 'codeExpired' },
    });
  });

  it('a reset lifts the log-in lock-out (31030) of the identity', async () => {
    const account = await anAccount();
    const wrong = digestOf('Wrong-pass1');
    for (let i = 0; i < PASSWORD_ERROR_LIMIT; i += 1) await logIn(account.email!, wrong);
    expect(await logIn(account.email!, PASSWORD)).toMatchObject({
      ok: false,
      error: { kind: 'passwordLocked' },
    });
    const { code } = await codeFor(account.identity);
    expect((await reset(account.identity, code)).ok).toBe(true);
    expect(await logIn(account.email!, NEW_PASSWORD)).toMatchObject({
      ok: true,
      value: { kind: 'signedIn' },
    });
  });

  it('a reset clears the operator\'s "must reset password" (pre_action 1)', async () => {
    const account = await anAccount();
    await deps.store.recovery.requireReset(account.id, deps.clock.now());
    expect(await logIn(account.email!, PASSWORD)).toMatchObject({
      ok: true,
      value: { kind: 'mustResetPassword' },
    });
    const { code } = await codeFor(account.identity);
    expect((await reset(account.identity, code)).ok).toBe(true);
    expect(await deps.store.recovery.resetRequired(account.id)).toBe(false);
    expect(await logIn(account.email!, NEW_PASSWORD)).toMatchObject({
      ok: true,
      value: { kind: 'signedIn' },
    });
  });

  it('a mobile account recovers by SMS to its E.164 number, the trunk 0 read away', async () => {
    const account = await insertAccount(deps, {
      email: null,
      country_code: '44',
      mobile: '7700900123',
      password: PASSWORD,
    });
    const { code } = await codeFor(mobileIdentity('44', '07700900123'), '+447700900123');
    expect(deps.delivery.sent.at(-1)).toMatchObject({ channel: 'sms', to: '+447700900123' });
    expect((await reset(mobileIdentity('44', '7700900123'), code)).ok).toBe(true);
    expect(await passwordIs(account.id, NEW_PASSWORD)).toBe(true);
  });

  it('a second code within 60 s is refused (32004); after it, a new code voids the old one', async () => {
    const account = await anAccount();
    const first = await codeFor(account.identity);
    expect(await send(account.identity)).toMatchObject({
      ok: false,
      error: { kind: 'resendTooSoon' },
    });
    deps.clock.advance(RESEND_MS);
    const second = await codeFor(account.identity);
    expect(await reset(account.identity, first.code, { uuid: first.uuid })).toEqual({
      ok: false,
      error: { kind: 'codeInvalid' },
    });
    expect((await reset(account.identity, second.code)).ok).toBe(true);
  });
});

describe.each(databases)('a recovery send asks its captcha first, on $name', (database) => {
  const captcha = fakeCaptchaGate();
  const deps = freshTestDeps(database, { captcha }, { CAPTCHA_ON_SENDS: 'true' });

  it('an unsolved captcha is refused (34001) before anything is sent; a solved one sends', async () => {
    const account = await insertAccount(deps, { password: PASSWORD });
    const identity = emailIdentity(account.email!);
    const refused = await sendRecoveryCode(deps, { identity, ip: IP, deviceHash: '', captcha: {} });
    expect(refused).toMatchObject({ ok: false, error: { kind: 'captchaFailed' } });
    expect(deps.delivery.sent).toHaveLength(0);
    const sent = await sendRecoveryCode(deps, {
      identity,
      ip: IP,
      deviceHash: '',
      captcha: SOLVED,
    });
    expect(sent.ok).toBe(true);
    expect(captcha.scenes).toEqual([CAPTCHA_SCENES.recovery, CAPTCHA_SCENES.recovery]);
  });
});
