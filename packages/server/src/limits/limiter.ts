/**
 * The one limiter (docs/decisions/042): every attempt limit of the server is a rule over one
 * counter per purpose and key, kept in the database (limits/limits.store.ts) so that every
 * instance sees the same counts, and decided here, as pure functions of the counter, the rule
 * and the time.
 *
 * Windows are fixed and start at a key's first hit, not on clock boundaries: a window lasts
 * `windowMs`, and the first hit after it starts the next one. A rule without `windowMs`
 * counts until the key is reset (consecutive failures). A rule with `blockMs` is a lock-out:
 * the hit that reaches the limit is still allowed (the fifth password is checked) and starts
 * the block; every later hit is refused until the block ends, and the first one after it
 * counts from 1 again. Refused hits are counted too; a refund takes one hit back.
 */

/** What a counter is for; the rule of each lives beside the code that applies it. */
export type LimitPurpose =
  /** Calls per IP and route, per minute (limits/rate-limit-store.ts). */
  | 'calls'
  /** Consecutive wrong passwords per login key and purse, then the lock-out (login.use-case.ts). */
  | 'password'
  /**
   * Consecutive wrong passwords per login key from devices the account does not know: at the
   * ceiling, such devices must prove the mailbox (decision 105, login.use-case.ts).
   */
  | 'passwordStrangers'
  /** Consecutive wrong passwords per login key from any device: NIST's ceiling (decision 105). */
  | 'passwordCeiling'
  /** Consecutive wrong authenticator codes per account and purse, then the lock (two-factor.service.ts). */
  | 'twoFactor'
  /** One code or link per target and purpose per 60 s (resend-cooldown.ts). */
  | 'resend'
  /** Wrong verification codes per identity and code purpose per day (code-budget.ts). */
  | 'wrongCodes'
  /** Code messages per address and per IP per day (code-budget.ts). */
  | 'sends'
  /** Tries per verification code, by the code's id: the fifth voids it (codes.service.ts). */
  | 'codeTries'
  /** Wrong tokens per activation link (its hash); the fifth voids it (pending-sign-up.service.ts). */
  | 'linkTries'
  /** Tries per risk token, by its hash, however many codes it was sent (risk.service.ts). */
  | 'riskCodeTries'
  /** QR approvals per account per hour (qr-approval.service.ts). */
  | 'qrApprovals'
  /** Not counted: the row parallel log-ins queue on to count an account's risk tokens. */
  | 'riskTokens';

export interface LimitRule {
  /** Hits allowed per window; with `blockMs`, the hit that reaches it starts the block. */
  limit: number;
  /** How long a window lasts from its first hit; without it the count lasts until reset. */
  windowMs?: number;
  /** How long the key is refused once a hit reaches the limit (a lock-out). */
  blockMs?: number;
}

/** What is kept per purpose and key. */
export interface LimitCounter {
  /** Hits of the window, refused ones included, less the refunds. */
  count: number;
  /** The window's first hit. */
  startedAt: number;
  /** When the window ends; null when it lasts until the key is reset. */
  resetsAt: number | null;
  /** Until when every hit is refused; null when there is no block. */
  blockedUntil: number | null;
}

export interface Verdict {
  allowed: boolean;
  /** The count with this hit (a lock-out's "wrong password number n"). */
  count: number;
  /** When a refused key may try again; undefined when only a reset frees it. */
  retryAt?: number;
  retryAfterMs?: number;
  /** The block this allowed hit started, by reaching the limit of a lock-out rule. */
  blockedUntil?: number;
  /** When the window of the hit ends (undefined when it lasts until reset). */
  resetsAt?: number;
}

/** Whether a key is open now, asked without counting a hit. */
export interface Standing {
  open: boolean;
  /** When a closed key opens again; undefined when only a reset opens it. */
  retryAt?: number;
}

const isBlocked = (counter: LimitCounter, now: number) =>
  counter.blockedUntil !== null && counter.blockedUntil > now;

/**
 * Whether a counter counts for nothing any more: its block ended, its window ended, or every
 * hit of it was refunded. The next hit starts afresh.
 */
export function hasLapsed(counter: LimitCounter, now: number): boolean {
  if (isBlocked(counter, now)) return false;
  return (
    counter.blockedUntil !== null ||
    (counter.resetsAt !== null && counter.resetsAt <= now) ||
    counter.count <= 0
  );
}

/** The counter after one more hit at `now`: what the store records, in one statement. */
export function afterHit(
  counter: LimitCounter | undefined,
  rule: LimitRule,
  now: number,
): LimitCounter {
  const base =
    !counter || hasLapsed(counter, now)
      ? {
          count: 0,
          startedAt: now,
          resetsAt: rule.windowMs === undefined ? null : now + rule.windowMs,
          blockedUntil: null,
        }
      : counter;
  const count = base.count + 1;
  const blocks = rule.blockMs !== undefined && base.blockedUntil === null && count >= rule.limit;
  return { ...base, count, blockedUntil: blocks ? now + rule.blockMs! : base.blockedUntil };
}

/**
 * The verdict on the hit that left `after`. A blocked key is always over its limit (the block
 * starts at the limit), so the count alone says whether the hit passes.
 */
export function verdictOf(after: LimitCounter, rule: LimitRule, now: number): Verdict {
  const resetsAt = after.resetsAt ?? undefined;
  const window = resetsAt === undefined ? {} : { resetsAt };
  if (after.count <= rule.limit) {
    const started = isBlocked(after, now) ? { blockedUntil: after.blockedUntil! } : {};
    return { allowed: true, count: after.count, ...window, ...started };
  }
  const retryAt = isBlocked(after, now) ? after.blockedUntil! : resetsAt;
  const retry = retryAt === undefined ? {} : { retryAt, retryAfterMs: retryAt - now };
  return { allowed: false, count: after.count, ...window, ...retry };
}

/** One hit decided: the counter to record, and the verdict on it. */
export function decide(
  counter: LimitCounter | undefined,
  rule: LimitRule,
  now: number,
): { next: LimitCounter } & Verdict {
  const next = afterHit(counter, rule, now);
  return { next, ...verdictOf(next, rule, now) };
}

/** Whether the next hit would pass, without counting one (a budget checked before a send). */
export function standing(
  counter: LimitCounter | undefined,
  rule: LimitRule,
  now: number,
): Standing {
  if (!counter || hasLapsed(counter, now)) return { open: true };
  if (isBlocked(counter, now)) return { open: false, retryAt: counter.blockedUntil! };
  if (counter.count < rule.limit) return { open: true };
  return counter.resetsAt === null ? { open: false } : { open: false, retryAt: counter.resetsAt };
}
