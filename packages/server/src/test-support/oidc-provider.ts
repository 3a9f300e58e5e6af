/**
 * A real OpenID provider for tests (`oidc-provider`, docs/decisions/059), on 127.0.0.1 on a
 * free port: its discovery document, its JWKS, and id tokens it issues itself with its own
 * key (its `IdToken` model, as its authorization-code flow would). Nothing leaves loopback.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import Provider, { type ClientMetadata } from 'oidc-provider';

/** The client Foyer is at the provider, and another one of the same provider. */
export const FOYER_CLIENT_ID = 'foyer-web';
export const OTHER_CLIENT_ID = 'someone-else';

export interface TestOidcProvider {
  issuer: string;
  /** The private signing key the provider serves the public half of (its `kid` included). */
  signingKey: JWK & { kid: string };
  /** An id token the provider issues for `clientId` (Foyer's by default). */
  idToken(claims: IdTokenClaims, clientId?: string): Promise<string>;
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

/** Starts a provider; pass `signingKey` to make two issuers that share one key. */
export async function startOidcProvider(
  signingKey?: JWK & { kid: string },
): Promise<TestOidcProvider> {
  const key = signingKey ?? (await rsaSigningKey('test-key-1'));
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const issuer = `http://127.0.0.1:${port}`;
  const client = (client_id: string): ClientMetadata => ({
    client_id,
    client_secret: `${client_id}-secret-of-at-least-32-characters`,
    redirect_uris: ['http://127.0.0.1/callback'],
    response_types: ['code'],
    grant_types: ['authorization_code'],
    id_token_signed_response_alg: 'RS256',
  });
  const provider = new Provider(issuer, {
    clients: [client(FOYER_CLIENT_ID), client(OTHER_CLIENT_ID)],
    jwks: { keys: [key] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'] },
    ttl: { IdToken: 600 },
    // Tokens are issued by its IdToken model, not through its log-in pages.
    features: { devInteractions: { enabled: false } },
  });
  server.on('request', provider.callback());

  return {
    issuer,
    signingKey: key,
    async idToken(claims, clientId = FOYER_CLIENT_ID) {
      const found = await provider.Client.find(clientId);
      if (!found) throw new Error(`no client ${clientId}`);
      const { nonce, ...available } = claims;
      const token = new provider.IdToken(available, { client: found });
      // The claims an authorization for `openid email` releases (the provider's Claims mask).
      Object.assign(token, { scope: 'openid email' });
      if (nonce !== undefined) token.set('nonce', nonce);
      return token.issue({ use: 'idtoken' });
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
