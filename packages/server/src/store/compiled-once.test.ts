import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { compiledOnce, compiledPerShape } from './compiled-once.js';
import type { Database } from './schema.js';

// Issue 16: the limit counters' upsert is built and compiled once and run with each call's values.
describe('a query compiled once', () => {
  let db: Kysely<Database>;
  let compiles = 0;

  beforeEach(async () => {
    db = new Kysely<Database>({ dialect: new SqliteDialect({ database: new SQLite(':memory:') }) });
    await sql`create table t (n integer, m integer, label text)`.execute(db);
    compiles = 0;
  });
  afterEach(() => db.destroy());

  const insert = () =>
    compiledOnce<{ n: number; label: string }, { n: number; m: number; label: string }>(
      db,
      ['n', 'label'],
      (values) => {
        compiles += 1;
        return sql<{ n: number; m: number; label: string }>`insert into t (n, m, label)
          values (${values.n}, ${values.n} + ${10}, ${values.label}) returning n, m, label`;
      },
    );

  it("runs with each call's values, a value used twice in both places, constants kept", async () => {
    const run = insert();
    expect(await run({ n: 1, label: 'one' })).toEqual([{ n: 1, m: 11, label: 'one' }]);
    expect(await run({ n: 2, label: 'two' })).toEqual([{ n: 2, m: 12, label: 'two' }]);
    expect(compiles).toBe(1);
  });

  it('refuses a build in which a value does not reach the parameters (it decided the shape)', async () => {
    const run = compiledOnce<{ n: number; wide: boolean }, { n: number }>(
      db,
      ['n', 'wide'],
      (values) =>
        values.wide ? sql`select ${values.n} as n, 1 as w` : sql`select ${values.n} as n`,
    );
    await expect(run({ n: 1, wide: true })).rejects.toThrow(/wide never reached/);
  });

  it('one compiled query per shape: each shape built at its first use, then only run', async () => {
    const built: number[] = [];
    const insertRows = compiledPerShape((rows: number) => {
      const names = Array.from({ length: rows }, (_, row) => `n${row}`);
      return compiledOnce<Record<string, number>, { n: number }>(db, names, (values) => {
        built.push(rows);
        const rowsOf = names.map((name) => sql`(${values[name]})`);
        return sql<{ n: number }>`insert into t (n) values ${sql.join(rowsOf)} returning n`;
      });
    });
    expect(await insertRows(1)({ n0: 1 })).toEqual([{ n: 1 }]);
    expect(await insertRows(2)({ n0: 2, n1: 3 })).toEqual([{ n: 2 }, { n: 3 }]);
    expect(await insertRows(1)({ n0: 4 })).toEqual([{ n: 4 }]);
    expect(await insertRows(2)({ n0: 5, n1: 6 })).toEqual([{ n: 5 }, { n: 6 }]);
    expect(built).toEqual([1, 2]);
  });
});
