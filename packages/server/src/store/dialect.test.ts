import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases, type FreshDatabase } from '../test-support/databases.js';
import { openDatabase, type OpenedDatabase } from './dialect.js';
import type { Database } from './schema.js';

const setting = async (db: Kysely<Database>) =>
  (await sql<{ synchronous_commit: string }>`show synchronous_commit`.execute(db)).rows[0]
    ?.synchronous_commit;

// Decision 087: what a success answer promises waits for the WAL flush; the limit counters,
// the sign-up send records and the dev outbox do not.
describe.each(databases)('the two write paths on $name', (database) => {
  let fresh: FreshDatabase;
  let opened: OpenedDatabase;

  beforeAll(async () => {
    fresh = await database.create();
    opened = openDatabase(fresh, () => {});
  });
  afterAll(async () => {
    await opened?.db.destroy();
    if (opened?.lax !== opened?.db) await opened?.lax.destroy();
    await fresh?.dispose();
  });

  it('on PostgreSQL the durable connections commit synchronously and the lax ones do not; SQLite has one connection', async () => {
    if (opened.kind === 'sqlite') {
      expect(opened.lax).toBe(opened.db);
      return;
    }
    expect(await setting(opened.db)).toBe('on');
    expect(await setting(opened.lax)).toBe('off');
  });

  it('a row committed on the lax connections is seen at once on the durable ones', async () => {
    await sql`create table t087 (n integer)`.execute(opened.db);
    await sql`insert into t087 (n) values (1)`.execute(opened.lax);
    const { rows } = await sql<{ n: number }>`select n from t087`.execute(opened.db);
    expect(rows).toEqual([{ n: 1 }]);
  });
});
