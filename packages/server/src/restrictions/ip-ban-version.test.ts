/**
 * Banned address ranges across instances (behaviour §6 "Log-in blocked by address", §8 "IP
 * limited"; issue 16): each instance reads the ranges again only when their version moved,
 * and a ban made anywhere (the admin CLI, a SQL prompt) holds at every instance's next request.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { databases, type FreshDatabase } from '../test-support/databases.js';
import { openStore, type Store } from '../store/store.js';
import { ipBanned } from './restrictions.service.js';

describe.each(databases)('banned ranges at two instances, on $name', (database) => {
  let fresh: FreshDatabase;
  let [first, second, operator]: Store[] = [];

  beforeAll(async () => {
    fresh = await database.create();
    first = await openStore(fresh);
    second = await openStore(fresh);
    operator = await openStore(fresh);
  });
  afterAll(async () => {
    for (const store of [first, second, operator]) await store?.destroy();
    await fresh?.dispose();
  });

  const bannedAt = (ip: string) => Promise.all([first!, second!].map((s) => ipBanned(s, ip)));

  it("a ban made by the operator holds at both instances' next check, and so does its lifting", async () => {
    expect(await bannedAt('198.51.100.9')).toEqual([false, false]);
    await operator!.restrictions.banRange('198.51.100.0/24', 1);
    expect(await bannedAt('198.51.100.9')).toEqual([true, true]);
    await operator!.restrictions.unbanRange('198.51.100.0/24');
    expect(await bannedAt('198.51.100.9')).toEqual([false, false]);
  });

  it('a range written straight into the table, past the store, is seen as well', async () => {
    await sql`insert into ip_bans (range, since, note) values ('203.0.113.0/24', 1, null)`.execute(
      operator!.db,
    );
    expect(await bannedAt('203.0.113.5')).toEqual([true, true]);
    await sql`delete from ip_bans`.execute(operator!.db);
    expect(await bannedAt('203.0.113.5')).toEqual([false, false]);
  });

  it('while nothing changes, the ranges are not read again: only their version is', async () => {
    await operator!.restrictions.banRange('192.0.2.0/24', 1);
    expect(await ipBanned(first!, '192.0.2.1')).toBe(true);
    const reads = vi.spyOn(first!.restrictions, 'bannedRanges');
    try {
      for (let i = 0; i < 5; i += 1) expect(await ipBanned(first!, `192.0.2.${i}`)).toBe(true);
      expect(reads).not.toHaveBeenCalled();
      await operator!.restrictions.banRange('192.0.2.0/24', 2, 'the note changed');
      expect(await ipBanned(first!, '192.0.2.1')).toBe(true);
      expect(reads).toHaveBeenCalledTimes(1);
    } finally {
      reads.mockRestore();
      await operator!.restrictions.unbanRange('192.0.2.0/24');
    }
  });
});
