/**
 * A partner app and its user's browser against Foyer's OpenID provider (docs/decisions/076),
 * over real HTTP on loopback: `openid-client` (v6) as the relying party, and a browser that
 * keeps cookies, follows one redirect at a time and calls the OAuth view's two calls as the
 * widget will. Nothing leaves 127.0.0.1.
 */
import { createServer } from 'node:net';
import * as oidc from 'openid-client';

/** A free port on 127.0.0.1, so PUBLIC_ORIGIN (the issuer) can be known before the app starts. */
export async function freeLoopbackPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/** The relying party's configuration, from Foyer's discovery document. */
export async function relyingParty(
  issuer: string,
  clientId: string,
  secret?: string,
): Promise<oidc.Configuration> {
  const auth = secret ? oidc.ClientSecretBasic(secret) : oidc.None();
  return oidc.discovery(new URL(issuer), clientId, undefined, auth, {
    execute: [oidc.allowInsecureRequests],
  });
}

/** One authorization request's secrets, as the relying party keeps them. */
export interface AuthorizationRequest {
  url: URL;
  state: string;
  nonce: string;
  verifier: string;
}

export async function authorizationRequest(
  config: oidc.Configuration,
  redirectUri: string,
  scope = 'openid email offline_access',
  /** Consent asked again (needed for offline_access); false: none asked unless missing. */
  askConsent = true,
  /** More parameters of the request (`prompt`, `max_age`…), over the ones above. */
  more: Record<string, string> = {},
): Promise<AuthorizationRequest> {
  const verifier = oidc.randomPKCECodeVerifier();
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri,
    scope,
    state,
    nonce,
    code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    // offline_access is honoured only with consent asked (OpenID Connect Core, section 11).
    ...(askConsent ? { prompt: 'consent' } : {}),
    ...more,
  });
  return { url, state, nonce, verifier };
}

/** A browser: cookies by name, one request at a time, redirects not followed. */
export function foyerBrowser(origin: string) {
  const cookies = new Map<string, string>();
  async function request(url: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (cookies.size) headers.set('cookie', [...cookies].map(([n, v]) => `${n}=${v}`).join('; '));
    const response = await fetch(new URL(url, origin), { ...init, headers, redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      const value = pair.slice(at + 1);
      if (value === '' || /expires=Thu, 01 Jan 1970/i.test(line)) cookies.delete(pair.slice(0, at));
      else cookies.set(pair.slice(0, at), value);
    }
    return response;
  }
  const api = async (path: string, init: RequestInit = {}) =>
    (await (await request(`/x-api${path}`, init)).json()) as {
      ret_code: number;
      result: Record<string, unknown>;
    };
  return {
    cookies,
    request,
    /** Where a GET sends the browser (its Location), or the answer when it does not redirect. */
    async go(url: string): Promise<{ location?: string; response: Response }> {
      const response = await request(url);
      const location = response.headers.get('location') ?? undefined;
      return { ...(location ? { location } : {}), response };
    },
    /** A form post, as a page's form sends it. */
    post: (url: string, fields: Record<string, string>) =>
      request(url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields).toString(),
      }),
    /** Foyer's log-in, as the widget calls it: the session cookie is kept. */
    login: (email: string, passwordDigest: string) =>
      api('/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: passwordDigest }),
      }),
    preAuthorize: (uid: string) =>
      api(`/oauth/v1/private/pre_authorize?uid=${encodeURIComponent(uid)}`),
    confirmAuth: (uid: string, confirm: boolean) =>
      api('/oauth/v1/private/confirm_auth', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ uid, confirm }),
      }),
    /** The security page's granted apps, and revoking one (decision 080). */
    grants: () => api('/oauth/v1/private/grants'),
    revoke: (clientId: string) =>
      api('/oauth/v1/private/revoke', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ client_id: clientId }),
      }),
  };
}

export type FoyerBrowser = ReturnType<typeof foyerBrowser>;

/** The interaction id of the OAuth view's address (`/{lang}/oauth?uid=…`). */
export function uidOf(viewAddress: string): string {
  const url = new URL(viewAddress, 'http://view.invalid');
  if (!/^\/[\w-]+\/oauth$/.test(url.pathname))
    throw new Error(`not the OAuth view: ${viewAddress}`);
  return url.searchParams.get('uid') ?? '';
}
