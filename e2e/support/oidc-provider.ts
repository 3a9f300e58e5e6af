/**
 * A real OpenID provider on loopback for the third-party journeys (`oidc-provider`, decision
 * 059), standing in for Google, Apple or the Turkish provider: its own log-in and consent pages
 * (the library's development interactions), its discovery document, its keys, and a client for
 * Foyer whose redirect URI is the Foyer server's callback. The person who logs in there is
 * whoever types an e-mail address in its log-in field: the address is the subject and a
 * verified e-mail claim.
 *
 * It listens on `localhost`, not 127.0.0.1, so its cookies never mix with the Foyer server's
 * (cookies are per host, not per port).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

export const E2E_CLIENT_SECRET = 'foyer-e2e-client-secret-of-at-least-32-characters';

export interface E2eOidcProvider {
  issuer: string;
  clientId: string;
  /** Registers Foyer's callback for `provider` at the Foyer server `foyerOrigin`. */
  serve(foyerOrigin: string, provider: 'google' | 'apple' | 'tr'): void;
  close(): Promise<void>;
}

/** Listens first (the Foyer server needs the issuer), serves once Foyer's origin is known. */
export async function listenOidcProvider(clientId = 'foyer-e2e'): Promise<E2eOidcProvider> {
  const server: Server = createServer((_request, response) => {
    response.writeHead(503).end('not serving yet');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const issuer = `http://localhost:${port}`;
  return {
    issuer,
    clientId,
    serve(foyerOrigin, providerName) {
      const provider = new Provider(issuer, {
        clients: [
          {
            client_id: clientId,
            client_secret: E2E_CLIENT_SECRET,
            redirect_uris: [`${foyerOrigin}/thirdparty/callback/${providerName}`],
            response_types: ['code'],
            grant_types: ['authorization_code'],
            token_endpoint_auth_method: 'client_secret_basic',
            id_token_signed_response_alg: 'RS256',
          },
        ],
        claims: { openid: ['sub'], email: ['email', 'email_verified'] },
        ttl: { Interaction: 600, Session: 600, Grant: 600, AuthorizationCode: 60, IdToken: 600 },
        // Its own log-in and consent pages: any address typed in the log-in field signs in.
        features: { devInteractions: { enabled: true } },
        // The e-mail in the id token itself, as Google and Apple put it there (the library
        // otherwise keeps scope claims for its userinfo endpoint when it issues a code).
        conformIdTokenClaims: false,
        findAccount: (_context, id) => ({
          accountId: id,
          claims: () => ({ sub: id, email: id, email_verified: true }),
        }),
      });
      server.removeAllListeners('request');
      server.on('request', provider.callback());
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
