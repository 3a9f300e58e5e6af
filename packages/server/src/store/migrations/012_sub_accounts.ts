import type { Kysely, Migration } from 'kysely';

/**
 * Sub-accounts (docs/decisions/020): each is an ordinary accounts row (no e-mail, no phone), so
 * sessions, restrictions and the profile work unchanged; this table adds its name and its one
 * main account. Names are unique across the server: log-in asks for the name alone.
 */
export const subAccounts: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('sub_accounts')
      .addColumn('account_id', 'text', (c) =>
        c.primaryKey().references('accounts.id').onDelete('cascade'),
      )
      .addColumn('parent_id', 'text', (c) =>
        c.notNull().references('accounts.id').onDelete('cascade'),
      )
      .addColumn('name', 'text', (c) => c.notNull().unique())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('sub_accounts_parent')
      .on('sub_accounts')
      .columns(['parent_id', 'created_at'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('sub_accounts').execute();
  },
};
