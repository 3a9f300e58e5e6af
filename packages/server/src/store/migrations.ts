/**
 * Runs the migrations of store/migrations/ (one frozen file each; never edit one that has
 * landed, add a new file) with Kysely's Migrator at start-up (it takes a lock, so several
 * instances starting together on PostgreSQL migrate once).
 */
import { Migrator, type Kysely } from 'kysely';
import type { DialectKind } from './dialect.js';
import { migrations } from './migrations/index.js';

/** Brings the schema to the latest version; throws if a migration fails. */
export async function migrateToLatest(db: Kysely<unknown>, kind: DialectKind): Promise<void> {
  const provider = { getMigrations: async () => migrations(kind) };
  const { error } = await new Migrator({ db, provider }).migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
}
