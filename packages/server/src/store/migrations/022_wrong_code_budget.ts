import type { Kysely, Migration } from 'kysely';

/**
 * The counted keys and hits of the code limits (docs/decisions/034): wrong-code budgets and
 * send caps.
 */
export const wrongCodeBudget: Migration = {
  async up(db: Kysely<unknown>) {
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
  async down(db: Kysely<unknown>) {
    for (const table of ['limit_hits', 'limit_keys']) {
      await db.schema.dropTable(table).execute();
    }
  },
};
