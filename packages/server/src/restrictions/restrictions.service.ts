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
import { credentialsChanged } from '../sessions/index.js';

type Restrictions = Store['restrictions'];
type RangeSet = ReturnType<typeof rangeSet>;

/**
 * The banned ranges each instance read last, with their version (issue 16: every door asks,
 * and the table was read whole each time). Kept per store, so instances in one process (the
 * tests) keep their own.
 */
const banned = new WeakMap<Restrictions, { version: number; ranges: RangeSet }>();

/**
 * Whether the visitor's address lies in a banned range. The version is read every time, so a
 * ban made anywhere holds at the next request everywhere; the ranges only when it moved. The
 * version is read before the ranges: a change between the two reads leaves newer ranges under
 * an older version, read again next time, never older ranges under a newer one.
 */
export async function ipBanned(store: Store, ip: string): Promise<boolean> {
  const { restrictions } = store;
  const version = await restrictions.banVersion();
  let known = banned.get(restrictions);
  if (known?.version !== version) {
    const rows = await restrictions.bannedRanges();
    const ranges = rows.flatMap((row) => {
      const range = parseRange(row.range);
      return range ? [range] : [];
    });
    known = { version, ranges: rangeSet(ranges) };
    banned.set(restrictions, known);
  }
  return known.ranges.has(ip);
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
  const restriction = await store.restrictions.standingOf(accountId);
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
 * termination): the restriction and the end of every session and OpenID grant of the account,
 * and of its sub-accounts for a main account, in one transaction (sessions/credentials-changed.ts).
 * Whoever holds a session or a partner's refresh token may be the reason for the ban, and
 * lifting the ban brings neither back.
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
    const ended = await credentialsChanged(tx, accountId, now);
    return { ok: true, sessionsEnded: ended.sessions };
  });
  return done.sessionsEnded;
}
