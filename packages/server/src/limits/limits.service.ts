/**
 * The one limiter (limits/limiter.ts) bound to the store and the clock: count a hit and
 * decide on it, or ask how a key stands without counting. Refunds, resets and notices are
 * the store's own calls (store.limits).
 */
import type { ServiceDeps } from '../shared/deps.js';
import {
  standing,
  verdictOf,
  type LimitPurpose,
  type LimitRule,
  type Standing,
  type Verdict,
} from './limiter.js';

type Deps = Pick<ServiceDeps, 'store' | 'clock'>;

/**
 * Counts one hit of the key (refused or not) and answers the verdict on it. `now` is the
 * clock's unless the caller decided something else at its own `now` (a code's expiry), so
 * that the two decisions see the same instant.
 */
export async function hitLimit(
  deps: Deps,
  purpose: LimitPurpose,
  key: string,
  rule: LimitRule,
  now = deps.clock.now(),
): Promise<Verdict> {
  return verdictOf(await deps.store.limits.hit(purpose, key, rule, now), rule, now);
}

/** Whether the key's next hit would pass, counting nothing. */
export async function limitStanding(
  deps: Deps,
  purpose: LimitPurpose,
  key: string,
  rule: LimitRule,
  now = deps.clock.now(),
): Promise<Standing> {
  return standing(await deps.store.limits.find(purpose, key), rule, now);
}
