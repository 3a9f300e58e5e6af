import type { Kysely, Migration } from 'kysely';

/**
 * Guided sign-ins (docs/decisions/025-risk-guide.md): a log-in from a known device in a new
 * country, with the hash of its guide risk token and when the person acknowledged it.
 */
export const riskGuide: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('guided_sign_ins')
      .addColumn('token_hash', 'text', (c) => c.primaryKey())
      .addColumn('account_id', 'text', (c) =>
        c.notNull().references('accounts.id').onDelete('cascade'),
      )
      .addColumn('country', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('acknowledged_at', 'bigint')
      .execute();
    await db.schema
      .createIndex('guided_sign_ins_account')
      .on('guided_sign_ins')
      .columns(['account_id', 'created_at'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('guided_sign_ins').execute();
  },
};
