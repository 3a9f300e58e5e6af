/**
 * A real OpenID provider on loopback for the third-party journeys (`oidc-provider`, decision
 * 059), standing in for Google, Apple or the Turkish provider: its own log-in and consent pages
 * (the library's development interactions), its discovery document, its keys, and a client for
 * Foyer whose redirect URI is the Foyer server's callback. The person who logs in there is
 * whoever types an e-mail address in its log-in field: the address is the subject and a
 * verified e-mail claim.
 *
 * It listens on `localhost`, not 127.0.0.1, so its cookies never mix with the Foyer server's
 * (cookies are per host, not per port); the Apple stand-in is the exception (below).
 */
import { generateKeyPairSync } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type ClientMetadata } from 'oidc-provider';
import {
  appleTokenGate,
  type AppleKeyCheck,
} from '../../packages/server/src/test-support/apple-token-gate.js';

export const E2E_CLIENT_SECRET = 'foyer-e2e-client-secret-of-at-least-32-characters';

export interface E2eOidcProvider {
  issuer: string;
  clientId: string;
  /** Registers Foyer's callback for `provider` at the Foyer server `foyerOrigin`. */
  serve(foyerOrigin: string, provider: 'google' | 'apple' | 'tr'): void;
  close(): Promise<void>;
}

/** How the stand-in differs when it plays Apple (decision 073). */
interface AppleRole {
  /** The key check of Apple's token endpoint; its issuer is the stand-in's. */
  key: Omit<AppleKeyCheck, 'issuer' | 'standInSecret' | 'clientId'>;
}

/**
 * Listens first (the Foyer server needs the issuer), serves once Foyer's origin is known.
 * `host` is the issuer's host name (`localhost` unless told).
 */
export async function listenOidcProvider(
  clientId = 'foyer-e2e',
  { host = 'localhost', apple }: { host?: string; apple?: AppleRole } = {},
): Promise<E2eOidcProvider> {
  const server: Server = createServer((_request, response) => {
    response.writeHead(503).end('not serving yet');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const issuer = `http://${host}:${port}`;
  return {
    issuer,
    clientId,
    serve(foyerOrigin, providerName) {
      const client: ClientMetadata = {
        client_id: clientId,
        client_secret: E2E_CLIENT_SECRET,
        redirect_uris: [`${foyerOrigin}/thirdparty/callback/${providerName}`],
        response_types: ['code'],
        grant_types: ['authorization_code'],
        // Apple reads the client's secret from the form only.
        token_endpoint_auth_method: apple ? 'client_secret_post' : 'client_secret_basic',
        id_token_signed_response_alg: 'RS256',
      };
      const provider = new Provider(issuer, {
        clients: [client],
        // `name`: Apple's scope; the name itself comes in its form_post, never in the token.
        claims: { openid: ['sub'], email: ['email', 'email_verified'], name: [] },
        ttl: { Interaction: 600, Session: 600, Grant: 600, AuthorizationCode: 60, IdToken: 600 },
        // Its own log-in and consent pages: any address typed in the log-in field signs in.
        features: { devInteractions: { enabled: true } },
        // The e-mail in the id token itself, as Google and Apple put it there (the library
        // otherwise keeps scope claims for its userinfo endpoint when it issues a code).
        conformIdTokenClaims: false,
        // Apple has sent email_verified as the string "true"; the verifier reads both.
        findAccount: (_context, id) => ({
          accountId: id,
          claims: () => ({ sub: id, email: id, email_verified: apple ? 'true' : true }),
        }),
      });
      const check = { issuer, clientId, standInSecret: E2E_CLIENT_SECRET };
      server.removeAllListeners('request');
      server.on(
        'request',
        apple
          ? appleTokenGate({ ...apple.key, ...check }, provider.callback())
          : provider.callback(),
      );
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** What the Foyer server is configured with to use an Apple stand-in. */
export interface AppleStandIn {
  provider: E2eOidcProvider;
  /** APPLE_CLIENT_ID, APPLE_TEAM_ID, APPLE_KEY_ID, APPLE_PRIVATE_KEY and APPLE_ISSUER. */
  env: Record<string, string>;
}

/**
 * A stand-in for Sign in with Apple (decision 073): a key made now (Foyer signs its client
 * secrets with the private half, the stand-in's token endpoint checks them with the public
 * half), its token endpoint behind Apple's client check, Apple's form_post answer (Foyer asks
 * for it), and an id token with the e-mail as Apple's carries it. It is served on 127.0.0.1,
 * the same site as the e2e Foyer server: on http the flow's cookie is SameSite=Lax, which a
 * cross-site POST does not carry; over https Foyer makes Apple's cookie SameSite=None.
 */
export async function listenAppleStandIn(): Promise<AppleStandIn> {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  const key = { publicKey, keyId: 'E2EKEY0001', teamId: 'E2ETEAM001' };
  const provider = await listenOidcProvider('com.example.foyer.e2e', {
    host: '127.0.0.1',
    apple: { key },
  });
  return {
    provider,
    env: {
      APPLE_ISSUER: provider.issuer,
      APPLE_CLIENT_ID: provider.clientId,
      APPLE_TEAM_ID: key.teamId,
      APPLE_KEY_ID: key.keyId,
      APPLE_PRIVATE_KEY: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    },
  };
}
