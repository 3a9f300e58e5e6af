import type { Kysely, Migration } from 'kysely';

/**
 * One person, one account (docs/decisions/143): the holder's declaration that this account is
 * their one account on the exchange, one row per account, replaced by a later declaration.
 * Listed in store/migrations/index.ts by its key.
 */
export const onePersonBinds: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('one_person_binds')
      .addColumn('account_id', 'text', (c) =>
        c.primaryKey().notNull().references('accounts.id').onDelete('cascade'),
      )
      // 1: declared the holder's one account; 0: the declaration withdrawn.
      .addColumn('bound', 'integer', (c) => c.notNull())
      .addColumn('set_at', 'bigint', (c) => c.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('one_person_binds').execute();
  },
};
