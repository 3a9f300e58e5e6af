/**
 * Migration 022: the counted keys and hits of the code limits (docs/decisions/034): wrong-code
 * budgets and send caps. Kept in its own file; store/migrations.ts lists it by key.
 */
import type { Kysely, Migration } from 'kysely';

// The schema builder's column types are checked per call, not by the table types.
type AnyDb = Kysely<unknown>;

export const wrongCodeBudget: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('limit_keys')
      .addColumn('key', 'text', (c) => c.primaryKey())
      .addColumn('noticed_at', 'bigint')
      .execute();
    await db.schema
      .createTable('limit_hits')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('key', 'text', (c) => c.notNull())
      .addColumn('at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('limit_hits_key_at')
      .on('limit_hits')
      .columns(['key', 'at'])
      .execute();
  },
  async down(db: AnyDb) {
    for (const table of ['limit_hits', 'limit_keys']) {
      await db.schema.dropTable(table).execute();
    }
  },
};
