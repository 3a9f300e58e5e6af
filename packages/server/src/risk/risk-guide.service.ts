/**
 * Guided sign-ins (decision 025, behaviour §4 risk_token type guide): a log-in with the right
 * password from a device the account knows, in a country it has not used. The log-in
 * completes; the sign-in is recorded, and its risk token (stored by the widget) lets the
 * person acknowledge the "signed in from a new country" notice of the security page, once.
 */
import { failure, success, type Outcome } from '../errors.js';
import type { ServiceDeps } from '../shared/deps.js';
import { sha256Hex } from '../shared/digest.js';

/** How long a guided sign-in stays on the security page unless acknowledged. */
export const GUIDED_SIGN_IN_NOTICE_MS = 30 * 24 * 60 * 60_000;

export interface GuidedSignInNotice {
  country: string;
  createdAt: number;
}

/** Records a guided sign-in and answers its risk token (256 random bits, stored hashed). */
export async function recordGuidedSignIn(
  deps: ServiceDeps,
  accountId: string,
  country: string,
): Promise<string> {
  const token = deps.random.sessionToken();
  await deps.store.riskGuide.insert({
    token_hash: sha256Hex(token),
    account_id: accountId,
    country,
    created_at: deps.clock.now(),
  });
  return token;
}

/** The account's guided sign-ins of the last 30 days not acknowledged yet, newest first. */
export async function pendingGuidedSignIns(
  deps: ServiceDeps,
  accountId: string,
): Promise<GuidedSignInNotice[]> {
  const since = deps.clock.now() - GUIDED_SIGN_IN_NOTICE_MS;
  const rows = await deps.store.riskGuide.pending(accountId, since);
  return rows.map((row) => ({ country: row.country, createdAt: row.created_at }));
}

/**
 * Acknowledges the guided sign-in of a risk token for the signed-in account: the token
 * works once, only for its own account, within the 30 days (37001 otherwise).
 */
export async function acknowledgeGuidedSignIn(
  deps: ServiceDeps,
  accountId: string,
  riskToken: string,
): Promise<Outcome<void>> {
  const now = deps.clock.now();
  const since = now - GUIDED_SIGN_IN_NOTICE_MS;
  const done = await deps.store.riskGuide.acknowledge(sha256Hex(riskToken), accountId, since, now);
  return done ? success(undefined) : failure({ kind: 'riskTokenInvalid' });
}
