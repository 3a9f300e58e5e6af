/**
 * The partner apps a person granted, and revoking one (docs/decisions/080): the security
 * page's "Apps with access". A grant is the provider's record of the scopes an account gave a
 * client; revoking it ends the grant and every code, access and refresh token issued under it
 * at once, so the app's next refresh or userinfo call is refused and its next authorization
 * asks for consent again.
 */
import type Provider from 'oidc-provider';
import { success, type Outcome } from '../errors.js';
import type { Clock } from '../shared/clock.js';
import type { Store } from '../store/store.js';

export interface GrantedApp {
  client_id: string;
  client_name: string;
  logo_uri: string | null;
  scopes: string[];
  granted_at: number;
}

export type GrantDeps = { store: Pick<Store, 'oauthModels'>; clock: Clock };

interface GrantPayload {
  accountId?: string;
  clientId?: string;
  iat?: number;
  openid?: { scope?: string };
}

/** The account's live grants, as the provider saved them. */
async function grantsOf(deps: GrantDeps, accountId: string) {
  const rows = await deps.store.oauthModels.ofAccount('Grant', accountId, deps.clock.now());
  return rows.map((row) => ({ id: row.id, ...(JSON.parse(row.payload) as GrantPayload) }));
}

/** One row per app (the newest grant's scopes, the first grant's time), by name. */
export async function grantedApps(
  deps: GrantDeps,
  provider: Provider,
  accountId: string,
): Promise<Outcome<{ apps: GrantedApp[] }>> {
  const apps = new Map<string, GrantedApp>();
  for (const grant of await grantsOf(deps, accountId)) {
    if (grant.accountId !== accountId || !grant.clientId) continue;
    // A deleted client's grants are worth nothing: it can no longer use them.
    const client = await provider.Client.find(grant.clientId);
    if (!client) continue;
    const scopes = (grant.openid?.scope ?? '').split(' ').filter(Boolean);
    const grantedAt = (grant.iat ?? 0) * 1000;
    const known = apps.get(client.clientId);
    apps.set(client.clientId, {
      client_id: client.clientId,
      client_name: client.clientName ?? client.clientId,
      logo_uri: client.logoUri ?? null,
      scopes: [...new Set([...(known?.scopes ?? []), ...scopes])],
      granted_at: known ? Math.min(known.granted_at, grantedAt) : grantedAt,
    });
  }
  const list = [...apps.values()].sort((a, b) => a.client_name.localeCompare(b.client_name));
  return success({ apps: list });
}

/** The id of the account's newest live grant to the client, if any (a consent remembered). */
export async function newestGrantId(
  deps: GrantDeps,
  accountId: string,
  clientId: string,
): Promise<string | undefined> {
  const theirs = (await grantsOf(deps, accountId)).filter(
    (grant) => grant.accountId === accountId && grant.clientId === clientId,
  );
  theirs.sort((a, b) => (b.iat ?? 0) - (a.iat ?? 0));
  return theirs[0]?.id;
}

/** Ends every grant this account gave the client, with their codes and tokens. */
export async function revokeApp(
  deps: GrantDeps,
  accountId: string,
  clientId: string,
): Promise<Outcome<Record<string, never>>> {
  for (const grant of await grantsOf(deps, accountId)) {
    if (grant.accountId === accountId && grant.clientId === clientId)
      await deps.store.oauthModels.endGrant(grant.id);
  }
  return success({});
}
