/**
 * Partner apps registered by the operator (docs/decisions/076): `npm run admin --
 * oauth-client create|list|delete`. A client is the provider's `Client` record in
 * `oauth_models`, kept until deleted. Confidential clients get a secret, shown once and
 * stored as its digest; public clients (apps that cannot keep one) have none and rely on
 * PKCE, which the provider requires of every client anyway.
 */
import { randomBytes } from 'node:crypto';
import type { ClientMetadata } from 'oidc-provider';
import { isLoopbackOrigin } from '../config.js';
import type { Clock } from '../shared/clock.js';
import type { Store } from '../store/store.js';
import { newClientSecret } from './oauth-client-secret.js';

export const CLIENT_MODEL = 'Client';

const CLIENT_ID_BYTES = 16;
const MAX_NAME_LENGTH = 80;

export interface NewClient {
  name: string;
  redirectUris: string[];
  postLogoutRedirectUris: string[];
  isPublic: boolean;
  logoUri?: string;
}

export interface ClientSummary {
  clientId: string;
  name: string;
  isPublic: boolean;
  redirectUris: readonly string[];
}

type ClientDeps = { store: Pick<Store, 'oauthModels'>; clock: Clock };

/**
 * RFC 9700 §4.1: redirect URIs are compared exactly, so each is registered whole: https, or
 * http on a loopback address only (a native app's local server), no fragment.
 */
export function redirectUriProblem(raw: string): string | undefined {
  const url = URL.parse(raw);
  if (!url) return `${raw} is not an absolute URL`;
  if (url.hash || raw.includes('#')) return `${raw} has a fragment`;
  if (url.username || url.password) return `${raw} carries credentials`;
  if (url.protocol === 'https:') return undefined;
  if (url.protocol === 'http:' && isLoopbackOrigin(url.origin)) return undefined;
  return `${raw} must be https (http only on a loopback address)`;
}

/**
 * The consent screen shows the logo from its own address (the view's img-src names its origin,
 * oauth-view-framing.ts): https, or http on a loopback address, as redirect URIs (decision 079).
 */
function logoProblem(raw: string): string | undefined {
  const url = URL.parse(raw);
  if (url?.protocol === 'https:') return undefined;
  if (url?.protocol === 'http:' && isLoopbackOrigin(url.origin)) return undefined;
  return `--logo ${raw} must be https (http only on a loopback address)`;
}

/** Registers a client; answers its id, and the secret (once) of a confidential one. */
export async function createClient(
  { store, clock }: ClientDeps,
  wanted: NewClient,
): Promise<{ ok: true; clientId: string; secret?: string } | { ok: false; problem: string }> {
  const name = wanted.name.trim();
  if (!name || name.length > MAX_NAME_LENGTH || /[\p{Cc}<>]/u.test(name)) {
    return { ok: false, problem: `--name must be 1–${MAX_NAME_LENGTH} printable characters` };
  }
  if (wanted.redirectUris.length === 0)
    return { ok: false, problem: 'give at least one --redirect-uri' };
  const problem =
    [...wanted.redirectUris, ...wanted.postLogoutRedirectUris]
      .map(redirectUriProblem)
      .find(Boolean) ?? (wanted.logoUri ? logoProblem(wanted.logoUri) : undefined);
  if (problem) return { ok: false, problem };

  const clientId = randomBytes(CLIENT_ID_BYTES).toString('base64url');
  const secret = wanted.isPublic ? undefined : newClientSecret();
  const metadata: ClientMetadata = {
    client_id: clientId,
    client_name: name,
    redirect_uris: wanted.redirectUris,
    post_logout_redirect_uris: wanted.postLogoutRedirectUris,
    grant_types: ['authorization_code', 'refresh_token'],
    response_types: ['code'],
    // Loopback redirect URIs are a native app's; the provider allows them only for those.
    application_type: wanted.redirectUris.every((uri) => uri.startsWith('https:'))
      ? 'web'
      : 'native',
    ...(wanted.logoUri ? { logo_uri: wanted.logoUri } : {}),
    ...(secret
      ? { client_secret: secret.stored, token_endpoint_auth_method: 'client_secret_basic' }
      : { token_endpoint_auth_method: 'none' }),
  };
  // The provider's own rules check it; loaded here, not at start-up (oauth-paths.ts).
  const { validateClient } = await import('./oauth-provider.js');
  const refused = await validateClient(metadata);
  if (refused) return { ok: false, problem: refused };
  await store.oauthModels.upsert(
    CLIENT_MODEL,
    clientId,
    {
      payload: JSON.stringify(metadata),
      expiresAt: null,
      grantId: null,
      uid: null,
      userCode: null,
      accountId: null,
    },
    clock.now(),
  );
  return { ok: true, clientId, ...(secret ? { secret: secret.secret } : {}) };
}

export async function listClients({ store }: ClientDeps): Promise<ClientSummary[]> {
  const rows = await store.oauthModels.lasting(CLIENT_MODEL);
  return rows.map((row) => {
    const metadata = JSON.parse(row.payload) as ClientMetadata;
    return {
      clientId: row.id,
      name: String(metadata.client_name ?? row.id),
      isPublic: metadata.token_endpoint_auth_method === 'none',
      redirectUris: metadata.redirect_uris ?? [],
    };
  });
}

/** Deletes a client: its codes and tokens can no longer be used (the provider finds no client). */
export async function deleteClient({ store }: ClientDeps, clientId: string): Promise<boolean> {
  const known = (await store.oauthModels.lasting(CLIENT_MODEL)).some((row) => row.id === clientId);
  if (known) await store.oauthModels.destroy(CLIENT_MODEL, clientId);
  return known;
}
