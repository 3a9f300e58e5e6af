/**
 * The review of an account's other ways in after its password is reset by recovery
 * (docs/decisions/110). A thief with a stolen session (or the password) may have linked their
 * own Google or bound their own Telegram; the reset ends sessions, but a link would go on
 * signing the thief in. So the reset, in its own transaction, **holds back** every way in the
 * owner may not have made: one made within the last RECENT_WAY_IN_MS, and the one the account
 * was made through (a provider that vouched for an e-mail that the owner has now proven by
 * recovery). Held ways sign nobody in. The reset's answer lists every way in with a review
 * token; the owner keeps or removes each. A held way that is not kept stays removed.
 */
import { sha256Hex } from '../shared/digest.js';
import { failure, success, type Outcome } from '../errors.js';
import type { Account } from '../store/accounts.store.js';
import type { Queries } from '../store/store.js';
import type { ServiceDeps } from '../shared/deps.js';

/** Ways in younger than this are held back by a reset, unless kept. */
export const RECENT_WAY_IN_MS = 24 * 3_600_000;
/** How long the owner has to keep a held way in, from the reset. */
export const WAYS_IN_REVIEW_TTL_MS = 30 * 60_000;

/** A way in as the review lists it. */
export interface WayIn {
  /** 'google' | 'apple' | 'tr' | 'telegram'. */
  way: string;
  linked_at: number;
  /** Held back by the reset: it signs in again only if the owner keeps it. */
  held: boolean;
}

/** What a reset hands the owner: every way in, and the review's token (none without ways). */
export interface WaysInReview {
  waysIn: WayIn[];
  reviewToken?: string;
}

/** Whether a way in may not be the owner's own: recent, or the one the account was made by. */
const doubtful = (account: Account, linkedAt: number, now: number) =>
  now - linkedAt < RECENT_WAY_IN_MS || linkedAt <= account.created_at;

/**
 * In the reset's transaction: holds back the doubtful ways in (an earlier reset's holds are
 * over), and opens the review when the account has any way in.
 */
export async function holdDoubtfulWaysIn(
  tx: Queries,
  account: Account,
  { now, reviewToken }: { now: number; reviewToken: string },
): Promise<WaysInReview> {
  await tx.waysIn.forgetHeld(account.id);
  const waysIn: WayIn[] = [];
  for (const row of await tx.waysIn.current(account.id)) {
    const held = doubtful(account, row.linked_at, now);
    if (held) await tx.waysIn.hold(account.id, row, now);
    waysIn.push({ way: row.way, linked_at: row.linked_at, held });
  }
  if (waysIn.length === 0) return { waysIn };
  const review = {
    tokenHash: sha256Hex(reviewToken),
    accountId: account.id,
    now,
    expiresAt: now + WAYS_IN_REVIEW_TTL_MS,
  };
  await tx.waysIn.openReview(review, now - WAYS_IN_REVIEW_TTL_MS);
  return { waysIn, reviewToken };
}

/**
 * The owner's choice: the ways in named in `keep` stay (a held one is given back), every
 * other one is removed. The review is spent once; answers the ways in that remain.
 */
export async function reviewWaysIn(
  deps: Pick<ServiceDeps, 'store' | 'clock'>,
  { reviewToken, keep }: { reviewToken: string; keep: readonly string[] },
): Promise<Outcome<{ waysIn: WayIn[] }>> {
  const now = deps.clock.now();
  const kept = new Set(keep);
  type Reviewed = { ok: true; waysIn: WayIn[] } | { ok: false };
  const outcome = await deps.store.atomically<Reviewed>(async (tx) => {
    const accountId = await tx.waysIn.takeReview(sha256Hex(reviewToken), now);
    if (accountId === undefined) return { ok: false };
    for (const held of await tx.waysIn.held(accountId)) {
      if (kept.has(held.way)) await tx.waysIn.release(held);
      else await tx.waysIn.forgetHeld(accountId, held.way);
    }
    for (const row of await tx.waysIn.current(accountId)) {
      if (!kept.has(row.way)) await tx.waysIn.remove(accountId, row.way);
    }
    const left = await tx.waysIn.current(accountId);
    const waysIn = left.map((row) => ({ way: row.way, linked_at: row.linked_at, held: false }));
    return { ok: true, waysIn };
  });
  if (!outcome.ok) {
    return failure({ kind: 'invalidParams', message: 'Unknown or expired review_token' });
  }
  return success({ waysIn: outcome.waysIn });
}
