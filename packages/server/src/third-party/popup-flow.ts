/**
 * The server's popup sign-in (behaviour §3 "Third-party popup", docs/decisions/061, 107): an
 * authorization-code flow with PKCE (S256), `state` and `nonce`, run by the server as a
 * confidential client (client_secret_basic; Apple's secret is an ES256 JWT sent in the form,
 * client_secret_post: decision 073), in this order:
 *
 * - start (`/x-api/thirdparty/authorize/:provider`, on PUBLIC_ORIGIN): the origin to answer
 *   to is ours (PUBLIC_ORIGIN or one of SITE_ORIGINS) or nothing starts (48005); the browser
 *   binding (107) is this server's own secret when the widget is on PUBLIC_ORIGIN, else the
 *   hash the hop from the widget's host carried (10004 without it, or with one on PUBLIC's own
 *   flow); the provider's settings are complete or 48002; its discovery document is read and
 *   names its issuer (else 48006); the state, nonce and verifier are made here, kept (hashes
 *   of what is only compared) for 10 minutes and bound to this browser by a random cookie
 *   (the callback's) and by the binding (the widget's host's); a binding that started a flow
 *   already starts no other (10004); the answer is the provider's authorization endpoint;
 * - callback (`/thirdparty/callback/:provider`): the state names a live flow of this provider
 *   bound to this browser's cookie, never at its callback before (used now, whatever
 *   follows); the provider's `error` is a cancel (access_denied, Apple's
 *   user_cancelled_authorize) or a failure, and leaves the flow unusable; an RFC 9207 `iss`
 *   must be the issuer; the code is exchanged with the verifier; the id token passes every
 *   check of verifyIdToken with the flow's nonce; only then is the flow reached, keeping the
 *   token's digest: the one token it signs in or links with (107). The token is NOT spent:
 *   the log-in call spends it with the flow.
 *
 * The callback's message goes to the flow's origin only; a callback that names no flow of
 * this browser posts nothing (it has no origin to trust).
 */
import { createHash, randomBytes } from 'node:crypto';
import { API_PATH_PREFIX, THIRD_PARTY_MESSAGE_SOURCE, applePlatformOf } from '@foyer/contract';
import type { Config } from '../config.js';
import { appleClientIdFor, offeredProviders } from '../config/third-party.config.js';
import { failure, success, type Outcome } from '../errors.js';
import type { ServiceDeps } from '../shared/deps.js';
import { appleClientSecret } from './apple-client-secret.js';
import { checkIdToken, type ThirdPartyProvider } from './id-token.js';
import { sha256Hex } from '../shared/digest.js';
import type { IssuerEndpoints, IssuerKeys } from './issuer-keys.js';

/** How long a flow may take from its start to the log-in that spends it. */
export const FLOW_TTL_MS = 10 * 60_000;
/** The cookie that binds a flow to the browser that started it, at the callback. */
export const FLOW_COOKIE = 'foyer_tp_flow';
/**
 * The cookie, on the widget's host, whose secret the sign-in and link calls carry: its SHA-256
 * is the flow's binding (docs/decisions/107). Under the API's path only.
 */
export const BINDING_COOKIE = 'foyer_tp_binding';
export const BINDING_COOKIE_PATH = API_PATH_PREFIX;
/** Where the provider sends the person back: `{PUBLIC_ORIGIN}${CALLBACK_PATH}/{provider}`. */
export const CALLBACK_PATH = '/thirdparty/callback';
const EXCHANGE_TIMEOUT_MS = 10_000;
/** The `error` of a person who refused: OAuth's access_denied, Apple's own word for it. */
const CANCELS = ['access_denied', 'user_cancelled_authorize'];

export type PopupDeps = Pick<ServiceDeps, 'store' | 'clock' | 'config'> & {
  idTokenKeys: IssuerKeys;
  /** The issuers' discovery documents, read once (issuer-keys.ts issuerEndpoints). */
  endpointsOf: (issuer: string) => Promise<IssuerEndpoints>;
};

/** The message the callback page posts to window.opener (interfaces P1). */
type Source = typeof THIRD_PARTY_MESSAGE_SOURCE;
export type PopupMessage =
  | { source: Source; provider: ThirdPartyProvider; success: true; quick_token: string }
  | {
      source: Source;
      provider: ThirdPartyProvider;
      success: false;
      reason: 'cancelled' | 'failed';
    };

/**
 * What the callback page posts: a message for the flow's origin, in the flow's language (the
 * page's own, not posted), or nothing (no flow).
 */
export type CallbackAnswer =
  { origin: string; message: PopupMessage; language: string } | { origin?: undefined };

/**
 * How the provider is asked: its issuer, our client id, the scopes, the response mode, and how
 * the token call proves the client: Apple's discovery document names `client_secret_post`
 * alone (the secret in the form; a Basic header is not read), the others take Basic.
 */
interface ProviderClient {
  issuer: string;
  clientId: string;
  scope: string;
  formPost: boolean;
  secretInForm: boolean;
}

function providerClient(
  config: Config,
  provider: ThirdPartyProvider,
  origin: string,
): ProviderClient | undefined {
  if (!offeredProviders(config).includes(provider)) return undefined;
  switch (provider) {
    case 'google':
      return client(config.googleIssuer, config.googleClientIds, 'openid email');
    case 'apple': {
      // The Services ID of the page's platform (decision 155): its own, for the whole flow.
      const platform = applePlatformOf(new URL(origin).hostname);
      const clientId = appleClientIdFor(config, platform);
      // Apple answers a name and e-mail request with a POST to the callback (form_post).
      // `openid` too (its discovery lists it): an OpenID provider issues an id token for it.
      return client(config.appleIssuer, clientId ? [clientId] : [], 'openid name email', {
        formPost: true,
        secretInForm: true,
      });
    }
    case 'tr':
      return client(config.trIssuer, config.trClientIds, 'openid email');
  }
}

function client(
  issuer: string | undefined,
  clientIds: string[],
  scope: string,
  { formPost = false, secretInForm = false } = {},
): ProviderClient | undefined {
  const clientId = clientIds[0];
  if (issuer === undefined || clientId === undefined) return undefined;
  return { issuer, clientId, scope, formPost, secretInForm };
}

/** The origins a popup may answer to: PUBLIC_ORIGIN and the other sites' (SITE_ORIGINS). */
export function isOurOrigin(config: Config, origin: string): boolean {
  return origin === config.publicOrigin || config.siteOrigins.includes(origin);
}

export const redirectUri = (config: Config, provider: ThirdPartyProvider) =>
  `${config.publicOrigin}${CALLBACK_PATH}/${provider}`;

const secret = () => randomBytes(32).toString('base64url');
const challengeOf = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

/** A new browser binding: the secret for the widget's host's cookie, and its SHA-256. */
export function newBrowserBinding(): { secret: string; hash: string } {
  const bindingSecret = secret();
  return { secret: bindingSecret, hash: sha256Hex(bindingSecret) };
}

/** A started flow: where to send the browser, and the cookies that bind it. */
export interface StartedFlow {
  location: string;
  /** The callback's cookie (FLOW_COOKIE), on PUBLIC_ORIGIN. */
  browserSecret: string;
  /** The widget's host's cookie (BINDING_COOKIE), when that host is PUBLIC_ORIGIN itself. */
  bindingSecret?: string;
}

/**
 * Starts a flow of `provider` answering to `origin` (see the order above), in `language`: the
 * widget's, which the callback page reads in. `hopBinding` is the binding the hop from another
 * of our sites' hosts carried (the SHA-256 of the cookie it set there).
 */
export async function startPopupFlow(
  deps: PopupDeps,
  provider: ThirdPartyProvider,
  { origin, language, hopBinding }: { origin: string; language: string; hopBinding?: string },
  warn: (reason: string) => void,
): Promise<Outcome<StartedFlow>> {
  if (!isOurOrigin(deps.config, origin)) return failure({ kind: 'thirdPartyOriginRefused' });
  // The widget on another site has its binding made there; on PUBLIC_ORIGIN it is made here,
  // and a binding in the address is nobody's.
  const hopped = origin !== deps.config.publicOrigin;
  if (hopped !== (hopBinding !== undefined)) {
    return failure({ kind: 'invalidParams', message: 'the popup did not start on its own host' });
  }
  const own = hopBinding === undefined ? newBrowserBinding() : undefined;
  const asked = providerClient(deps.config, provider, origin);
  if (!asked) return failure({ kind: 'thirdPartyNotConfigured' });
  let authorizationEndpoint: URL;
  try {
    ({ authorizationEndpoint } = await deps.endpointsOf(asked.issuer));
  } catch (error) {
    warn(`discovery failed: ${(error as Error).message}`);
    return failure({ kind: 'thirdPartyProviderUnavailable' });
  }

  const [state, nonce, verifier, browserSecret] = [secret(), secret(), secret(), secret()];
  const now = deps.clock.now();
  const stored = await deps.store.thirdPartyFlows.insert({
    state_hash: sha256Hex(state),
    nonce_hash: sha256Hex(nonce),
    browser_hash: sha256Hex(browserSecret),
    binding_hash: own?.hash ?? (hopBinding as string),
    provider,
    code_verifier: verifier,
    answer_origin: origin,
    language,
    created_at: now,
    expires_at: now + FLOW_TTL_MS,
  });
  // A binding seen in an address (a hop replayed, or read from someone's history) binds no
  // second flow: the browser it belongs to started the first.
  if (!stored) {
    return failure({ kind: 'invalidParams', message: 'this popup start was used already' });
  }

  const location = new URL(authorizationEndpoint);
  const query = {
    response_type: 'code',
    client_id: asked.clientId,
    redirect_uri: redirectUri(deps.config, provider),
    scope: asked.scope,
    state,
    nonce,
    code_challenge: challengeOf(verifier),
    code_challenge_method: 'S256',
    ...(asked.formPost ? { response_mode: 'form_post' } : {}),
  };
  for (const [name, value] of Object.entries(query)) location.searchParams.set(name, value);
  // Spaces as %20, not '+': Apple's own pages read '+' in `scope` as part of one scope name.
  location.search = location.search.replaceAll('+', '%20');
  return success({
    location: location.href,
    browserSecret,
    ...(own ? { bindingSecret: own.secret } : {}),
  });
}

/** What the provider sent back, from the query (GET) or the form (Apple's POST). */
export interface CallbackParams {
  state?: string | undefined;
  code?: string | undefined;
  error?: string | undefined;
  /** RFC 9207: the issuer of the answer, when the provider names it. */
  iss?: string | undefined;
}

/** The callback (see the order above); `warn` hears why a flow failed, never a secret. */
export async function finishPopupFlow(
  deps: PopupDeps,
  provider: ThirdPartyProvider,
  params: CallbackParams,
  browserSecret: string | undefined,
  warn: (reason: string) => void,
): Promise<CallbackAnswer> {
  if (!offeredProviders(deps.config).includes(provider) || !params.state || !browserSecret) {
    return {};
  }

  const now = deps.clock.now();
  const stateHash = sha256Hex(params.state);
  const flow = await deps.store.thirdPartyFlows.callBack(
    stateHash,
    provider,
    sha256Hex(browserSecret),
    now,
  );
  if (!flow) return {};
  const { answer_origin: origin, language } = flow;
  // The client the flow started with: the one its page's platform names (decision 155).
  const asked = providerClient(deps.config, provider, origin);
  if (!asked) return {};
  const failed = (reason: 'cancelled' | 'failed'): CallbackAnswer => ({
    origin,
    message: { source: THIRD_PARTY_MESSAGE_SOURCE, provider, success: false, reason },
    language,
  });
  if (params.error !== undefined) {
    return failed(CANCELS.includes(params.error) ? 'cancelled' : 'failed');
  }
  if (params.iss !== undefined && params.iss !== asked.issuer) {
    warn('the answer names another issuer');
    return failed('failed');
  }
  if (!params.code) return failed('failed');

  const idToken = await exchangeCode(deps, provider, asked, params.code, flow.code_verifier);
  if (!idToken.ok) {
    warn(idToken.error);
    return failed('failed');
  }
  // Addressed to this flow's client: a token of another platform's Services ID is refused.
  const checked = await checkIdToken({ ...deps, keys: deps.idTokenKeys }, provider, idToken.value, {
    nonceSha256: flow.nonce_hash,
    audience: asked.clientId,
  });
  if (!checked.ok) {
    warn(`the id token was refused: ${JSON.stringify(checked.error)}`);
    return failed('failed');
  }
  // Only now may the flow sign in, and only with this very token (decision 107).
  const reached = await deps.store.thirdPartyFlows.reach(
    stateHash,
    checked.value.spent.hash,
    deps.clock.now(),
  );
  if (!reached) {
    warn('the flow expired during the exchange');
    return failed('failed');
  }
  return {
    origin,
    message: {
      source: THIRD_PARTY_MESSAGE_SOURCE,
      provider,
      success: true,
      quick_token: idToken.value,
    },
    language,
  };
}

type Exchanged = { ok: true; value: string } | { ok: false; error: string };

/** The token endpoint: the code and verifier, the client's secret; the answer's id token. */
async function exchangeCode(
  deps: PopupDeps,
  provider: ThirdPartyProvider,
  asked: ProviderClient,
  code: string,
  verifier: string,
): Promise<Exchanged> {
  let response: Response;
  try {
    const { tokenEndpoint } = await deps.endpointsOf(asked.issuer);
    const clientSecret = await clientSecretOf(deps.config, asked, provider, deps.clock.now());
    const body = new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri(deps.config, provider),
      code_verifier: verifier,
    });
    const headers: Record<string, string> = {
      'content-type': 'application/x-www-form-urlencoded',
      accept: 'application/json',
    };
    if (asked.secretInForm) {
      body.set('client_id', asked.clientId);
      body.set('client_secret', clientSecret);
    } else {
      // RFC 6749 §2.3.1: both halves form-urlencoded before the Basic encoding.
      const basic = `${encodeURIComponent(asked.clientId)}:${encodeURIComponent(clientSecret)}`;
      headers.authorization = `Basic ${Buffer.from(basic).toString('base64')}`;
    }
    response = await fetch(tokenEndpoint, {
      method: 'POST',
      redirect: 'error',
      signal: AbortSignal.timeout(EXCHANGE_TIMEOUT_MS),
      headers,
      body,
    });
  } catch (error) {
    return { ok: false, error: `the exchange failed: ${(error as Error).message}` };
  }
  const body = (await response.json().catch(() => ({}))) as { id_token?: unknown; error?: unknown };
  if (!response.ok) {
    return {
      ok: false,
      error: `the token endpoint answered ${response.status} ${String(body.error)}`,
    };
  }
  if (typeof body.id_token !== 'string') return { ok: false, error: 'no id token in the answer' };
  return { ok: true, value: body.id_token };
}

function clientSecretOf(
  config: Config,
  asked: ProviderClient,
  provider: ThirdPartyProvider,
  now: number,
): Promise<string> | string {
  switch (provider) {
    case 'google':
      return config.googleClientSecret ?? '';
    case 'apple':
      return appleClientSecret(config, asked.clientId, now);
    case 'tr':
      return config.trClientSecret ?? '';
  }
}
