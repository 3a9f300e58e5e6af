/**
 * Third-party id tokens (docs/decisions/059): tokens a real OpenID provider issues on loopback
 * (oidc-provider, test-support/oidc-provider.ts), checked against its own discovery document
 * and JWKS, on a real store on each engine with a fake clock. Forgeries are made with jose.
 */
import { base64url, createLocalJWKSet, decodeJwt, importJWK, SignJWT, type JWK } from 'jose';
import { GOOGLE_ISSUER } from '../config/third-party.config.js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig, type Config } from '../config.js';
import { databases } from '../test-support/databases.js';
import {
  clientSecretOf,
  FOYER_CLIENT_ID,
  OTHER_CLIENT_ID,
  rsaSigningKey,
  startOidcProvider,
  type TestOidcProvider,
} from '../test-support/oidc-provider.js';
import { freshTestDeps } from '../test-support/test-app.js';
import {
  POPUP_ORIGIN,
  popupRedirectUris,
  popupTokenOf,
} from '../test-support/third-party-flows.js';
import { issuerEndpoints, issuerKeys } from './issuer-keys.js';
import {
  ID_TOKEN_MAX_AGE_S,
  ID_TOKEN_SKEW_S,
  providerRule,
  spendIdToken,
  verifyIdToken,
  type IdTokenDeps,
  type ThirdPartyProvider,
} from './id-token.js';

const SECRET = clientSecretOf(FOYER_CLIENT_ID);
let subjects = 0;
/** A subject no other test uses, so every token is a new one. */
const aSubject = () => `user-${(subjects += 1)}-${Date.now()}`;

describe('which issuers and audiences a provider accepts (GOOGLE_*, APPLE_*, TR_*)', () => {
  const config = (env: Record<string, string>) => loadConfig({ DATA_DIR: '/tmp', ...env });

  it('a provider with no client id is not configured', () => {
    expect(providerRule(config({}), 'google')).toBeUndefined();
    expect(providerRule(config({}), 'apple')).toBeUndefined();
    expect(providerRule(config({}), 'tr')).toBeUndefined();
  });

  it("Google's default issuer is accepted in both its forms, for every listed client id", () => {
    const rule = providerRule(config({ GOOGLE_CLIENT_ID: 'web.apps, ios.apps' }), 'google');
    expect(rule).toEqual({
      issuers: ['https://accounts.google.com', 'accounts.google.com'],
      audiences: ['web.apps', 'ios.apps'],
      keyIssuer: 'https://accounts.google.com',
    });
    const bare = config({ GOOGLE_CLIENT_ID: 'web.apps', GOOGLE_ISSUER: 'accounts.google.com' });
    expect(bare.googleIssuer).toBe('https://accounts.google.com');
  });

  it("Apple's issuer is https://appleid.apple.com unless configured", () => {
    expect(providerRule(config({ APPLE_CLIENT_ID: 'com.example.web' }), 'apple')).toEqual({
      issuers: ['https://appleid.apple.com'],
      audiences: ['com.example.web'],
      keyIssuer: 'https://appleid.apple.com',
    });
  });

  it('start-up refuses TR_CLIENT_ID without TR_ISSUER, and an issuer that is not https', () => {
    expect(() => config({ TR_CLIENT_ID: 'foyer' })).toThrow(/TR_ISSUER/);
    expect(() => config({ TR_ISSUER: 'http://idp.example.com', TR_CLIENT_ID: 'x' })).toThrow(
      /Invalid TR_ISSUER/,
    );
    expect(() => config({ APPLE_ISSUER: 'https://idp.example.com/?a=1' })).toThrow(
      /Invalid APPLE_ISSUER/,
    );
    expect(config({ TR_ISSUER: 'http://127.0.0.1:4000', TR_CLIENT_ID: 'x' }).trIssuer).toBe(
      'http://127.0.0.1:4000',
    );
  });
});

describe.each(databases)('verifying id tokens on $name', (database) => {
  const deps = freshTestDeps(database);
  let idp: TestOidcProvider;
  /** A second issuer that signs with the same key as the first. */
  let twin: TestOidcProvider;

  beforeAll(async () => {
    idp = await startOidcProvider(undefined, { redirectUris: popupRedirectUris() });
    twin = await startOidcProvider(idp.signingKey);
  });
  afterAll(async () => {
    await idp?.close();
    await twin?.close();
  });
  beforeEach(() => deps.clock.set(Date.now()));

  /** Deps of a server whose `provider` is the test provider (or `issuer`) for Foyer's client. */
  const withProvider = (provider: ThirdPartyProvider, issuer = idp.issuer): IdTokenDeps => {
    const settings: Partial<Config> = {
      google: { googleIssuer: issuer, googleClientIds: [FOYER_CLIENT_ID] },
      apple: { appleIssuer: issuer, appleClientIds: [FOYER_CLIENT_ID, 'com.example.ios'] },
      tr: { trIssuer: issuer, trClientIds: [FOYER_CLIENT_ID] },
    }[provider];
    return { ...deps, config: { ...deps.config, ...settings }, keys: issuerKeys({}) };
  };

  const refusal = (reason: string) => ({
    ok: false,
    error: { kind: 'thirdPartyTokenRefused', reason },
  });

  it('a token the issuer signed for our client verifies: issuer, subject, e-mail, nonce', async () => {
    const sub = aSubject();
    const token = await idp.idToken({
      sub,
      email: 'ada@example.com',
      email_verified: true,
      nonce: 'n-1',
    });
    expect(await verifyIdToken(withProvider('tr'), 'tr', token, { nonce: 'n-1' })).toEqual({
      ok: true,
      value: {
        provider: 'tr',
        issuer: idp.issuer,
        subject: sub,
        email: 'ada@example.com',
        emailVerified: true,
        nonce: 'n-1',
        spent: { hash: expect.stringMatching(/^[0-9a-f]{64}$/), until: expect.any(Number) },
      },
    });
  });

  it("Google's bare issuer form answers the canonical issuer, so one person has one key", async () => {
    const google = {
      ...deps,
      config: { ...deps.config, googleIssuer: GOOGLE_ISSUER, googleClientIds: [FOYER_CLIENT_ID] },
      // Google's keys stand in as the local provider's, so nothing leaves loopback.
      keys: { jwksOf: () => createLocalJWKSet({ keys: [publicHalf(idp.signingKey)] }) },
    };
    const sub = aSubject();
    const bare = await new SignJWT({})
      .setProtectedHeader({ alg: 'RS256', kid: idp.signingKey.kid })
      .setIssuer('accounts.google.com')
      .setAudience(FOYER_CLIENT_ID)
      .setSubject(sub)
      .setIssuedAt(Math.floor(Date.now() / 1000))
      .setExpirationTime('10m')
      .sign(await importJWK(idp.signingKey, 'RS256'));
    expect(await verifyIdToken(google, 'google', bare)).toMatchObject({
      ok: true,
      value: { issuer: GOOGLE_ISSUER, subject: sub },
    });
  });

  it('a token is used once: once spent, the same token is refused as replayed, and spent only once', async () => {
    const token = await idp.idToken({ sub: aSubject() });
    const keys = withProvider('google');
    const verified = await verifyIdToken(keys, 'google', token);
    if (!verified.ok) throw new Error(verified.error.kind);
    // Verifying alone spends nothing: the call re-sent with a code carries the same token.
    expect((await verifyIdToken(keys, 'google', token)).ok).toBe(true);
    expect(await spendIdToken(keys, verified.value)).toEqual({ ok: true, value: undefined });
    expect(await verifyIdToken(keys, 'google', token)).toEqual(refusal('replayed'));
    expect(await spendIdToken(keys, verified.value)).toEqual(refusal('replayed'));
  });

  it('a token signed by another key under the same kid is refused, its jwk and jku headers ignored', async () => {
    const forger = await rsaSigningKey(idp.signingKey.kid);
    const { d: _d, p: _p, q: _q, dp: _dp, dq: _dq, qi: _qi, ...forgerPublic } = forger;
    const token = await new SignJWT({ email: 'ada@example.com', email_verified: true })
      .setProtectedHeader({
        alg: 'RS256',
        kid: forger.kid,
        jwk: forgerPublic,
        jku: 'http://127.0.0.1:9/jwks',
      })
      .setIssuer(idp.issuer)
      .setAudience(FOYER_CLIENT_ID)
      .setSubject(aSubject())
      .setIssuedAt(Math.floor(Date.now() / 1000))
      .setExpirationTime('10m')
      .sign(await importJWK(forger, 'RS256'));
    expect(await verifyIdToken(withProvider('tr'), 'tr', token)).toEqual(refusal('badSignature'));
  });

  it('alg "none" and HS256 (keyed with the public key) forgeries are refused', async () => {
    const claims = {
      iss: idp.issuer,
      aud: FOYER_CLIENT_ID,
      sub: aSubject(),
      iat: Math.floor(Date.now() / 1000),
      exp: Math.floor(Date.now() / 1000) + 600,
    };
    const part = (value: object) => base64url.encode(JSON.stringify(value));
    const unsigned = `${part({ alg: 'none', typ: 'JWT' })}.${part(claims)}.`;
    expect(await verifyIdToken(withProvider('tr'), 'tr', unsigned)).toEqual(
      refusal('badSignature'),
    );

    const { n, e, kty, kid } = idp.signingKey as JWK & { kid: string };
    const publicKeyText = new TextEncoder().encode(JSON.stringify({ e, kty, n }));
    const hs256 = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', kid })
      .sign(publicKeyText);
    expect(await verifyIdToken(withProvider('tr'), 'tr', hs256)).toEqual(refusal('badSignature'));
  });

  it('a token of another issuer is refused, even signed with a key the expected issuer serves', async () => {
    const token = await twin.idToken({ sub: aSubject() });
    expect(await verifyIdToken(withProvider('tr'), 'tr', token)).toEqual(refusal('wrongIssuer'));
  });

  it('a token issued to another client is refused as of the wrong audience', async () => {
    const token = await idp.idToken({ sub: aSubject() }, OTHER_CLIENT_ID);
    expect(await verifyIdToken(withProvider('tr'), 'tr', token)).toEqual(refusal('wrongAudience'));
  });

  it(`a token is refused as expired ${ID_TOKEN_SKEW_S} s after its exp, and accepted just within`, async () => {
    const late = await idp.idToken({ sub: aSubject() });
    const withinSkew = await idp.idToken({ sub: aSubject() });
    const exp = decodeJwt(late).exp as number;
    deps.clock.set((exp + ID_TOKEN_SKEW_S + 1) * 1000);
    expect(await verifyIdToken(withProvider('tr'), 'tr', late)).toEqual(refusal('expired'));
    deps.clock.set((exp + ID_TOKEN_SKEW_S - 5) * 1000);
    expect((await verifyIdToken(withProvider('tr'), 'tr', withinSkew)).ok).toBe(true);
  });

  it('a token is accepted for at most an hour past its iat, whatever its far exp says (decision 107)', async () => {
    const aYear = 365 * 24 * 3600;
    const token = await idp.idToken(
      { sub: aSubject() },
      FOYER_CLIENT_ID,
      Date.now() / 1000 + aYear,
    );
    const { iat, exp } = decodeJwt(token) as { iat: number; exp: number };
    expect(exp - iat).toBeGreaterThan(aYear - 60);
    const lastAccepted = iat + ID_TOKEN_MAX_AGE_S + ID_TOKEN_SKEW_S;
    deps.clock.set((lastAccepted - 1) * 1000);
    const within = await verifyIdToken(withProvider('tr'), 'tr', token);
    // Its use is remembered for as long as it could be accepted, not for its year.
    expect(within.ok && within.value.spent.until).toBe(lastAccepted * 1000);
    deps.clock.set((lastAccepted + 1) * 1000);
    expect(await verifyIdToken(withProvider('tr'), 'tr', token)).toEqual(refusal('expired'));
  });

  it(`a token issued more than ${ID_TOKEN_SKEW_S} s in our future is refused as not yet valid`, async () => {
    const token = await idp.idToken({ sub: aSubject() });
    deps.clock.set(Date.now() - (ID_TOKEN_SKEW_S + 30) * 1000);
    expect(await verifyIdToken(withProvider('tr'), 'tr', token)).toEqual(refusal('notYetValid'));
  });

  it('a token with another nonce, or none, is refused when a nonce was sent', async () => {
    const other = await idp.idToken({ sub: aSubject(), nonce: 'n-other' });
    const none = await idp.idToken({ sub: aSubject() });
    const expected = { nonce: 'n-sent' };
    expect(await verifyIdToken(withProvider('tr'), 'tr', other, expected)).toEqual(
      refusal('nonceMismatch'),
    );
    expect(await verifyIdToken(withProvider('tr'), 'tr', none, expected)).toEqual(
      refusal('nonceMismatch'),
    );
  });

  it('a refused token spends nothing: with the right nonce it is then accepted', async () => {
    const token = await idp.idToken({ sub: aSubject(), nonce: 'n-right' });
    const tr = withProvider('tr');
    expect(await verifyIdToken(tr, 'tr', token, { nonce: 'n-wrong' })).toEqual(
      refusal('nonceMismatch'),
    );
    expect((await verifyIdToken(tr, 'tr', token, { nonce: 'n-right' })).ok).toBe(true);
  });

  it('a token of our flow spent by a racing call between the checks is refused as replayed, not as another flow', async () => {
    const google = withProvider('google');
    const popup = {
      ...google,
      config: { ...google.config, publicOrigin: POPUP_ORIGIN, googleClientSecret: SECRET },
      idTokenKeys: google.keys,
      endpointsOf: issuerEndpoints(),
    };
    const { token, browserBinding } = await popupTokenOf(popup, idp, { sub: aSubject() });
    const fromOurFlow = { browserBinding };
    const winner = await verifyIdToken(google, 'google', token, { fromOurFlow });
    if (!winner.ok) throw new Error(winner.error.kind);
    // The racing call spends the token and its flow just after this one found the token unused.
    const racing: IdTokenDeps = {
      ...google,
      store: {
        ...google.store,
        thirdPartyFlows: {
          ...google.store.thirdPartyFlows,
          isLive: async (...args) => {
            expect(await spendIdToken(google, winner.value)).toEqual({
              ok: true,
              value: undefined,
            });
            return google.store.thirdPartyFlows.isLive(...args);
          },
        },
      },
    };
    expect(await verifyIdToken(racing, 'google', token, { fromOurFlow })).toEqual(
      refusal('replayed'),
    );
  });

  it('a provider with no client id refuses every token as not configured', async () => {
    const token = await idp.idToken({ sub: aSubject() });
    const unconfigured = { ...withProvider('tr'), config: { ...deps.config, appleClientIds: [] } };
    expect(await verifyIdToken(unconfigured, 'apple', token)).toEqual({
      ok: false,
      error: { kind: 'thirdPartyNotConfigured' },
    });
  });

  it('an access token (typ at+jwt) signed with the same key is not an id token', async () => {
    const token = await new SignJWT({ client_id: FOYER_CLIENT_ID })
      .setProtectedHeader({ alg: 'RS256', typ: 'at+jwt', kid: idp.signingKey.kid })
      .setIssuer(idp.issuer)
      .setAudience(FOYER_CLIENT_ID)
      .setSubject(aSubject())
      .setIssuedAt()
      .setExpirationTime('10m')
      .sign(await importJWK(idp.signingKey, 'RS256'));
    expect(await verifyIdToken(withProvider('tr'), 'tr', token)).toEqual(refusal('malformed'));
    expect(await verifyIdToken(withProvider('tr'), 'tr', 'not.a-token')).toEqual(
      refusal('malformed'),
    );
  });

  it('Apple\'s email_verified "true" and "false" strings are read as booleans', async () => {
    const yes = await idp.idToken({ sub: aSubject(), email: 'a@x.test', email_verified: 'true' });
    const no = await idp.idToken({ sub: aSubject(), email: 'b@x.test', email_verified: 'false' });
    const apple = withProvider('apple');
    const verified = await verifyIdToken(apple, 'apple', yes);
    const unverified = await verifyIdToken(apple, 'apple', no);
    expect(verified.ok && verified.value.emailVerified).toBe(true);
    expect(unverified.ok && unverified.value.emailVerified).toBe(false);
  });
});

/** The public half of a private JWK, as a JWKS serves it. */
function publicHalf(key: JWK): JWK {
  const { d: _d, p: _p, q: _q, dp: _dp, dq: _dq, qi: _qi, ...half } = key;
  return half;
}
