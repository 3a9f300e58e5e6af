import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refusedUntil } from '../services/code-budget.js';
import { databases, type FreshDatabase } from '../test-support/databases.js';
import { openStore, type Store } from './store.js';

const hit = (key: string, at: number) => ({ id: randomUUID(), key, at });

describe('refusedUntil: when a window of hits has room again', () => {
  it('has room below the limit; at the limit, when the oldest of the last `limit` leaves', () => {
    expect(refusedUntil([1, 2], 3, 100)).toBeUndefined();
    expect(refusedUntil([1, 2, 3], 3, 100)).toBe(101);
    expect(refusedUntil([1, 2, 3, 4], 3, 100)).toBe(102);
  });
});

describe.each(databases)('code-limit hits (decision 034) on $name', (database) => {
  let fresh: FreshDatabase;
  let store: Store;

  beforeAll(async () => {
    fresh = await database.create();
    store = await openStore(fresh);
  });
  afterAll(async () => {
    await store?.destroy();
    await fresh?.dispose();
  });

  it('parallel takes of one key never pass the limit', async () => {
    const takes = await Promise.all(
      Array.from({ length: 16 }, () => store.codeBudget.take(hit('parallel', 1_000), 0, 10)),
    );
    expect(takes.filter((take) => take.taken)).toHaveLength(10);
    expect(await store.codeBudget.hitsSince('parallel', 0)).toHaveLength(10);
  });

  it('hits older than the window do not count and are forgotten; a refund frees a place', async () => {
    await store.codeBudget.take(hit('window', 100), 0, 2);
    const second = hit('window', 200);
    await store.codeBudget.take(second, 0, 2);
    expect((await store.codeBudget.take(hit('window', 300), 0, 2)).taken).toBe(false);
    await store.codeBudget.refund(second.id);
    expect(await store.codeBudget.take(hit('window', 300), 0, 2)).toEqual({
      taken: true,
      hits: [100, 300],
    });
    expect((await store.codeBudget.take(hit('window', 400), 100, 2)).taken).toBe(true);
    expect(await store.codeBudget.hitsSince('window', 0)).toEqual([300, 400]);
  });

  it('the notice of a key is claimed once per window, even in parallel', async () => {
    await store.codeBudget.take(hit('notice', 1_000), 0, 10);
    const claims = await Promise.all(
      Array.from({ length: 6 }, () => store.codeBudget.claimNotice('notice', 1_000, 0)),
    );
    expect(claims.filter(Boolean)).toHaveLength(1);
    expect(await store.codeBudget.claimNotice('notice', 5_000, 1_000)).toBe(true);
  });
});
