import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases, type FreshDatabase } from '../../test-support/databases.js';
import { limitCounters } from './027_limit_counters.js';
import { openStore, type Store } from '../store.js';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

describe.each(databases)(
  'migration 027 on $name: counts in force survive the upgrade',
  (database) => {
    let fresh: FreshDatabase;
    let store: Store;
    const now = Date.now();

    beforeAll(async () => {
      fresh = await database.create();
      store = await openStore(fresh);
      const db = store.db as unknown as Kysely<unknown>;
      await store.accounts.insert({
        id: '300000001',
        email: 'tf@x.io',
        country_code: null,
        mobile: null,
        password_hash: '$argon2id$stub',
        country: '',
        created_at: now - DAY,
        site: 'BYBIT',
      });
      await store.twoFactor.startEnabling('300000001', 'JBSWY3DPEHPK3PXP', now - DAY);
      // Back to the tables of before, with counts in them, then up again.
      await limitCounters.down!(db);
      const lockedUntil = now + 10 * MINUTE;
      await sql`insert into login_failures values ('locked@x.io', 5, ${lockedUntil}, ${now})`.execute(
        db,
      );
      await sql`insert into login_failures values ('tried@x.io', 2, null, ${now})`.execute(db);
      await sql`update two_factor set failures = 5, locked_until = ${lockedUntil}`.execute(db);
      await sql`insert into send_cooldowns values ('sent@x.io', ${now - 10_000})`.execute(db);
      await sql`insert into send_cooldowns values ('long-ago@x.io', ${now - DAY})`.execute(db);
      for (const [id, at] of [
        ['h1', now - 3 * 60 * MINUTE],
        ['h2', now - 60 * MINUTE],
      ] as const) {
        await sql`insert into limit_hits values (${id}, 'wrong-code recovery abc', ${at})`.execute(
          db,
        );
      }
      await sql`insert into limit_hits values ('h3', 'send ip 203.0.113.7', ${now})`.execute(db);
      await sql`insert into limit_keys values ('wrong-code recovery abc', ${now})`.execute(db);
      await limitCounters.up(db);
    });
    afterAll(async () => {
      await store?.destroy();
      await fresh?.dispose();
    });

    it('a password lock-out in force stays, and a count of wrong passwords goes on', async () => {
      expect(await store.limits.find('password', 'locked@x.io')).toMatchObject({
        count: 5,
        blockedUntil: now + 10 * MINUTE,
      });
      expect(await store.limits.find('password', 'tried@x.io')).toMatchObject({ count: 2 });
    });

    it('a two-factor lock in force stays', async () => {
      expect(await store.limits.find('twoFactor', '300000001')).toMatchObject({
        count: 5,
        blockedUntil: now + 10 * MINUTE,
      });
    });

    it('a resend wait in force stays; one long over is not carried', async () => {
      expect(await store.limits.find('resend', 'sent@x.io')).toMatchObject({
        count: 1,
        resetsAt: now - 10_000 + MINUTE,
      });
      expect(await store.limits.find('resend', 'long-ago@x.io')).toBeUndefined();
    });

    it('a wrong-code budget keeps its count, its window from the first hit, and its notice', async () => {
      const started = now - 3 * 60 * MINUTE;
      expect(await store.limits.find('wrongCodes', 'recovery abc')).toEqual({
        count: 2,
        startedAt: started,
        resetsAt: started + DAY,
        blockedUntil: null,
      });
      expect(await store.limits.claimNotice('wrongCodes', 'recovery abc', now)).toBe(false);
      expect(await store.limits.find('sends', 'ip 203.0.113.7')).toMatchObject({ count: 1 });
    });
  },
);
