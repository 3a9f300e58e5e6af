import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases, type FreshDatabase } from '../test-support/databases.js';
import { namingPool, statementNames } from './named-statements.js';

// Decision 096: PostgreSQL statements are prepared once a connection, by name.
describe('statement names', () => {
  it('the same text has the same name, another text another; past the size, none', () => {
    const nameOf = statementNames(2);
    const first = nameOf('select 1');
    expect(first).toBeDefined();
    expect(nameOf('select 1')).toBe(first);
    const second = nameOf('select 2');
    expect(second).toBeDefined();
    expect(second).not.toBe(first);
    expect(nameOf('select 3')).toBeUndefined();
    expect(nameOf('select 1')).toBe(first);
  });
});

const postgres = databases.find((database) => database.name === 'postgres');

describe.runIf(postgres)('named statements on PostgreSQL', () => {
  let fresh: FreshDatabase;
  let db: Kysely<unknown>;
  // One connection: what it has prepared is what the next query finds.
  beforeAll(async () => {
    fresh = await postgres!.create();
    const pool = new pg.Pool({ connectionString: fresh.databaseUrl, max: 1 });
    db = new Kysely({ dialect: new PostgresDialect({ pool: namingPool(pool) }) });
    await sql`create table t096 (n integer)`.execute(db);
  });
  afterAll(async () => {
    await db?.destroy();
    await fresh?.dispose();
  });

  const prepared = async (text: string) =>
    (
      await sql<{
        name: string;
      }>`select name from pg_prepared_statements where statement = ${text}`.execute(db)
    ).rows.map((row) => row.name);

  it('a text run again with other values is prepared once on the connection, and answers each', async () => {
    for (const n of [1, 2, 3]) await sql`insert into t096 (n) values (${n})`.execute(db);
    const { rows } = await sql<{
      n: number;
    }>`select n from t096 where n >= ${2} order by n`.execute(db);
    expect(rows).toEqual([{ n: 2 }, { n: 3 }]);
    expect(await prepared('insert into t096 (n) values ($1)')).toHaveLength(1);
    expect(await prepared('select n from t096 where n >= $1 order by n')).toHaveLength(1);
  });

  it('a migration that changes the row of a prepared select * (another instance, a rolling deploy): the next run answers with the new row', async () => {
    const all = () => sql<Record<string, unknown>>`select * from t096 where n = ${1}`.execute(db);
    expect((await all()).rows).toEqual([{ n: 1 }]);
    // Another instance migrates: a connection of its own adds a column.
    const other = new pg.Client({ connectionString: fresh.databaseUrl });
    await other.connect();
    await other.query('alter table t096 add column m integer default 7');
    await other.end();
    // PostgreSQL refuses the prepared statement once (0A000); it is prepared again and run.
    expect((await all()).rows).toEqual([{ n: 1, m: 7 }]);
    expect((await all()).rows).toEqual([{ n: 1, m: 7 }]);
  });

  it("a migration's DDL, run once, takes no name", async () => {
    await sql`create index t096_n on t096 (n)`.execute(db);
    expect(await prepared('create index t096_n on t096 (n)')).toEqual([]);
  });

  it('inside a transaction nothing is named: a refusal there could not be tried again', async () => {
    const text = 'select count(*)::int as c from t096 where n < $1';
    await db.transaction().execute(async (trx) => {
      const { rows } = await sql<{
        c: number;
      }>`select count(*)::int as c from t096 where n < ${3}`.execute(trx);
      expect(rows).toEqual([{ c: 2 }]);
    });
    expect(await prepared(text)).toEqual([]);
    // The same text after the transaction is named again.
    await sql`select count(*)::int as c from t096 where n < ${3}`.execute(db);
    expect(await prepared(text)).toHaveLength(1);
  });
});
