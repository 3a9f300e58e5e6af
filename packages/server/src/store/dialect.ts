/**
 * The two storage engines behind one Kysely type: embedded SQLite (WAL) in DATA_DIR by
 * default, PostgreSQL when DATABASE_URL is set.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, type SqliteDatabase } from 'kysely';
import pg from 'pg';
import { namingPool } from './named-statements.js';
import type { Database } from './schema.js';

export type DialectKind = 'sqlite' | 'postgres';

export interface StorageSettings {
  databaseUrl?: string | undefined;
  dataDir: string;
  /** PostgreSQL: statements prepared once a connection, by name (decision 096); default on. */
  namedStatements?: boolean | undefined;
}

export interface OpenedDatabase {
  db: Kysely<Database>;
  /**
   * Where the writes whose loss on a crash of the database server is harmless go: limit
   * counters, the dev outbox (docs/decisions/087). On PostgreSQL, connections whose commits
   * do not wait for the WAL flush (`synchronous_commit = off`); on SQLite, `db` itself, whose
   * commits never wait for a disk flush in WAL with `synchronous = NORMAL`.
   */
  lax: Kysely<Database>;
  kind: DialectKind;
}

const INT8_OID = 20;
// Milliseconds since the epoch stay far below 2^53, so int8 parses safely to number.
const parseInt8 = (value: string): number => Number(value);

export function openDatabase(
  settings: StorageSettings,
  onPoolError: (error: Error) => void,
): OpenedDatabase {
  if (settings.databaseUrl) {
    return {
      db: openPostgres(settings, onPoolError, 10),
      lax: openPostgres(settings, onPoolError, 5, 'synchronous_commit=off'),
      kind: 'postgres',
    };
  }
  const db = openSqlite(settings.dataDir);
  return { db, lax: db, kind: 'sqlite' };
}

function openPostgres(
  { databaseUrl: connectionString, namedStatements = true }: StorageSettings,
  onPoolError: (error: Error) => void,
  max: number,
  setting?: string,
): Kysely<Database> {
  // Per-pool type parsers, so no process-wide pg.types state is touched.
  const types = {
    getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
      oid === INT8_OID
        ? parseInt8
        : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
  };
  // A setting rides on the connection's start-up packet: every session of the pool has it.
  const options = setting === undefined ? {} : { options: `-c ${setting}` };
  const pool = new pg.Pool({ connectionString, types, max, ...options });
  // Without a listener, an idle client's error (e.g. the server restarting) kills the process.
  pool.on('error', onPoolError);
  return new Kysely<Database>({
    dialect: new PostgresDialect({ pool: namedStatements ? namingPool(pool) : pool }),
  });
}

function openSqlite(dataDir: string): Kysely<Database> {
  mkdirSync(dataDir, { recursive: true });
  const database = new SQLite(join(dataDir, 'foyer.sqlite'));
  database.pragma('journal_mode = WAL');
  database.pragma('foreign_keys = ON');
  // Another process (the admin CLI) may hold the write lock for a moment: wait, don't fail.
  database.pragma('busy_timeout = 5000');
  database.pragma('synchronous = NORMAL');
  return new Kysely<Database>({
    dialect: new SqliteDialect({ database: preparingOnce(database) }),
  });
}

/** How many statements one SQLite database keeps prepared: every shape the server makes fits. */
export const PREPARED_STATEMENTS = 500;

/**
 * Kysely's SQLite driver prepares the statement of every query it runs, and preparing costs
 * more than running most of ours (issue 16: 7 % of a web config's CPU). The same SQL text is
 * prepared once here and reused: the least recently used beyond PREPARED_STATEMENTS are
 * dropped. Safe with one connection: the driver runs one query at a time (its mutex), better-
 * sqlite3 runs it to the end synchronously, and SQLite re-prepares a statement by itself when
 * a migration changes the schema under it.
 */
export function preparingOnce(
  database: SQLite.Database,
  size = PREPARED_STATEMENTS,
): SqliteDatabase {
  const prepared = new Map<string, SQLite.Statement>();
  return {
    close: () => database.close(),
    prepare(sql) {
      let statement = prepared.get(sql);
      if (statement) {
        prepared.delete(sql);
      } else {
        statement = database.prepare(sql);
        if (prepared.size >= size) prepared.delete(prepared.keys().next().value as string);
      }
      prepared.set(sql, statement);
      return statement;
    },
  };
}
