/**
 * The standing of an account and of a visitor's address: what the operators' bans and
 * terminations (admin CLI) mean for log-in. behaviour §8: 31003 banned account (ban check), 40029
 * terminated, 31018 IP limited.
 */
import type { DomainError } from '../errors.js';
import type { AccountState, RestrictionKind } from '../store/schema.js';
import type { Queries, Store } from '../store/store.js';
import type { Clock } from '../shared/clock.js';
import { parseRange, rangeSet } from '../shared/ip-ranges.js';

/** Whether the visitor's address lies in a banned range. */
export async function ipBanned(store: Store, ip: string): Promise<boolean> {
  const rows = await store.restrictions.bannedRanges();
  const ranges = rows.flatMap((row) => {
    const range = parseRange(row.range);
    return range ? [range] : [];
  });
  return rangeSet(ranges).has(ip);
}

/**
 * Why an account may not act now: its own ban or termination, or its main account's for a
 * sub-account (a sub-account answers for its holder). Asked by log-in after the right
 * password, and by every private call (sessions/session-gate.ts), so a session never outlives
 * the account's standing.
 */
export async function standingRefusal(
  store: Queries,
  accountId: string,
): Promise<DomainError | undefined> {
  const own = await store.restrictions.ofAccount(accountId);
  const holderId = own ? undefined : (await store.subAccounts.findByAccount(accountId))?.parent_id;
  const restriction = own ?? (holderId ? await store.restrictions.ofAccount(holderId) : undefined);
  if (restriction?.state === 'terminated') return { kind: 'accountTerminated' };
  if (restriction?.state === 'banned') {
    return {
      kind: 'accountBanned',
      selfHelp: restriction.kind === 'self_help',
      bannedAt: restriction.since,
    };
  }
  return undefined;
}

type Restricted = { ok: true; sessionsEnded: number };

/**
 * The one way an account is banned or terminated (an operator's ban, a self-help ban, a
 * termination): the restriction and the end of every session of the account, and of its
 * sub-accounts for a main account, in one transaction. Whoever holds a session may be the
 * reason for the ban.
 */
export async function restrictAccount(
  deps: { store: Store; clock: Clock },
  accountId: string,
  restriction: { state: AccountState; kind: RestrictionKind; note?: string | null },
): Promise<number> {
  const now = deps.clock.now();
  const done = await deps.store.atomically<Restricted>(async (tx) => {
    const { state, kind, note = null } = restriction;
    await tx.restrictions.restrict(accountId, state, kind, now, note);
    const subIds = (await tx.subAccounts.ofParent(accountId)).map((row) => row.account_id);
    const sessionsEnded = await tx.sessions.revokeAllOf([accountId, ...subIds], now);
    return { ok: true, sessionsEnded };
  });
  return done.sessionsEnded;
}
