import { describe, expect, it } from 'vitest';
import {
  decide,
  verdictOf,
  type LimitCounter,
  type LimitPurpose,
  type LimitRule,
} from './limiter.js';
import { databases } from '../test-support/databases.js';
import { suiteStore } from '../test-support/suite-store.js';

const MINUTE = 60_000;
const WINDOW = { limit: 3, windowMs: 100 };
const LOCK = { limit: 5, blockMs: 900 };

type Step = { hit: number } | { refund: true } | { reset: true };

describe.each(databases)('the limit counters (decision 042) on $name', (database) => {
  const { store } = suiteStore(database);
  let n = 0;
  const newKey = () => `key ${(n += 1)}`;

  /** Plays `steps` on the store and on the pure model side by side; answers both counters. */
  async function play(rule: LimitRule, steps: Step[]) {
    const key = newKey();
    let model: LimitCounter | undefined;
    const stored: (LimitCounter | undefined)[] = [];
    const modelled: (LimitCounter | undefined)[] = [];
    for (const step of steps) {
      if ('hit' in step) {
        model = decide(model, rule, step.hit).next;
        stored.push(await store().limits.hit('calls', key, rule, step.hit));
      } else if ('refund' in step) {
        model = model && model.count > 0 ? { ...model, count: model.count - 1 } : model;
        await store().limits.refund('calls', key);
        stored.push(await store().limits.find('calls', key));
      } else {
        model = undefined;
        await store().limits.reset('calls', key);
        stored.push(await store().limits.find('calls', key));
      }
      modelled.push(model);
    }
    return { stored, modelled };
  }

  it('one statement counts exactly as the pure afterHit: windows, refused hits, lapses and refunds', async () => {
    const { stored, modelled } = await play(WINDOW, [
      { hit: 10 },
      { hit: 20 },
      { hit: 30 },
      { hit: 40 },
      { refund: true },
      { hit: 110 },
      { refund: true },
      { hit: 120 },
      { hit: 130 },
      { reset: true },
      { hit: 140 },
    ]);
    expect(stored).toEqual(modelled);
  });

  it('and exactly as the pure afterHit for a lock-out: the block at the limit, its end, a reset', async () => {
    const times = [1, 2, 3, 4, 5, 6, 904, 905, 906];
    const { stored, modelled } = await play(LOCK, [
      ...times.map((hit) => ({ hit })),
      { reset: true },
      { hit: 907 },
    ]);
    expect(stored).toEqual(modelled);
    expect(stored[4]?.blockedUntil).toBe(905);
  });

  it('hits counted together in one statement count each key exactly as the pure afterHit', async () => {
    const short = { limit: 1, windowMs: 60 };
    const long = { limit: 3, windowMs: 200 };
    const [a, b, c] = [newKey(), newKey(), newKey()];
    const hits = [
      { purpose: 'resend' as const, key: a, rule: short },
      { purpose: 'sends' as const, key: b, rule: long },
      { purpose: 'sends' as const, key: c, rule: long },
    ];
    const models: (LimitCounter | undefined)[] = [undefined, undefined, undefined];
    // Key c already has two hits of its own; b's are refunded between the rounds.
    await store().limits.hit('sends', c, long, 5);
    models[2] = decide(decide(undefined, long, 5).next, long, 5).next;
    await store().limits.hit('sends', c, long, 5);
    for (const now of [10, 40, 70, 100, 250]) {
      const counted = await store().limits.hitTogether(hits, now);
      hits.forEach(({ rule }, i) => (models[i] = decide(models[i], rule, now).next));
      expect(counted).toEqual(models);
      await store().limits.refund('sends', b);
      models[1] = { ...models[1]!, count: models[1]!.count - 1 };
    }
    expect(verdictOf(models[2]!, long, 250)).toMatchObject({ allowed: true, count: 1 });
  });

  it('hits counted together refuse a rule with a block, and a key named twice', async () => {
    const key = newKey();
    await expect(
      store().limits.hitTogether([{ purpose: 'password', key, rule: LOCK }], 1),
    ).rejects.toThrow(/block/);
    const twice = { purpose: 'sends' as const, key, rule: WINDOW };
    await expect(store().limits.hitTogether([twice, twice], 1)).rejects.toThrow(/twice/);
    expect(await store().limits.find('sends', key)).toBeUndefined();
  });

  it('parallel hits counted together never pass the limit of any of their keys', async () => {
    const [a, b] = [newKey(), newKey()];
    const rule = { limit: 4, windowMs: 60_000 };
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        store().limits.hitTogether(
          [
            { purpose: 'sends', key: a, rule },
            { purpose: 'resend', key: b, rule },
          ],
          1_000,
        ),
      ),
    );
    for (const column of [0, 1]) {
      const counts = results.map((counters) => counters[column]!.count).sort((x, y) => x - y);
      expect(counts).toEqual(Array.from({ length: 10 }, (_, i) => i + 1));
    }
  });

  it('a resend cooldown allows one send per minute per target', async () => {
    const rule = { limit: 1, windowMs: MINUTE };
    const send = async (target: string, now: number) =>
      verdictOf(await store().limits.hit('resend', target, rule, now), rule, now);
    expect(await send('t4@x.io', 10_000)).toMatchObject({ allowed: true });
    expect(await send('t4@x.io', 10_000 + MINUTE - 1)).toMatchObject({
      allowed: false,
      retryAt: 10_000 + MINUTE,
    });
    expect(await send('other@x.io', 10_001)).toMatchObject({ allowed: true });
    expect(await send('t4@x.io', 10_000 + MINUTE)).toMatchObject({ allowed: true });
  });

  it('login failures: counts tries, keeps the lock until it runs out, then starts again at 1', async () => {
    const id = 'who@x.io';
    const rule = { limit: 3, blockMs: 8_000 };
    expect(await store().limits.hit('password', id, rule, 1000)).toMatchObject({
      count: 1,
      blockedUntil: null,
    });
    expect((await store().limits.hit('password', id, rule, 1001)).count).toBe(2);
    expect(await store().limits.hit('password', id, rule, 1002)).toMatchObject({
      count: 3,
      blockedUntil: 9002,
    });
    expect(await store().limits.hit('password', id, rule, 9001)).toMatchObject({
      count: 4,
      blockedUntil: 9002,
    });
    expect(await store().limits.hit('password', id, rule, 9002)).toMatchObject({
      count: 1,
      blockedUntil: null,
    });
    await store().limits.reset('password', id);
    expect(await store().limits.find('password', id)).toBeUndefined();
  });

  it('parallel hits of one key never pass the limit', async () => {
    const key = newKey();
    const rule = { limit: 10, windowMs: 60_000 };
    const counters = await Promise.all(
      Array.from({ length: 16 }, () => store().limits.hit('calls', key, rule, 1_000)),
    );
    const verdicts = counters.map((counter) => verdictOf(counter, rule, 1_000));
    expect(verdicts.filter((v) => v.allowed)).toHaveLength(10);
    expect(counters.map((c) => c.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 16 }, (_, i) => i + 1),
    );
  });

  it('parallel wrong passwords: five are checked, one of them starts the lock, the rest are refused', async () => {
    const key = newKey();
    const counters = await Promise.all(
      Array.from({ length: 8 }, () => store().limits.hit('password', key, LOCK, 1_000)),
    );
    const verdicts = counters.map((counter) => verdictOf(counter, LOCK, 1_000));
    expect(verdicts.filter((v) => v.allowed)).toHaveLength(5);
    expect(verdicts.filter((v) => v.blockedUntil !== undefined)).toHaveLength(1);
    expect(verdicts.filter((v) => !v.allowed).every((v) => v.retryAt === 1_900)).toBe(true);
  });

  it('a key of one purpose never counts for another purpose', async () => {
    const key = newKey();
    await store().limits.hit('password', key, LOCK, 0);
    await store().limits.hit('password', key, LOCK, 0);
    expect((await store().limits.hit('twoFactor', key, LOCK, 0)).count).toBe(1);
    await store().limits.reset('twoFactor', key);
    expect(await store().limits.find('password', key)).toMatchObject({ count: 2 });
  });

  it('the notice of a window is claimed once, even in parallel; the next window has its own', async () => {
    const key = newKey();
    await store().limits.hit('wrongCodes', key, WINDOW, 1_000);
    const claims = await Promise.all(
      Array.from({ length: 6 }, () => store().limits.claimNotice('wrongCodes', key, 1_000)),
    );
    expect(claims.filter(Boolean)).toHaveLength(1);
    await store().limits.hit('wrongCodes', key, WINDOW, 1_100);
    expect(await store().limits.claimNotice('wrongCodes', key, 1_100)).toBe(true);
    expect(await store().limits.claimNotice('wrongCodes', key, 1_150)).toBe(false);
  });

  it('holding a key counts nothing: the next hit is the first', async () => {
    const key = newKey();
    await store().limits.hold('riskTokens', key, 500);
    expect(await store().limits.hit('riskTokens', key, WINDOW, 500)).toEqual({
      count: 1,
      startedAt: 500,
      resetsAt: 600,
      blockedUntil: null,
    });
    await store().limits.hold('riskTokens', key, 510);
    expect((await store().limits.find('riskTokens', key))?.count).toBe(1);
  });

  it('the sweep deletes lapsed counters only: ended windows and ended blocks', async () => {
    const purpose: LimitPurpose = 'sends';
    const [ended, live, unlocked, locked, counting] = [1, 2, 3, 4, 5].map(() => newKey());
    const at = 10_000_000;
    await store().limits.hit(purpose, ended!, WINDOW, at - 100);
    await store().limits.hit(purpose, live!, WINDOW, at - 99);
    for (let i = 0; i < 5; i += 1) await store().limits.hit(purpose, unlocked!, LOCK, at - 900);
    for (let i = 0; i < 5; i += 1) await store().limits.hit(purpose, locked!, LOCK, at - 899);
    await store().limits.hit(purpose, counting!, LOCK, 0);
    await store().limits.purgeLapsed(at);
    const left = async (key: string) => (await store().limits.find(purpose, key)) !== undefined;
    expect(
      await Promise.all([ended, live, unlocked, locked, counting].map((k) => left(k!))),
    ).toEqual([false, true, false, true, true]);
  });
});
