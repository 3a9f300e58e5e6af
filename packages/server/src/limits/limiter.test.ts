import { describe, expect, it } from 'vitest';
import { decide, standing, type LimitCounter, type LimitRule } from './limiter.js';

/** Hits `rule` at each time in turn from no counter; answers each decision. */
function run(rule: LimitRule, times: number[], start?: LimitCounter) {
  let counter = start;
  return times.map((now) => {
    const decision = decide(counter, rule, now);
    counter = decision.next;
    return decision;
  });
}

const allowed = (rule: LimitRule, times: number[]) => run(rule, times).map((d) => d.allowed);

describe('a window: `limit` hits from its first hit until `windowMs` later', () => {
  const rule = { limit: 3, windowMs: 100 };

  it('allows the first `limit` hits, refuses the next ones until the window ends', () => {
    expect(allowed(rule, [10, 20, 30, 40, 109])).toEqual([true, true, true, false, false]);
  });

  it('a refusal says when the window ends, and how long that is from now', () => {
    const refused = run(rule, [10, 20, 30, 40])[3]!;
    expect(refused).toMatchObject({ allowed: false, count: 4, retryAt: 110, retryAfterMs: 70 });
  });

  it('the window starts at the first hit, not on a clock boundary; the hit at its end starts the next', () => {
    const decisions = run(rule, [50, 60, 70, 149, 150, 151]);
    expect(decisions.map((d) => d.allowed)).toEqual([true, true, true, false, true, true]);
    expect(decisions[4]!.next).toEqual({
      count: 1,
      startedAt: 150,
      resetsAt: 250,
      blockedUntil: null,
    });
  });

  it('refused hits are counted too, and do not move the window', () => {
    const decisions = run(rule, [0, 1, 2, 3, 4]);
    expect(decisions.map((d) => d.count)).toEqual([1, 2, 3, 4, 5]);
    expect(decisions.every((d) => d.next.resetsAt === 100)).toBe(true);
  });

  it('a counter whose hits were all refunded starts a new window at the next hit', () => {
    const refunded = { count: 0, startedAt: 0, resetsAt: 100, blockedUntil: null };
    expect(decide(refunded, rule, 40).next).toEqual({
      count: 1,
      startedAt: 40,
      resetsAt: 140,
      blockedUntil: null,
    });
  });
});

describe('a cooldown is a window of one hit', () => {
  const rule = { limit: 1, windowMs: 60_000 };

  it('one send per 60 s: a second within it waits for the rest, one at 60 s passes', () => {
    const decisions = run(rule, [1_000, 31_000, 61_000]);
    expect(decisions.map((d) => d.allowed)).toEqual([true, false, true]);
    expect(decisions[1]!.retryAfterMs).toBe(30_000);
  });
});

describe('a lock-out: `limit` hits without a window, then a block of `blockMs`', () => {
  const rule = { limit: 5, blockMs: 900 };

  it('hits 1..4 pass with their count; the 5th passes and starts the block', () => {
    const decisions = run(rule, [1, 2, 3, 4, 5]);
    expect(decisions.map((d) => d.allowed)).toEqual([true, true, true, true, true]);
    expect(decisions.map((d) => d.count)).toEqual([1, 2, 3, 4, 5]);
    expect(decisions.slice(0, 4).every((d) => d.blockedUntil === undefined)).toBe(true);
    expect(decisions[4]!.blockedUntil).toBe(905);
  });

  it('while blocked every hit is refused until the block ends, which later hits do not extend', () => {
    const decisions = run(rule, [1, 2, 3, 4, 5, 6, 904]);
    expect(decisions.slice(5).map((d) => [d.allowed, d.retryAt])).toEqual([
      [false, 905],
      [false, 905],
    ]);
  });

  it('the first hit after the block counts from 1 again', () => {
    const last = run(rule, [1, 2, 3, 4, 5, 905]).at(-1)!;
    expect(last).toMatchObject({ allowed: true, count: 1 });
    expect(last.next.blockedUntil).toBeNull();
  });

  it('without a window the count lasts: failures a year apart still add up', () => {
    const year = 365 * 24 * 3_600_000;
    expect(run(rule, [0, year, 2 * year]).map((d) => d.count)).toEqual([1, 2, 3]);
  });

  it('a refusal while blocked has no window to wait for, only the block', () => {
    const refused = run(rule, [1, 2, 3, 4, 5, 6]).at(-1)!;
    expect(refused.resetsAt).toBeUndefined();
    expect(refused.retryAt).toBe(905);
  });
});

describe('a limit without a window or a block is closed for good once reached (until reset)', () => {
  it('refuses with no time to retry at', () => {
    const refused = run({ limit: 1 }, [0, 10]).at(-1)!;
    expect(refused.allowed).toBe(false);
    expect(refused.retryAt).toBeUndefined();
  });
});

describe('standing: how a key stands, counting nothing', () => {
  const rule = { limit: 2, windowMs: 100 };
  const after = (times: number[], r: LimitRule = rule) => run(r, times).at(-1)!.next;

  it('open with no counter, or below the limit', () => {
    expect(standing(undefined, rule, 0)).toEqual({ open: true });
    expect(standing(after([0]), rule, 1)).toEqual({ open: true });
  });

  it('closed at the limit until the window ends, open from then', () => {
    expect(standing(after([0, 5]), rule, 99)).toEqual({ open: false, retryAt: 100 });
    expect(standing(after([0, 5]), rule, 100)).toEqual({ open: true });
  });

  it('closed while blocked until the block ends', () => {
    const lock = { limit: 2, blockMs: 50 };
    expect(standing(after([0, 10], lock), lock, 59)).toEqual({ open: false, retryAt: 60 });
    expect(standing(after([0, 10], lock), lock, 60)).toEqual({ open: true });
  });
});
