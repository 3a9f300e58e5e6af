import type { Kysely, Migration } from 'kysely';

/** Migration 010: the operators' "must reset password" flag (behaviour §4 pre_action 1). */
export const recovery: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('password_resets')
      .addColumn('account_id', 'text', (c) =>
        c.primaryKey().references('accounts.id').onDelete('cascade'),
      )
      .addColumn('since', 'bigint', (c) => c.notNull())
      .addColumn('note', 'text')
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('password_resets').execute();
  },
};
