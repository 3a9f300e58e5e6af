/**
 * Sign-up and log-in with a Google, Apple or Turkish id token (decisions 060, 061, 062), on a real store on
 * each engine with a fake clock, against tokens a real OpenID provider on loopback issues
 * (test-support/oidc-provider.ts). Forgeries are made with jose.
 */
import { createHash, generateKeyPairSync } from 'node:crypto';
import { CAPTCHA_SCENES, THIRD_PARTY_PROVIDERS } from '@foyer/contract';
import { importJWK, SignJWT } from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { login } from '../log-in/login.use-case.js';
import { ensureOwnCode } from '../referral/referral.service.js';
import { restrictAccount } from '../restrictions/restrictions.service.js';
import { emailIdentity } from '../shared/identity.js';
import { noGeo } from '../shared/geo.service.js';
import { insertAccount, testVisitor } from '../test-support/accounts.js';
import { fakeCaptchaGate, SOLVED } from '../test-support/captcha.js';
import { databases } from '../test-support/databases.js';
import {
  APPLE_CLIENT_ID,
  clientSecretOf,
  FOYER_CLIENT_ID,
  OTHER_CLIENT_ID,
  rsaSigningKey,
  startOidcProvider,
  type IdTokenClaims,
  type TestOidcProvider,
} from '../test-support/oidc-provider.js';
import { digestOf, freshTestDeps } from '../test-support/test-app.js';
import {
  calledBack,
  POPUP_ORIGIN,
  popupRedirectUris,
  popupTokenOf,
  startedFlowOf,
} from '../test-support/third-party-flows.js';
import { codeAt } from '../test-support/two-factor.js';
import { type ThirdPartyProvider } from './id-token.js';
import { issuerEndpoints, issuerKeys } from './issuer-keys.js';
import { FLOW_TTL_MS } from './popup-flow.js';
import { thirdPartyLogin, type ThirdPartyLoginInput } from './thirdparty-login.use-case.js';

const visitor = testVisitor('account');
/** Foyer's Sign in with Apple key at the Apple stand-in (decision 073). */
const appleKey = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
const APPLE_KEY_ID = 'KEY1234567';
const APPLE_TEAM_ID = 'TEAM123456';
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
    { captcha, geo: noGeo, idTokenKeys: issuerKeys({}), endpointsOf: issuerEndpoints() },
    { CAPTCHA_ON_LOGIN: 'true' },
  );
  let idp: TestOidcProvider;
  /** Apple: a provider of its own behind Apple's token gate (decision 073). */
  let appleIdp: TestOidcProvider;

  beforeAll(async () => {
    idp = await startOidcProvider(undefined, { redirectUris: popupRedirectUris() });
    appleIdp = await startOidcProvider(undefined, {
      redirectUris: popupRedirectUris(),
      appleKey: { publicKey: appleKey.publicKey, keyId: APPLE_KEY_ID, teamId: APPLE_TEAM_ID },
    });
  });
  afterAll(async () => {
    await idp?.close();
    await appleIdp?.close();
  });
  const idpOf = (provider: ThirdPartyProvider) => (provider === 'apple' ? appleIdp : idp);
  beforeEach(() => deps.clock.set(Date.now()));

  /**
   * The deps of a server whose Google, Apple (through the stand-in's token gate) and Turkish
   * provider are the test provider, popups included, on POPUP_ORIGIN.
   */
  const withIdp = () => ({
    ...deps,
    config: {
      ...deps.config,
      publicOrigin: POPUP_ORIGIN,
      googleIssuer: idp.issuer,
      googleClientIds: [FOYER_CLIENT_ID],
      googleClientSecret: clientSecretOf(FOYER_CLIENT_ID),
      appleIssuer: appleIdp.issuer,
      appleClientIds: [APPLE_CLIENT_ID],
      appleTeamId: APPLE_TEAM_ID,
      appleKeyId: APPLE_KEY_ID,
      applePrivateKey: appleKey.privateKey,
      trIssuer: idp.issuer,
      trClientIds: [FOYER_CLIENT_ID],
      trClientSecret: clientSecretOf(FOYER_CLIENT_ID),
    },
  });
  /** The browser binding of the popup each token came from: the calls carry it. */
  const bindings = new Map<string, string>();
  /**
   * A token of the person from a popup of ours for `provider`, the whole round trip run (061):
   * each its own flow in its own browser. For another client the provider's token is made
   * outside any popup, with the nonce of a flow of ours (it is refused before that matters).
   */
  const ourToken = async (
    person: IdTokenClaims,
    clientId?: string,
    provider: ThirdPartyProvider = 'google',
  ) => {
    if (clientId !== undefined) {
      const { nonce, browserBinding } = await startedFlowOf(withIdp(), provider);
      const token = await idpOf(provider).idToken({ ...person, nonce }, clientId);
      bindings.set(token, browserBinding);
      return token;
    }
    const popup = await popupTokenOf(withIdp(), idpOf(provider), person, provider);
    const { token, browserBinding } = popup;
    bindings.set(token, browserBinding);
    return token;
  };
  /** A new token of the person (a flow of its own). */
  const anotherToken = (person: IdTokenClaims) => ourToken(person);
  /** A sign-in as the browser whose popup received `token` would make it, unless told. */
  const signIn = (token: string, more: Partial<ThirdPartyLoginInput> = {}) =>
    thirdPartyLogin(withIdp(), {
      visitor,
      provider: 'google',
      token,
      browserBinding: bindings.get(token),
      captcha: SOLVED,
      site: 'BYBIT',
      place: { deviceHash: 'device-1', fingerprintHash: '', country: 'GB' },
      channel: {},
      ...more,
    });
  /** The session a sign-in opened, or a failure naming the step or refusal instead. */
  const sessionOf = (outcome: Awaited<ReturnType<typeof signIn>>) => {
    if (!outcome.ok) throw new Error(outcome.error.kind);
    const { useThirdParty, loggedIn } = outcome.value;
    if (loggedIn.kind !== 'signedIn') throw new Error(loggedIn.kind);
    return { useThirdParty, ...loggedIn };
  };
  /** A new person signed up: their account. */
  const signedUp = async (person: IdTokenClaims) =>
    sessionOf(await signIn(await ourToken(person))).account;
  const refusal = (reason: string) => ({
    ok: false,
    error: { kind: 'thirdPartyTokenRefused', reason },
  });
  const noAccountOf = async (email: string) =>
    expect(await deps.store.accounts.findByEmail(email)).toBeUndefined();

  it('a new visitor gets an account, its first session and use_thirdparty 1', async () => {
    const person = aPerson();
    const made = sessionOf(await signIn(await ourToken(person)));
    expect(made.useThirdParty).toBe(1);
    expect(made.account).toMatchObject({ email: person.email, country: 'GB' });
    expect(made.session.token).toEqual(expect.any(String));
    expect(await deps.store.thirdPartyLinks.linksOf(made.account.id)).toEqual([
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
    const first = sessionOf(await signIn(await ourToken(person)));
    // Another provider of the same issuer: the person is still its (issuer, subject).
    const again = sessionOf(
      await signIn(await ourToken(person, undefined, 'tr'), { provider: 'tr' }),
    );
    expect(again.useThirdParty).toBe(2);
    expect(again.account.id).toBe(first.account.id);
    expect(again.session.token).not.toBe(first.session.token);
  });

  /** Nothing was made for the person: no account with their e-mail, no link to their subject. */
  const nothingMadeFor = async (person: IdTokenClaims & { email: string }) => {
    await noAccountOf(person.email);
    for (const { issuer } of [idp, appleIdp]) {
      expect(await deps.store.thirdPartyLinks.accountOf(issuer, person.sub)).toBeUndefined();
    }
  };

  describe.each(THIRD_PARTY_PROVIDERS)('an id token for %s', (provider) => {
    const tokenOf = (person: IdTokenClaims, clientId?: string) =>
      ourToken(person, clientId, provider);
    const signInWith = (token: string) => signIn(token, { provider });

    it('a replayed token is refused and makes no account', async () => {
      const person = aPerson();
      const token = await tokenOf(person);
      // The first presentation was spent by a verifier elsewhere (another call, a thief).
      const hash = createHash('sha256').update(token).digest('hex');
      await deps.store.idTokens.markUsed(hash, deps.clock.now() + 3_600_000, deps.clock.now());
      expect(await signInWith(token)).toEqual(refusal('replayed'));
      await nothingMadeFor(person);
    });

    it('a token presented twice: the second is refused as replayed, one account only', async () => {
      const person = aPerson();
      const token = await tokenOf(person);
      const first = sessionOf(await signInWith(token));
      expect(await signInWith(token)).toEqual(refusal('replayed'));
      expect(await deps.store.accounts.findByEmail(person.email)).toMatchObject({
        id: first.account.id,
      });
      expect(await deps.store.thirdPartyLinks.linksOf(first.account.id)).toHaveLength(1);
    });

    it('a forged token (signed by a key not in the issuer JWKS) is refused and makes no account', async () => {
      const person = aPerson();
      const { signingKey, issuer } = idpOf(provider);
      const forger = await importJWK(await rsaSigningKey(signingKey.kid), 'RS256');
      // Everything but the signature is right, the nonce of a flow of ours included.
      const { nonce } = await startedFlowOf(withIdp(), provider);
      const forged = await new SignJWT({ email: person.email, email_verified: true, nonce })
        .setProtectedHeader({ alg: 'RS256', kid: signingKey.kid })
        .setIssuer(issuer)
        .setAudience(provider === 'apple' ? APPLE_CLIENT_ID : FOYER_CLIENT_ID)
        .setSubject(person.sub)
        .setIssuedAt()
        .setExpirationTime('5m')
        .sign(forger);
      expect(await signInWith(forged)).toEqual(refusal('badSignature'));
      await nothingMadeFor(person);
    });

    it('a token for another audience is refused and makes no account', async () => {
      const person = aPerson();
      expect(await signInWith(await tokenOf(person, OTHER_CLIENT_ID))).toEqual(
        refusal('wrongAudience'),
      );
      await nothingMadeFor(person);
    });

    it('an expired token is refused and makes no account', async () => {
      const person = aPerson();
      const expiring = await tokenOf(person);
      deps.clock.set(Date.now() + 3_600_000);
      expect(await signInWith(expiring)).toEqual(refusal('expired'));
      await nothingMadeFor(person);
    });
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
    const token = await ourToken(person, undefined, 'tr');
    expect(await signIn(token)).toEqual(refusal('nonceMismatch'));
    await noAccountOf(person.email);
    const tr = await signIn(token, { provider: 'tr' });
    expect(tr.ok).toBe(true);
  });

  it('the flow is spent with the token: its nonce does not sign in twice', async () => {
    const person = aPerson();
    const flow = await startedFlowOf(withIdp());
    const back = await idp.signIn(flow.location, person);
    const message = await calledBack(withIdp(), 'google', flow.browserSecret, back);
    const { browserBinding } = flow;
    const received = message?.success ? message.quick_token : '';
    expect((await signIn(received, { browserBinding })).ok).toBe(true);
    // Another token with the same nonce (a second person, so not the same text).
    expect(await signIn(await idp.idToken({ ...aPerson(), nonce: flow.nonce }), { browserBinding })).toEqual(refusal('nonceMismatch')); // prettier-ignore
  });

  it('a flow older than 10 minutes signs nobody in', async () => {
    const person = aPerson();
    const token = await ourToken(person);
    deps.clock.advance(FLOW_TTL_MS);
    expect(await signIn(token)).toEqual(refusal('nonceMismatch'));
    await noAccountOf(person.email);
  });

  it('a flow that never reached its callback, or reached it only with an error, signs nobody in with a token made outside the popup', async () => {
    for (const error of [undefined, 'access_denied']) {
      const person = aPerson();
      const flow = await startedFlowOf(withIdp());
      if (error !== undefined) {
        const at = `${POPUP_ORIGIN}/thirdparty/callback/google?state=${flow.state}&error=${error}`;
        const answer = await calledBack(withIdp(), 'google', flow.browserSecret, { url: at });
        expect(answer).toMatchObject({ success: false, reason: 'cancelled' });
      }
      const token = await idp.idToken({ ...person, nonce: flow.nonce });
      expect(await signIn(token, { browserBinding: flow.browserBinding })).toEqual(
        refusal('nonceMismatch'),
      );
      await noAccountOf(person.email);
    }
  });

  it('a token presented without the binding of the browser whose popup received it is refused; with it, it signs in', async () => {
    const person = aPerson();
    const token = await ourToken(person);
    const elsewhere = await popupTokenOf(withIdp(), idp, aPerson());
    for (const browserBinding of ['', 'not-a-binding', elsewhere.browserBinding]) {
      expect(await signIn(token, { browserBinding })).toEqual(refusal('nonceMismatch'));
    }
    await noAccountOf(person.email);
    expect(sessionOf(await signIn(token)).useThirdParty).toBe(1);
  });

  it('an e-mail that already has an account answers 48003 with a link ticket, kept hashed, and links nothing', async () => {
    const person = aPerson();
    const existing = await insertAccount(deps, { email: person.email });
    const token = await ourToken(person);
    const outcome = await signIn(token);
    expect(outcome).toEqual({
      ok: false,
      error: {
        kind: 'thirdPartyAccountExists',
        linkTicket: expect.any(String),
        email: person.email,
      },
    });
    expect(await deps.store.thirdPartyLinks.linksOf(existing.id)).toEqual([]);
    expect(await deps.store.thirdPartyLinks.accountOf(idp.issuer, person.sub)).toBeUndefined();
    const ticket = !outcome.ok && outcome.error.kind === 'thirdPartyAccountExists' ? outcome.error.linkTicket : ''; // prettier-ignore
    const kept = await deps.store.db
      .selectFrom('third_party_link_tickets')
      .selectAll()
      .where('account_id', '=', existing.id)
      .execute();
    expect(kept).toEqual([
      {
        hash: createHash('sha256').update(ticket).digest('hex'),
        issuer: idp.issuer,
        subject: person.sub,
        provider: 'google',
        account_id: existing.id,
        device_hash: 'device-1',
        expires_at: deps.clock.now() + 10 * 60_000,
      },
    ]);
    // No session opened and no account made: the token is not spent.
    expect(await signIn(token)).toMatchObject({ ok: false, error: { kind: 'thirdPartyAccountExists' } }); // prettier-ignore
  });

  it('a mainland-Chinese e-mail answers 20100 and makes no account', async () => {
    const person = { ...aPerson(), email: `p${people}-${Date.now()}@qq.com` };
    expect(await signIn(await ourToken(person))).toEqual({
      ok: false,
      error: { kind: 'thirdPartyChineseEmail' },
    });
    await noAccountOf(person.email);
  });

  it('a token without e-mail (a new person), or with one not verified, makes no account: 48016, the token unspent', async () => {
    const noEmail = { kind: 'thirdPartyNoEmail' };
    const { sub } = aPerson();
    const withoutEmail = await ourToken({ sub });
    expect(await signIn(withoutEmail)).toEqual({ ok: false, error: noEmail });
    // Refused for this use, not spent: the same token is refused the same way, not `replayed`.
    expect(await signIn(withoutEmail)).toEqual({ ok: false, error: noEmail });
    const unverified = { ...aPerson(), email_verified: false };
    expect(await signIn(await ourToken(unverified))).toEqual({ ok: false, error: noEmail });
    await noAccountOf(unverified.email);
  });

  it("a new account's referral code (user_code) makes it the referrer's referral", async () => {
    const referrer = await signedUp(aPerson());
    const code = await ensureOwnCode(deps.store, referrer.id, deps.clock.now());
    const made = await signIn(await ourToken(aPerson()), {
      channel: { user_code: code.toLowerCase() },
    });
    expect(await deps.store.referral.channelOf(sessionOf(made).account.id)).toMatchObject({
      source: 'referral',
      ref: code,
      referrer_account_id: referrer.id,
    });
  });

  it("a new account's unknown referral code (user_code) is refused (42001) and makes no account", async () => {
    const person = aPerson();
    expect(await signIn(await ourToken(person), { channel: { user_code: 'NOSUCHCODE' } })).toEqual({
      ok: false,
      error: { kind: 'referralCodeUnknown' },
    });
    await noAccountOf(person.email);
  });

  it('a banned linked account gets the ban answer, as password log-in gives it', async () => {
    const person = aPerson();
    const { id } = await signedUp(person);
    await restrictAccount(deps, id, { state: 'banned', kind: 'operator' });
    expect(await signIn(await anotherToken(person))).toEqual({
      ok: false,
      error: { kind: 'accountBanned', selfHelp: false, bannedAt: deps.clock.now() },
    });
  });

  /** A linked person whose account has two-factor on: the person and the secret. */
  const linkedWithTwoFactor = async () => {
    const person = aPerson();
    const { id } = await signedUp(person);
    const secret = 'JBSWY3DPEHPK3PXP';
    await deps.store.twoFactor.startEnabling(id, secret, deps.clock.now());
    await deps.store.twoFactor.accept(id, 1, deps.clock.now());
    return { person, accountId: id, secret };
  };
  const sessionsOf = async (accountId: string) =>
    Number(
      (
        await deps.store.db
          .selectFrom('sessions')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('account_id', '=', accountId)
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('a linked account with two-factor on answers the two-factor step and no session; the same token re-sent with the right code opens the session', async () => {
    const { person, accountId, secret } = await linkedWithTwoFactor();
    const before = await sessionsOf(accountId);
    const token = await anotherToken(person);
    expect(await signIn(token)).toEqual({
      ok: true,
      value: { useThirdParty: 2, loggedIn: { kind: 'twoFactorRequired', account: expect.objectContaining({ id: accountId }) } }, // prettier-ignore
    });
    expect(await sessionsOf(accountId)).toBe(before);
    const google2fa = codeAt(secret, deps.clock.now());
    const signedIn = sessionOf(await signIn(token, { google2fa }));
    expect(signedIn).toMatchObject({ useThirdParty: 2, account: { id: accountId } });
    expect(await sessionsOf(accountId)).toBe(before + 1);
  });

  it('a wrong two-factor code opens no session and leaves the token usable with the right one', async () => {
    const { person, accountId, secret } = await linkedWithTwoFactor();
    const before = await sessionsOf(accountId);
    const token = await anotherToken(person);
    const right = codeAt(secret, deps.clock.now());
    const wrong = right === '000000' ? '111111' : '000000';
    expect(await signIn(token, { google2fa: wrong })).toEqual({
      ok: false,
      error: { kind: 'twoFactorCodeInvalid' },
    });
    expect(await sessionsOf(accountId)).toBe(before);
    expect(sessionOf(await signIn(token, { google2fa: right })).account.id).toBe(accountId);
  });

  it('a linked log-in from a new device asks for security verification; re-sent with the verified risk token it opens the session', async () => {
    const person = aPerson();
    const { id } = await signedUp(person);
    // The first log-in from device-1 makes it known; another device is new.
    sessionOf(await signIn(await anotherToken(person)));
    const token = await anotherToken(person);
    const elsewhere = { place: { deviceHash: 'device-2', fingerprintHash: '', country: 'GB' } };
    const asked = await signIn(token, elsewhere);
    if (!asked.ok || asked.value.loggedIn.kind !== 'riskVerification') {
      throw new Error('no security verification asked');
    }
    const { riskToken } = asked.value.loggedIn;
    expect(await signIn(token, { ...elsewhere, riskToken })).toEqual({
      ok: false,
      error: { kind: 'riskTokenInvalid' },
    });
    await deps.store.risk.markVerified(createHash('sha256').update(riskToken).digest('hex'), deps.clock.now()); // prettier-ignore
    expect(sessionOf(await signIn(token, { ...elsewhere, riskToken })).account.id).toBe(id);
  });

  it('a linked account whose operator asked for a password reset answers pre_action (must reset) and no session', async () => {
    const person = aPerson();
    const { id } = await signedUp(person);
    await deps.store.recovery.requireReset(id, deps.clock.now());
    const before = await sessionsOf(id);
    expect(await signIn(await anotherToken(person))).toMatchObject({
      ok: true,
      value: { useThirdParty: 2, loggedIn: { kind: 'mustResetPassword' } },
    });
    expect(await sessionsOf(id)).toBe(before);
  });

  it('a linked account of another regional site is refused as password log-in refuses it', async () => {
    const person = aPerson();
    await signedUp(person);
    expect(await signIn(await anotherToken(person), { site: 'HKG' })).toEqual({
      ok: false,
      error: { kind: 'nonHkUserOnHkSite' },
    });
  });

  it('two calls racing with one token open one session; the other is refused as replayed', async () => {
    const person = aPerson();
    const { id } = await signedUp(person);
    const before = await sessionsOf(id);
    const token = await anotherToken(person);
    const outcomes = await Promise.all([signIn(token), signIn(token)]);
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(1);
    expect(outcomes.filter((outcome) => !outcome.ok)).toEqual([refusal('replayed')]);
    expect(await sessionsOf(id)).toBe(before + 1);
  });

  it('two first sign-ins racing with one token make one account and one session', async () => {
    const person = aPerson();
    const token = await ourToken(person);
    const outcomes = await Promise.all([signIn(token), signIn(token)]);
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(1);
    expect(outcomes.filter((outcome) => !outcome.ok)).toEqual([refusal('replayed')]);
    const account = await deps.store.accounts.findByEmail(person.email);
    expect(await sessionsOf(account!.id)).toBe(1);
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
    await signedUp(person);
    const withPassword = await insertAccount(deps, { password: digestOf('Passw0rd!') });
    const tryPassword = (email: string) =>
      login(deps, {
        identity: emailIdentity(email),
        password: digestOf('Passw0rd!x'),
        site: 'BYBIT',
        place: { deviceHash: 'd', fingerprintHash: '', country: 'GB' },
        visitor: { ...visitor, door: 'session' },
        captcha: SOLVED,
      });
    const wrong = await tryPassword(withPassword.email!);
    expect(wrong).toEqual({ ok: false, error: { kind: 'wrongPassword', passErrCount: 1 } });
    expect(await tryPassword(person.email)).toEqual(wrong);
  });
});
