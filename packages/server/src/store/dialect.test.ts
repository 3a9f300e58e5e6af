import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases, type FreshDatabase } from '../test-support/databases.js';
import { openDatabase, preparingOnce, type OpenedDatabase } from './dialect.js';
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

// Issue 16: better-sqlite3 prepares once what Kysely would prepare on every query.
describe('SQLite statements prepared once', () => {
  const counting = () => {
    const database = new SQLite(':memory:');
    let prepares = 0;
    const prepare = database.prepare.bind(database);
    database.prepare = ((text: string) => {
      prepares += 1;
      return prepare(text);
    }) as typeof database.prepare;
    return { database, prepares: () => prepares };
  };

  it('the same SQL text is prepared once and answers with the values of each call', async () => {
    const { database, prepares } = counting();
    const db = new Kysely<Database>({
      dialect: new SqliteDialect({ database: preparingOnce(database) }),
    });
    await sql`create table t (n integer)`.execute(db);
    for (const n of [1, 2, 3]) await sql`insert into t (n) values (${n})`.execute(db);
    const { rows } = await sql<{ n: number }>`select n from t where n >= ${2} order by n`.execute(
      db,
    );
    expect(rows).toEqual([{ n: 2 }, { n: 3 }]);
    expect(prepares()).toBe(3); // create, insert, select
    await db.destroy();
  });

  it('a schema changed under a prepared statement is read anew', async () => {
    const { database } = counting();
    const db = new Kysely<Database>({
      dialect: new SqliteDialect({ database: preparingOnce(database) }),
    });
    await sql`create table t (n integer)`.execute(db);
    const all = () => sql<Record<string, unknown>>`select * from t`.execute(db);
    await sql`insert into t (n) values (1)`.execute(db);
    expect((await all()).rows).toEqual([{ n: 1 }]);
    await sql`alter table t add column m integer default 7`.execute(db);
    expect((await all()).rows).toEqual([{ n: 1, m: 7 }]);
    await db.destroy();
  });

  it('keeps at most its size, dropping the least recently used', () => {
    const { database, prepares } = counting();
    const once = preparingOnce(database, 2);
    once.prepare('select 1');
    once.prepare('select 2');
    once.prepare('select 1'); // now the most recent
    once.prepare('select 3'); // drops "select 2"
    expect(prepares()).toBe(3);
    once.prepare('select 1');
    expect(prepares()).toBe(3);
    once.prepare('select 2');
    expect(prepares()).toBe(4);
    database.close();
  });
});
