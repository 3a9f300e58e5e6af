/**
 * Several server instances behind one load balancer start at the same moment on one PostgreSQL
 * database (docs/engineering.md "Storage"): the schema must be migrated once, not raced.
 */
import { readFile } from 'node:fs/promises';
import { sql } from 'kysely';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { databases } from '../test-support/databases.js';
import { readSchema } from '../test-support/schema-catalogue.js';
import { MIGRATION_LOCK_KEY } from './migrations.js';
import { migrations } from './migrations/index.js';
import { openStore, type Store } from './store.js';

const postgres = databases.find((database) => database.name === 'postgres');

const snapshot = async () =>
  JSON.parse(
    await readFile(new URL('./migrations/schema.postgres.snap.json', import.meta.url), 'utf8'),
  ) as unknown;

async function recordedTimes(store: Store): Promise<Record<string, number>> {
  const { rows } = await sql<{ name: string; times: number }>`
    select name, count(*)::int as times from kysely_migration group by name`.execute(store.db);
  return Object.fromEntries(rows.map((row) => [row.name, row.times]));
}

/** Other sessions waiting for the migration lock (pg_locks splits a bigint key in two). */
async function waitingForMigrationLock(client: pg.Client): Promise<number> {
  const { rows } = await client.query<{ waiting: number }>(
    `select count(*)::int as waiting from pg_locks
     where locktype = 'advisory' and not granted
       and ((classid::bigint << 32) | objid::bigint) = $1`,
    [MIGRATION_LOCK_KEY],
  );
  return rows[0]?.waiting ?? 0;
}

describe.skipIf(!postgres)('migrations on one PostgreSQL database', () => {
  it('two instances starting at once both open, each migration is recorded once, and the schema is the snapshot', async () => {
    const fresh = await postgres!.create();
    const stores: Store[] = [];
    try {
      stores.push(...(await Promise.all([openStore(fresh), openStore(fresh)])));
      const once = Object.fromEntries(Object.keys(migrations('postgres')).map((key) => [key, 1]));
      expect(await recordedTimes(stores[0]!)).toEqual(once);
      expect(await readSchema(stores[0]!.db, 'postgres')).toEqual(await snapshot());
    } finally {
      await Promise.all(stores.map((store) => store.destroy()));
      await fresh.dispose();
    }
  });

  it('an instance waits while another holds the migration lock, touching nothing, then migrates', async () => {
    const fresh = await postgres!.create();
    const other = new pg.Client({ connectionString: fresh.databaseUrl });
    await other.connect();
    let opening: Promise<Store> | undefined;
    try {
      await other.query('select pg_advisory_lock($1::bigint)', [MIGRATION_LOCK_KEY]);
      opening = openStore(fresh);
      // The waiting session shows in pg_locks: a condition, not a timer.
      await expect.poll(() => waitingForMigrationLock(other), { timeout: 20_000 }).toBe(1);
      const { rows } = await other.query<{ table: string | null }>(
        `select to_regclass('kysely_migration')::text as table`,
      );
      expect(rows[0]?.table).toBeNull();
      await other.query('select pg_advisory_unlock($1::bigint)', [MIGRATION_LOCK_KEY]);
      const store = await opening;
      opening = undefined;
      expect(Object.keys(await recordedTimes(store)).sort()).toEqual(
        Object.keys(migrations('postgres')),
      );
      await store.destroy();
    } finally {
      await other.end();
      await (await opening?.catch(() => undefined))?.destroy();
      await fresh.dispose();
    }
  });
});
