/**
 * Third-party OpenID Connect id tokens (docs/decisions/059): the one check every log-in by
 * Google, Apple or the Turkish provider will pass through. A token is accepted only when it
 * is an RS256 JWS whose key is in the issuer's own JWKS (the URL fixed per issuer, never taken
 * from the token's `jku`, `x5u` or `jwk` headers), whose `iss` is the provider's issuer and
 * whose `aud` one of our client ids, within its `nbf`..`exp` (60 s of skew) and at most an hour
 * past its `iat` (decision 107), with the nonce we sent if we sent one, and only once:
 * `spendIdToken`, when the log-in it carries opens a session or makes an account (decision
 * 062). Every refusal is an Outcome naming its reason.
 */
import { timingSafeEqual } from 'node:crypto';
import { decodeJwt, decodeProtectedHeader, errors, jwtVerify, type JWTPayload } from 'jose';
import type { ThirdPartyProvider } from '@foyer/contract';
import type { Config } from '../config.js';
import { APPLE_ISSUER, GOOGLE_ISSUER } from '../config/third-party.config.js';
import { failure, success, type IdTokenRefusal, type Outcome } from '../errors.js';
import type { ServiceDeps } from '../shared/deps.js';
import { sha256Hex } from '../shared/digest.js';
import { issuerKeys, type IssuerKeys } from './issuer-keys.js';
import type { FlowOfToken } from './third-party-flows.store.js';

// The providers are the contract's: one list for the server, the widget and the schemas.
export { THIRD_PARTY_PROVIDERS, type ThirdPartyProvider } from '@foyer/contract';

/** The only signing algorithm accepted: Google and Apple sign with RSA keys. */
export const ID_TOKEN_ALGORITHMS = ['RS256'];
/** Clock skew allowed on `exp`, `nbf` and `iat`, in seconds. */
export const ID_TOKEN_SKEW_S = 60;
/**
 * How long after its `iat` a token is accepted, whatever its `exp` says (decision 107): a
 * provider issues it at the code exchange, and a popup flow lasts 10 minutes.
 */
export const ID_TOKEN_MAX_AGE_S = 3600;

/** The JWKS of the default issuers, so production makes no discovery call for them. */
export const PUBLISHED_JWKS: Readonly<Record<string, string>> = {
  [GOOGLE_ISSUER]: 'https://www.googleapis.com/oauth2/v3/certs',
  [APPLE_ISSUER]: 'https://appleid.apple.com/auth/keys',
};

export interface VerifiedIdToken {
  provider: ThirdPartyProvider;
  issuer: string;
  /** The provider's id of the person: accounts are keyed on (issuer, subject). */
  subject: string;
  email?: string;
  /** True only when the provider says so (Apple's `"true"` string included). */
  emailVerified: boolean;
  nonce?: string;
  /**
   * What `spendIdToken` spends: the SHA-256 hex of the token's text, when its use is forgotten,
   * and the popup flow it came from (decisions 061, 107), if any.
   */
  spent: { hash: string; until: number; flow?: FlowOfToken };
}

/** What the caller sent the provider: the nonce, when the flow sent one. */
export interface IdTokenExpectation {
  nonce?: string;
  /** The SHA-256 (hex) of the nonce, when only its hash is kept (the popup's callback, 061). */
  nonceSha256?: string;
  /**
   * The one client id, of the configured ones, the token must be addressed to: the popup
   * flow's (Apple's Services ID of the page's platform, decision 155).
   */
  audience?: string;
  /**
   * The token must be the one the callback of a popup flow of this provider received (its
   * nonce the flow's, its digest the one the flow kept), and the call must carry the browser
   * binding of that flow (`browserBinding`, the widget's host's `foyer_tp_binding` secret); the
   * flow is live and unspent (decisions 061, 107). `spendIdToken` spends the flow in the
   * transaction that spends the token.
   */
  fromOurFlow?: { browserBinding: string | undefined };
}

export type IdTokenDeps = Pick<ServiceDeps, 'store' | 'clock' | 'config'> & {
  /** The issuers' signing keys, cached for the life of the server (issuer-keys.ts). */
  keys: IssuerKeys;
};

/** What a provider accepts: its issuer(s), the audiences, where its keys are. */
interface ProviderRule {
  issuers: string[];
  audiences: string[];
  /** The issuer whose keys sign its tokens. */
  keyIssuer: string;
}

/** The provider's rule, or undefined when it has no client id (not configured). */
export function providerRule(
  config: Config,
  provider: ThirdPartyProvider,
): ProviderRule | undefined {
  const rule = (issuer: string | undefined, audiences: string[]) =>
    issuer === undefined || audiences.length === 0
      ? undefined
      : { issuers: [issuer], audiences, keyIssuer: issuer };
  switch (provider) {
    case 'google': {
      const google = rule(config.googleIssuer, config.googleClientIds);
      // Google's tokens carry either form of its issuer (Google's "Verify the ID token").
      if (google && config.googleIssuer === GOOGLE_ISSUER)
        google.issuers.push('accounts.google.com');
      return google;
    }
    case 'apple':
      return rule(config.appleIssuer, config.appleClientIds);
    case 'tr':
      return rule(config.trIssuer, config.trClientIds);
  }
}

/** A new cache of the configured issuers' keys: the published JWKS of Google and Apple. */
export function idTokenKeys(): IssuerKeys {
  return issuerKeys(PUBLISHED_JWKS);
}

const refused = (reason: IdTokenRefusal) => failure({ kind: 'thirdPartyTokenRefused', reason });

/**
 * Verifies a provider's id token for `expected`; a token already spent is refused, and with
 * `fromOurFlow` so is a token that is not the one a live popup flow of this provider received
 * at its callback, or presented without that flow's browser binding (decisions 061, 107): all
 * of them `nonceMismatch`, the widget's "start over". Nothing is spent: the caller spends the
 * token, and its flow, with `spendIdToken` when it is used (decision 062). Failing to fetch the
 * issuer's keys is not the token's fault and throws.
 */
export async function verifyIdToken(
  deps: IdTokenDeps,
  provider: ThirdPartyProvider,
  token: string,
  expected: IdTokenExpectation = {},
): Promise<Outcome<VerifiedIdToken>> {
  const checked = await checkIdToken(deps, provider, token, expected);
  if (!checked.ok) return checked;
  const person = checked.value;
  const now = deps.clock.now();
  if (await deps.store.idTokens.isUsed(person.spent.hash, now)) return refused('replayed');
  if (!expected.fromOurFlow) return success(person);
  const { browserBinding } = expected.fromOurFlow;
  if (person.nonce === undefined || !browserBinding) return refused('nonceMismatch');
  const flow: FlowOfToken = {
    nonceHash: sha256Hex(person.nonce),
    provider,
    tokenHash: person.spent.hash,
    bindingHash: sha256Hex(browserBinding),
  };
  if (!(await deps.store.thirdPartyFlows.isLive(flow, now))) {
    // A call racing with this very token may have spent the token and its flow together since
    // the check above: that is a replay, not another token of the flow.
    const spentMeanwhile = await deps.store.idTokens.isUsed(person.spent.hash, now);
    return refused(spentMeanwhile ? 'replayed' : 'nonceMismatch');
  }
  return success({ ...person, spent: { ...person.spent, flow } });
}

/**
 * Every check of `verifyIdToken` without spending the token: the popup's callback checks the
 * token it was given and leaves it to the log-in call to spend (decision 061).
 */
export async function checkIdToken(
  deps: IdTokenDeps,
  provider: ThirdPartyProvider,
  token: string,
  expected: IdTokenExpectation = {},
): Promise<Outcome<VerifiedIdToken>> {
  const rule = providerRule(deps.config, provider);
  if (!rule) return failure({ kind: 'thirdPartyNotConfigured' });

  const shape = shapeOf(token);
  if (shape !== 'ok') return refused(shape);

  const now = deps.clock.now();
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(token, deps.keys.jwksOf(rule.keyIssuer), {
      algorithms: ID_TOKEN_ALGORITHMS,
      issuer: rule.issuers,
      audience: rule.audiences,
      clockTolerance: ID_TOKEN_SKEW_S,
      // A token minted to last a year is held to an hour past its `iat` (decision 107).
      maxTokenAge: ID_TOKEN_MAX_AGE_S,
      currentDate: new Date(now),
      requiredClaims: ['sub', 'exp', 'iat'],
    }));
  } catch (error) {
    const reason = refusalOf(error);
    if (reason === undefined) throw error;
    return refused(reason);
  }

  const claims = claimsRefusal(payload, rule, expected, now);
  if (claims) return refused(claims);

  const email = typeof payload.email === 'string' ? payload.email : undefined;
  const nonce = typeof payload.nonce === 'string' ? payload.nonce : undefined;
  const hash = sha256Hex(token);
  // Its use is remembered for as long as it could be accepted (`exp`, at most the cap).
  const acceptedUntil = Math.min(
    payload.exp as number,
    (payload.iat as number) + ID_TOKEN_MAX_AGE_S,
  );
  return success({
    provider,
    // The provider's one issuer, whichever form the token used (Google's two): a person must
    // have one (issuer, subject), the key of their account (decision 060).
    issuer: rule.keyIssuer,
    subject: payload.sub as string,
    ...(email === undefined ? {} : { email }),
    emailVerified: claimBoolean(payload.email_verified),
    ...(nonce === undefined ? {} : { nonce }),
    spent: { hash, until: (acceptedUntil + ID_TOKEN_SKEW_S) * 1000 },
  });
}

/**
 * Spends a verified token, and the popup flow it came from, in one transaction: the first call
 * succeeds; any other (a replay, or a second call racing with the same token) is refused as
 * replayed, and a flow spent meanwhile (another token of the same flow) as a nonce mismatch.
 */
export async function spendIdToken(
  deps: Pick<ServiceDeps, 'store' | 'clock'>,
  token: VerifiedIdToken,
): Promise<Outcome<void>> {
  const { hash, until, flow } = token.spent;
  const now = deps.clock.now();
  const spent = await deps.store.atomically(async (tx) => {
    if (!(await tx.idTokens.markUsed(hash, until, now))) {
      return { ok: false as const, reason: 'replayed' as const };
    }
    if (flow !== undefined) {
      if (!(await tx.thirdPartyFlows.spend(flow, now))) {
        return { ok: false as const, reason: 'nonceMismatch' as const };
      }
    }
    return { ok: true as const };
  });
  return spent.ok ? success(undefined) : refused(spent.reason);
}

/**
 * Refuses before any key is fetched what cannot be an id token: not a compact JWS, or an
 * access token (`typ: at+jwt`, RFC 9068), which a provider may sign with the same keys.
 */
function shapeOf(token: string): 'ok' | IdTokenRefusal {
  if (token.length > 16_384 || token.split('.').length !== 3) return 'malformed';
  try {
    const header = decodeProtectedHeader(token);
    decodeJwt(token);
    const typ = typeof header.typ === 'string' ? header.typ.toLowerCase() : undefined;
    if (typ === 'at+jwt' || typ === 'application/at+jwt') return 'malformed';
  } catch {
    return 'malformed';
  }
  return 'ok';
}

/** The claims jose leaves to us: `iat` not in the future, `azp`, `nonce`. */
function claimsRefusal(
  payload: JWTPayload,
  rule: ProviderRule,
  expected: IdTokenExpectation,
  now: number,
): IdTokenRefusal | undefined {
  if ((payload.iat as number) > now / 1000 + ID_TOKEN_SKEW_S) return 'notYetValid';
  // OpenID Connect Core 3.1.3.7: an authorized party, when named, must be one of ours.
  if (payload.azp !== undefined && !rule.audiences.includes(String(payload.azp))) {
    return 'wrongAudience';
  }
  if (expected.audience !== undefined) {
    const audiences = Array.isArray(payload.aud) ? payload.aud : [payload.aud];
    const azpOk = payload.azp === undefined || payload.azp === expected.audience;
    if (!audiences.includes(expected.audience) || !azpOk) return 'wrongAudience';
  }
  if (expected.nonce !== undefined) {
    if (typeof payload.nonce !== 'string' || !sameText(payload.nonce, expected.nonce)) {
      return 'nonceMismatch';
    }
  }
  if (expected.nonceSha256 !== undefined) {
    const sent = expected.nonceSha256;
    if (typeof payload.nonce !== 'string' || !sameText(sha256Hex(payload.nonce), sent)) {
      return 'nonceMismatch';
    }
  }
  return undefined;
}

function sameText(a: string, b: string): boolean {
  const [x, y] = [Buffer.from(a), Buffer.from(b)];
  return x.length === y.length && timingSafeEqual(x, y);
}

/** Apple sends `email_verified` as `"true"`/`"false"`; anything else is not verified. */
function claimBoolean(value: unknown): boolean {
  return value === true || value === 'true';
}

/** The refusal a jose error stands for; undefined for failures that are not the token's. */
function refusalOf(error: unknown): IdTokenRefusal | undefined {
  if (error instanceof errors.JWTExpired) return 'expired';
  if (error instanceof errors.JWTClaimValidationFailed) {
    if (error.claim === 'iss') return 'wrongIssuer';
    if (error.claim === 'aud') return 'wrongAudience';
    if (error.claim === 'nbf' || (error.claim === 'iat' && error.reason === 'check_failed')) {
      return 'notYetValid';
    }
    return 'malformed';
  }
  if (
    error instanceof errors.JWSSignatureVerificationFailed ||
    error instanceof errors.JWKSNoMatchingKey ||
    error instanceof errors.JWKSMultipleMatchingKeys ||
    error instanceof errors.JOSEAlgNotAllowed
  ) {
    return 'badSignature';
  }
  if (
    error instanceof errors.JWSInvalid ||
    error instanceof errors.JWTInvalid ||
    error instanceof errors.JOSENotSupported
  ) {
    return 'malformed';
  }
  return undefined;
}
