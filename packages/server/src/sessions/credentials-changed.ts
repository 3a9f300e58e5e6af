/**
 * What a change of credentials ends (docs/decisions/106): whoever held the old ones may have
 * opened sessions or granted a partner app access through our OpenID provider, and both must
 * die with them (NIST SP 800-63B; RFC 9700: revoke the grant on a credential change). One step,
 * called by every change: a password reset, an operator's "must reset password" and
 * "reset two-factor", two-factor turned on or off, a ban or termination, a sub-account's new
 * password and its deletion.
 *
 * A main account's change ends its sub-accounts' sessions and grants too: the holder of a
 * stolen session could create a sub-account and use it, and a sub-account has no mailbox of
 * its own through which to notice.
 */
import type { Queries } from '../store/store.js';

export interface CredentialsChange {
  /** The session that made the change (two-factor on or off from the security page): it stays. */
  keepTokenHash?: string;
}

/** What the step ended: sessions, and records of the OpenID provider (grants and tokens). */
export interface Ended {
  sessions: number;
  grantRecords: number;
}

/** The account and, for a main account, its live sub-accounts. */
export async function accountWithSubAccounts(
  store: Pick<Queries, 'subAccounts'>,
  accountId: string,
): Promise<string[]> {
  const subs = await store.subAccounts.ofParent(accountId);
  return [accountId, ...subs.map((row) => row.account_id)];
}

/**
 * Ends every session (but the one that asked, when given) and every OpenID grant (with its
 * codes, access and refresh tokens) of the account and of its sub-accounts. Pass a
 * transaction's queries to make it part of the change itself.
 */
export async function credentialsChanged(
  store: Pick<Queries, 'subAccounts' | 'sessions' | 'oauthModels'>,
  accountId: string,
  now: number,
  { keepTokenHash }: CredentialsChange = {},
): Promise<Ended> {
  const accountIds = await accountWithSubAccounts(store, accountId);
  const sessions = await store.sessions.revokeAllOf(accountIds, now, keepTokenHash);
  const grantRecords = await store.oauthModels.endGrantsOf(accountIds);
  return { sessions, grantRecords };
}
