/**
 * Sign-up and log-in with a Google, Apple or Turkish id token (decisions 060, 061), on a real store on
 * each engine with a fake clock, against tokens a real OpenID provider on loopback issues
 * (test-support/oidc-provider.ts). Forgeries are made with jose.
 */
import { createHash } from 'node:crypto';
import { CAPTCHA_SCENES } from '@foyer/contract';
import { importJWK, SignJWT } from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Visitor } from '../gates/doors.js';
import { login } from '../log-in/login.service.js';
import { ensureOwnCode } from '../referral/referral.service.js';
import { restrictAccount } from '../restrictions/restrictions.service.js';
import { emailIdentity } from '../shared/identity.js';
import { noGeo } from '../shared/geo.service.js';
import { insertAccount } from '../test-support/accounts.js';
import { fakeCaptchaGate, SOLVED } from '../test-support/captcha.js';
import { databases } from '../test-support/databases.js';
import {
  FOYER_CLIENT_ID,
  OTHER_CLIENT_ID,
  rsaSigningKey,
  startOidcProvider,
  type IdTokenClaims,
  type TestOidcProvider,
} from '../test-support/oidc-provider.js';
import { digestOf, freshTestDeps } from '../test-support/test-app.js';
import { reachedFlowNonce } from '../test-support/third-party-flows.js';
import { sha256Hex, type ThirdPartyProvider } from './id-token.js';
import { issuerKeys } from './issuer-keys.js';
import { thirdPartyLogin, type ThirdPartyLoginInput } from './thirdparty-login.use-case.js';

const visitor: Visitor = { ip: '192.0.2.10', door: 'account', route: 'test' };
let people = 0;
/** A person no other test uses, with an e-mail of their own. */
const aPerson = (): IdTokenClaims & { email: string } => {
  people += 1;
  const sub = `person-${people}-${Date.now()}`;
  return { sub, email: `${sub}@example.com`, email_verified: true };
};

describe.each(databases)('third-party sign-in on $name', (database) => {
  const captcha = fakeCaptchaGate();
  const deps = freshTestDeps(
    database,
    { captcha, geo: noGeo, idTokenKeys: issuerKeys({}) },
    { CAPTCHA_ON_LOGIN: 'true' },
  );
  let idp: TestOidcProvider;

  beforeAll(async () => {
    idp = await startOidcProvider();
  });
  afterAll(async () => {
    await idp?.close();
  });
  beforeEach(() => deps.clock.set(Date.now()));

  /** The deps of a server whose Google and Apple are the test provider, for Foyer's client. */
  const withIdp = () => ({
    ...deps,
    config: {
      ...deps.config,
      googleIssuer: idp.issuer,
      googleClientIds: [FOYER_CLIENT_ID],
      appleIssuer: idp.issuer,
      appleClientIds: [FOYER_CLIENT_ID],
      trIssuer: idp.issuer,
      trClientIds: [FOYER_CLIENT_ID],
    },
  });
  /**
   * A token of the person from a popup flow of ours for `provider` that reached its callback
   * (decision 061): each has its own flow's nonce, so two tokens of one second differ.
   */
  const ourToken = async (
    person: IdTokenClaims,
    clientId?: string,
    provider: ThirdPartyProvider = 'google',
  ) =>
    idp.idToken(
      { ...person, nonce: await reachedFlowNonce(deps.store, provider, deps.clock.now()) },
      clientId,
    );
  const signIn = (token: string, more: Partial<ThirdPartyLoginInput> = {}) =>
    thirdPartyLogin(withIdp(), {
      visitor,
      provider: 'google',
      token,
      captcha: SOLVED,
      site: 'BYBIT',
      requestCountry: 'GB',
      ...more,
    });
  const refusal = (reason: string) => ({
    ok: false,
    error: { kind: 'thirdPartyTokenRefused', reason },
  });
  const noAccountOf = async (email: string) =>
    expect(await deps.store.accounts.findByEmail(email)).toBeUndefined();

  it('a new visitor gets an account, its first session and use_thirdparty 1', async () => {
    const person = aPerson();
    const outcome = await signIn(await ourToken(person));
    if (!outcome.ok) throw new Error(outcome.error.kind);
    expect(outcome.value.useThirdParty).toBe(1);
    expect(outcome.value.account).toMatchObject({ email: person.email, country: 'GB' });
    expect(outcome.value.session.token).toEqual(expect.any(String));
    expect(await deps.store.thirdPartyLinks.linksOf(outcome.value.account.id)).toEqual([
      expect.objectContaining({ issuer: idp.issuer, subject: person.sub, provider: 'google' }),
    ]);
  });

  it('the captcha of scene 31001 comes before the token', async () => {
    const person = aPerson();
    const token = await ourToken(person);
    captcha.scenes.length = 0;
    expect(await signIn(token, { captcha: {} })).toEqual({
      ok: false,
      error: { kind: 'captchaFailed', reason: 'missing' },
    });
    expect(captcha.scenes).toEqual([CAPTCHA_SCENES.thirdParty]);
    // The token was not spent: it still signs in once the captcha is solved.
    expect((await signIn(token)).ok).toBe(true);
  });

  it('the same person again logs in to the same account with use_thirdparty 2', async () => {
    const person = aPerson();
    const first = await signIn(await ourToken(person));
    const again = await signIn(await ourToken(person, undefined, 'apple'), { provider: 'apple' });
    if (!first.ok || !again.ok) throw new Error('not signed in');
    expect(again.value.useThirdParty).toBe(2);
    expect(again.value.account.id).toBe(first.value.account.id);
    expect(again.value.session.token).not.toBe(first.value.session.token);
  });

  it('a replayed token is refused and makes no account', async () => {
    const person = aPerson();
    const token = await ourToken(person);
    // The first presentation was spent by a verifier elsewhere (another call, a thief).
    const hash = createHash('sha256').update(token).digest('hex');
    await deps.store.idTokens.markUsed(hash, deps.clock.now() + 3_600_000, deps.clock.now());
    expect(await signIn(token)).toEqual(refusal('replayed'));
    await noAccountOf(person.email);
  });

  it('a token presented twice: the second is refused as replayed, one account only', async () => {
    const person = aPerson();
    const token = await ourToken(person);
    expect((await signIn(token)).ok).toBe(true);
    expect(await signIn(token)).toEqual(refusal('replayed'));
  });

  it('a forged, expired or other-audience token is refused and makes no account', async () => {
    const forgedPerson = aPerson();
    const forger = await importJWK(await rsaSigningKey(idp.signingKey.kid), 'RS256');
    const forged = await new SignJWT({ email: forgedPerson.email, email_verified: true })
      .setProtectedHeader({ alg: 'RS256', kid: idp.signingKey.kid })
      .setIssuer(idp.issuer)
      .setAudience(FOYER_CLIENT_ID)
      .setSubject(forgedPerson.sub)
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(forger);
    expect(await signIn(forged)).toEqual(refusal('badSignature'));
    await noAccountOf(forgedPerson.email);

    const otherAudience = aPerson();
    expect(await signIn(await ourToken(otherAudience, OTHER_CLIENT_ID))).toEqual(
      refusal('wrongAudience'),
    );
    await noAccountOf(otherAudience.email);

    const late = aPerson();
    const expiring = await ourToken(late);
    deps.clock.set(Date.now() + 3_600_000);
    expect(await signIn(expiring)).toEqual(refusal('expired'));
    await noAccountOf(late.email);
  });

  it('a token whose nonce is not that of a flow the server started is refused', async () => {
    const person = aPerson();
    expect(await signIn(await idp.idToken({ ...person, nonce: 'not-ours' }))).toEqual(
      refusal('nonceMismatch'),
    );
    expect(await signIn(await idp.idToken(person))).toEqual(refusal('nonceMismatch'));
    await noAccountOf(person.email);
  });

  it("a token from a flow of provider A used as provider B is refused; A's flow still signs in", async () => {
    const person = aPerson();
    const nonce = await reachedFlowNonce(deps.store, 'tr', deps.clock.now());
    const token = await idp.idToken({ ...person, nonce });
    expect(await signIn(token)).toEqual(refusal('nonceMismatch'));
    await noAccountOf(person.email);
    const tr = await signIn(token, { provider: 'tr' });
    expect(tr.ok).toBe(true);
  });

  it('the flow is spent with the token: its nonce does not sign in twice', async () => {
    const person = aPerson();
    const nonce = await reachedFlowNonce(deps.store, 'google', deps.clock.now());
    expect((await signIn(await idp.idToken({ ...person, nonce }))).ok).toBe(true);
    // Another token with the same nonce (a second person, so not the same text).
    expect(await signIn(await idp.idToken({ ...aPerson(), nonce }))).toEqual(
      refusal('nonceMismatch'),
    );
  });

  it('a flow older than 10 minutes signs nobody in', async () => {
    const person = aPerson();
    const nonce = await reachedFlowNonce(deps.store, 'google', deps.clock.now() - 10 * 60_000);
    expect(await signIn(await idp.idToken({ ...person, nonce }))).toEqual(refusal('nonceMismatch'));
    await noAccountOf(person.email);
  });

  it('a flow that never reached its callback signs nobody in', async () => {
    const person = aPerson();
    const nonce = 'started-only';
    const now = deps.clock.now();
    await deps.store.thirdPartyFlows.insert({
      state_hash: sha256Hex(`state-of-${person.sub}`),
      nonce_hash: sha256Hex(`${nonce}-${person.sub}`),
      browser_hash: 'b',
      provider: 'google',
      code_verifier: 'v',
      answer_origin: 'http://localhost:8080',
      created_at: now,
      expires_at: now + 600_000,
    });
    const token = await idp.idToken({ ...person, nonce: `${nonce}-${person.sub}` });
    expect(await signIn(token)).toEqual(refusal('nonceMismatch'));
  });

  it('an e-mail that already has an account answers 48003 and links nothing', async () => {
    const person = aPerson();
    const existing = await insertAccount(deps, { email: person.email });
    expect(await signIn(await ourToken(person))).toEqual({
      ok: false,
      error: { kind: 'thirdPartyAccountExists' },
    });
    expect(await deps.store.thirdPartyLinks.linksOf(existing.id)).toEqual([]);
    expect(await deps.store.thirdPartyLinks.accountOf(idp.issuer, person.sub)).toBeUndefined();
  });

  it('a mainland-Chinese e-mail answers 20100 and makes no account', async () => {
    const person = { ...aPerson(), email: `p${people}-${Date.now()}@qq.com` };
    expect(await signIn(await ourToken(person))).toEqual({
      ok: false,
      error: { kind: 'thirdPartyChineseEmail' },
    });
    await noAccountOf(person.email);
  });

  it('a token without an e-mail, or with one not verified, makes no account (48001)', async () => {
    const { sub } = aPerson();
    expect(await signIn(await ourToken({ sub }))).toEqual(refusal('noVerifiedEmail'));
    const unverified = { ...aPerson(), email_verified: false };
    expect(await signIn(await ourToken(unverified))).toEqual(refusal('noVerifiedEmail'));
    await noAccountOf(unverified.email);
  });

  it("a new account's referral code (user_code) makes it the referrer's referral", async () => {
    const referrer = await signIn(await ourToken(aPerson()));
    if (!referrer.ok) throw new Error(referrer.error.kind);
    const code = await ensureOwnCode(deps.store, referrer.value.account.id, deps.clock.now());
    const made = await signIn(await ourToken(aPerson()), { userCode: code.toLowerCase() });
    if (!made.ok) throw new Error(made.error.kind);
    expect(await deps.store.referral.channelOf(made.value.account.id)).toMatchObject({
      source: 'referral',
      ref: code,
      referrer_account_id: referrer.value.account.id,
    });
  });

  it("a new account's unknown referral code (user_code) is refused (42001) and makes no account", async () => {
    const person = aPerson();
    expect(await signIn(await ourToken(person), { userCode: 'NOSUCHCODE' })).toEqual({
      ok: false,
      error: { kind: 'referralCodeUnknown' },
    });
    await noAccountOf(person.email);
  });

  it('a banned linked account gets the ban answer, as password log-in gives it', async () => {
    const person = aPerson();
    const first = await signIn(await ourToken(person));
    if (!first.ok) throw new Error(first.error.kind);
    await restrictAccount(deps, first.value.account.id, { state: 'banned', kind: 'operator' });
    expect(await signIn(await ourToken(person))).toEqual({
      ok: false,
      error: { kind: 'accountBanned', selfHelp: false, bannedAt: deps.clock.now() },
    });
  });

  it('the token alone does not log in to a linked account with two-factor on, nor to one that must reset its password (48004)', async () => {
    const person = aPerson();
    const first = await signIn(await ourToken(person));
    if (!first.ok) throw new Error(first.error.kind);
    const accountId = first.value.account.id;
    await deps.store.twoFactor.startEnabling(accountId, 'JBSWY3DPEHPK3PXP', deps.clock.now());
    await deps.store.twoFactor.accept(accountId, 1, deps.clock.now());
    const needsPassword = { ok: false, error: { kind: 'thirdPartyPasswordLogInNeeded' } };
    expect(await signIn(await ourToken(person))).toEqual(needsPassword);

    const other = aPerson();
    const made = await signIn(await ourToken(other));
    if (!made.ok) throw new Error(made.error.kind);
    await deps.store.recovery.requireReset(made.value.account.id, deps.clock.now());
    expect(await signIn(await ourToken(other))).toEqual(needsPassword);
  });

  it('a banned address is turned away before the token is spent', async () => {
    await deps.store.restrictions.banRange('192.0.2.77', deps.clock.now());
    const person = aPerson();
    const token = await ourToken(person);
    const banned = { ...visitor, ip: '192.0.2.77' };
    expect(await signIn(token, { visitor: banned })).toEqual({
      ok: false,
      error: { kind: 'ipLimited', ip: '192.0.2.77' },
    });
    expect((await signIn(token)).ok).toBe(true);
  });

  it('a password log-in to the new account fails exactly as a wrong password', async () => {
    const person = aPerson();
    const made = await signIn(await ourToken(person));
    if (!made.ok) throw new Error(made.error.kind);
    const withPassword = await insertAccount(deps, { password: digestOf('Passw0rd!') });
    const tryPassword = (email: string) =>
      login(deps, {
        identity: emailIdentity(email),
        password: digestOf('Passw0rd!x'),
        site: 'BYBIT',
        place: { deviceHash: 'd', country: 'GB' },
        visitor: { ...visitor, door: 'session' },
        captcha: SOLVED,
      });
    const wrong = await tryPassword(withPassword.email!);
    expect(wrong).toEqual({ ok: false, error: { kind: 'wrongPassword', passErrCount: 1 } });
    expect(await tryPassword(person.email)).toEqual(wrong);
  });
});
