import type { Kysely, Migration } from 'kysely';

/**
 * Restrictions operators (and, later, the self-help freeze) put on accounts and on visitor
 * addresses: the real causes behind behaviour §8's 31003 (banned), 40029 (terminated) and 31018
 * (IP limited).
 */
export const restrictions: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('account_restrictions')
      .addColumn('account_id', 'text', (c) =>
        c.primaryKey().references('accounts.id').onDelete('cascade'),
      )
      .addColumn('state', 'text', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('since', 'bigint', (c) => c.notNull())
      .addColumn('note', 'text')
      .execute();
    await db.schema
      .createTable('ip_bans')
      .addColumn('range', 'text', (c) => c.primaryKey())
      .addColumn('since', 'bigint', (c) => c.notNull())
      .addColumn('note', 'text')
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('ip_bans').execute();
    await db.schema.dropTable('account_restrictions').execute();
  },
};
