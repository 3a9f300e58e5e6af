/**
 * A real OpenID provider for tests (`oidc-provider`, docs/decisions/059), on 127.0.0.1 on a
 * free port: its discovery document, its JWKS, id tokens it issues itself with its own key
 * (its `IdToken` model), and its whole authorization-code flow (decision 061): `signIn`
 * plays the browser with plain HTTP requests, the test finishing the provider's log-in and
 * consent for the person it names. Nothing leaves loopback.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import Provider, { type ClientMetadata } from 'oidc-provider';
import { appleTokenGate, type AppleKeyCheck } from './apple-token-gate.js';

/** The client Foyer is at the provider, and another one of the same provider. */
export const FOYER_CLIENT_ID = 'foyer-web';
export const OTHER_CLIENT_ID = 'someone-else';
/** Foyer's Services ID at the Apple stand-in (`appleKey`): its secret is the ES256 JWT. */
export const APPLE_CLIENT_ID = 'foyer-apple';
/** The secret a client is registered with at the provider (Foyer's: its *_CLIENT_SECRET). */
export const clientSecretOf = (clientId: string) => `${clientId}-secret-of-at-least-32-characters`;

export interface TestOidcProvider {
  issuer: string;
  /**
   * The browser's part of the authorization-code flow: opens `authorizationUrl` at the
   * provider, logs `person` in and consents (or, with `deny`, refuses: access_denied), and
   * answers where the provider sends the browser back: the redirect URI with its query
   * (`url`), or, for `response_mode=form_post`, that URI and the form it posts (`form`).
   */
  signIn(
    authorizationUrl: string,
    person: IdTokenClaims,
    options?: { deny?: boolean },
  ): Promise<{ url: string; form?: Record<string, string> }>;
  /** The private signing key the provider serves the public half of (its `kid` included). */
  signingKey: JWK & { kid: string };
  /**
   * An id token the provider issues for `clientId` (Foyer's by default), outside any
   * authorization-code flow; `expiresAt` (epoch seconds) replaces its 10 minutes.
   */
  idToken(claims: IdTokenClaims, clientId?: string, expiresAt?: number): Promise<string>;
  close(): Promise<void>;
}

export interface IdTokenClaims {
  sub: string;
  email?: string;
  email_verified?: boolean | string;
  nonce?: string;
}

/** An RSA signing key as a private JWK, usable as the provider's (or a forger's). */
export async function rsaSigningKey(kid: string): Promise<JWK & { kid: string }> {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  return { ...(await exportJWK(privateKey)), kid, alg: 'RS256', use: 'sig' };
}

export interface TestProviderOptions {
  /** The redirect URIs registered for Foyer's client (the test server's callbacks). */
  redirectUris?: string[];
  /**
   * A client APPLE_CLIENT_ID that proves itself as at Apple (decision 073): an ES256 client
   * secret in the form, checked with this key's public half before the provider sees the call.
   */
  appleKey?: Omit<AppleKeyCheck, 'issuer' | 'standInSecret' | 'clientId'>;
}

/** The path where the test finishes the provider's interaction (log-in and consent). */
const FINISH_PATH = '/test-interaction/';

/** Starts a provider; pass `signingKey` to make two issuers that share one key. */
export async function startOidcProvider(
  signingKey?: JWK & { kid: string },
  options: TestProviderOptions = {},
): Promise<TestOidcProvider> {
  const key = signingKey ?? (await rsaSigningKey('test-key-1'));
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const issuer = `http://127.0.0.1:${port}`;
  const secretOf = clientSecretOf;
  const client = (client_id: string): ClientMetadata => ({
    client_id,
    client_secret: secretOf(client_id),
    redirect_uris: ['http://127.0.0.1/callback', ...(options.redirectUris ?? [])],
    response_types: ['code'],
    grant_types: ['authorization_code'],
    id_token_signed_response_alg: 'RS256',
    ...(client_id === APPLE_CLIENT_ID ? { token_endpoint_auth_method: 'client_secret_post' } : {}),
  });
  const provider = new Provider(issuer, {
    clients: [
      client(FOYER_CLIENT_ID),
      client(OTHER_CLIENT_ID),
      ...(options.appleKey ? [client(APPLE_CLIENT_ID)] : []),
    ],
    jwks: { keys: [key] },
    // `name`: Apple's scope (its name comes in the form_post's `user` field, not the token).
    claims: { openid: ['sub'], email: ['email', 'email_verified'], name: [] },
    ttl: { IdToken: 600 },
    // The e-mail in the id token itself, as Google and Apple put it.
    conformIdTokenClaims: false,
    // The log-in and consent are finished by the test (FINISH_PATH), not by its pages.
    features: { devInteractions: { enabled: false } },
    // The people `signIn` logged in, by subject, with the claims their tokens carry.
    findAccount: (_ctx, sub) => ({
      accountId: sub,
      claims: () => ({ sub, ...people.get(sub) }),
    }),
  });
  const people = new Map<string, Omit<IdTokenClaims, 'sub' | 'nonce'>>();
  const callback = options.appleKey
    ? appleTokenGate(
        {
          ...options.appleKey,
          issuer,
          clientId: APPLE_CLIENT_ID,
          standInSecret: secretOf(APPLE_CLIENT_ID),
        },
        provider.callback(),
      )
    : provider.callback();
  server.on('request', (request, response) => {
    if (request.url?.startsWith(FINISH_PATH)) {
      finishInteraction(request, response).catch((error: Error) => {
        response.statusCode = 500;
        response.end(error.message);
      });
    } else callback(request, response);
  });

  /** The log-in and consent of the person the query names, or the refusal (`deny=1`). */
  async function finishInteraction(request: IncomingMessage, response: ServerResponse) {
    const query = new URL(request.url ?? '/', issuer).searchParams;
    const details = await provider.interactionDetails(request, response);
    if (query.get('deny') === '1') {
      await provider.interactionFinished(request, response, {
        error: 'access_denied',
        error_description: 'the person refused',
      });
      return;
    }
    const accountId = query.get('sub') ?? '';
    const grant = new provider.Grant({ accountId, clientId: String(details.params.client_id) });
    grant.addOIDCScope(String(details.params.scope));
    const grantId = await grant.save();
    await provider.interactionFinished(request, response, {
      login: { accountId },
      consent: { grantId },
    });
  }

  return {
    issuer,
    signingKey: key,
    async signIn(authorizationUrl, person, { deny = false } = {}) {
      // The nonce is the authorization request's, never the person's.
      const { sub, nonce: _nonce, ...claims } = person;
      people.set(sub, claims);
      const browser = cookieJar();
      // The provider sends the browser to its interaction; the test finishes it there.
      const interaction = await browser.go(authorizationUrl);
      const uid = new URL(interaction, issuer).pathname.split('/').pop() ?? '';
      const finish = new URL(`${FINISH_PATH}${uid}`, issuer);
      finish.searchParams.set(deny ? 'deny' : 'sub', deny ? '1' : sub);
      const resume = await browser.go(finish.href);
      return browser.back(new URL(resume, issuer).href);
    },
    async idToken(claims, clientId = FOYER_CLIENT_ID, expiresAt) {
      const found = await provider.Client.find(clientId);
      if (!found) throw new Error(`no client ${clientId}`);
      const { nonce, ...available } = claims;
      const token = new provider.IdToken(available, { client: found });
      // The claims an authorization for `openid email` releases (the provider's Claims mask).
      Object.assign(token, { scope: 'openid email' });
      if (nonce !== undefined) token.set('nonce', nonce);
      return token.issue({ use: 'idtoken', ...(expiresAt === undefined ? {} : { expiresAt }) });
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** A browser's cookies at the provider, and its steps that answer where it is sent next. */
function cookieJar() {
  const cookies = new Map<string, string>();
  const request = async (url: string) => {
    const response = await fetch(url, {
      redirect: 'manual',
      headers: { cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; ') },
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return response;
  };
  return {
    /** Follows one step: the redirect's location. */
    async go(url: string): Promise<string> {
      const response = await request(url);
      const location = response.headers.get('location');
      if (!location) throw new Error(`${url} answered ${response.status} without a redirect`);
      return location;
    },
    /** The last step: a redirect back, or the page of a form_post and its fields. */
    async back(url: string): Promise<{ url: string; form?: Record<string, string> }> {
      const response = await request(url);
      const location = response.headers.get('location');
      if (location) return { url: location };
      const page = await response.text();
      const action = /<form[^>]*action="([^"]+)"/.exec(page)?.[1];
      if (!action) throw new Error(`${url} answered ${response.status}: no redirect, no form`);
      const form: Record<string, string> = {};
      for (const [, name = '', value = ''] of page.matchAll(
        /<input type="hidden" name="([^"]+)" value="([^"]*)"/g,
      )) {
        form[name] = value;
      }
      return { url: action, form };
    },
  };
}
