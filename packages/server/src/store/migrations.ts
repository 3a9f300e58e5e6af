/**
 * Runs the migrations of store/migrations/ (one frozen file each; never edit one that has
 * landed, add a new file) with Kysely's Migrator at start-up.
 */
import { Migrator, sql, type Kysely } from 'kysely';
import type { DialectKind } from './dialect.js';
import { migrations } from './migrations/index.js';

/**
 * The PostgreSQL advisory lock key held around a whole migration run ("Foyer" in ASCII). Any
 * fixed bigint would do; it only has to differ from the keys other software takes on the same
 * database (Kysely's own is 3853314791062309107).
 */
export const MIGRATION_LOCK_KEY = 0x466f796572;

/**
 * Brings the schema to the latest version; throws if a migration fails. On PostgreSQL, several
 * instances may start at once: they take turns, and the ones after the first find nothing left
 * to do.
 */
export async function migrateToLatest(db: Kysely<unknown>, kind: DialectKind): Promise<void> {
  if (kind === 'postgres') {
    await whileHoldingMigrationLock(db, () => runMigrator(db, kind));
  } else {
    await runMigrator(db, kind);
  }
}

async function runMigrator(db: Kysely<unknown>, kind: DialectKind): Promise<void> {
  const provider = { getMigrations: async () => migrations(kind) };
  const { error } = await new Migrator({ db, provider }).migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
}

/**
 * Kysely's Migrator takes its own advisory lock, but only around running the migrations: it
 * creates its bookkeeping tables before that, unlocked, and tolerates the races. Ours covers
 * the whole run, whatever a Kysely upgrade changes. It is a session lock on one dedicated
 * connection, held while the Migrator works on others of the pool; an instance that dies
 * holding it releases it with its connection.
 */
async function whileHoldingMigrationLock(
  db: Kysely<unknown>,
  work: () => Promise<void>,
): Promise<void> {
  await db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${MIGRATION_LOCK_KEY}::bigint)`.execute(connection);
    try {
      await work();
    } finally {
      await sql`select pg_advisory_unlock(${MIGRATION_LOCK_KEY}::bigint)`.execute(connection);
    }
  });
}
