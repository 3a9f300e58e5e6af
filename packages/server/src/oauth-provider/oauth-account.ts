/**
 * Who the provider speaks for (docs/decisions/076): the claims of an account, and the Foyer
 * session of a browser. An account the session gate would refuse (banned, terminated, or a
 * sub-account of one) has no claims, so the provider issues it nothing: no code, no refresh.
 */
import { standingRefusal } from '../restrictions/index.js';
import type { Clock } from '../shared/clock.js';
import { sha256Hex } from '../shared/digest.js';
import type { Store } from '../store/store.js';

type AccountDeps = { store: Store; clock: Clock };

/** The claims userinfo and the id token may release, by scope (`sub` is the account id). */
export interface AccountClaims {
  sub: string;
  email?: string;
  email_verified?: boolean;
  phone_number?: string;
  phone_number_verified?: boolean;
  [claim: string]: unknown;
}

/** The claims of a live account in good standing; undefined otherwise. */
export async function claimsOf(
  deps: AccountDeps,
  accountId: string,
): Promise<AccountClaims | undefined> {
  const account = await deps.store.accounts.findById(accountId);
  if (!account || (await standingRefusal(deps.store, accountId))) return undefined;
  const claims: AccountClaims = { sub: account.id };
  // An account's e-mail or mobile was proven by a code or link before the account was made.
  if (account.email) Object.assign(claims, { email: account.email, email_verified: true });
  if (account.country_code && account.mobile) {
    const phone = `+${account.country_code}${account.mobile}`;
    Object.assign(claims, { phone_number: phone, phone_number_verified: true });
  }
  return claims;
}

/** The account of a browser's live Foyer session (its `foyer_token` cookie), if any. */
export async function foyerSessionOf(
  deps: AccountDeps,
  token: string | undefined,
): Promise<string | undefined> {
  if (!token) return undefined;
  const session = await deps.store.sessions.findLive(sha256Hex(token), deps.clock.now());
  return session?.account_id;
}
