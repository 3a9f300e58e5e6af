import type { Kysely, Migration } from 'kysely';

/**
 * The review of an account's other ways in when its password is reset by recovery
 * (docs/decisions/110): the provider links and Telegram binding held back from signing in
 * until the owner keeps them, and the review that the reset's answer hands the owner.
 *
 * Listed in store/migrations/index.ts by its key.
 */
export const waysInReview: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('held_ways_in')
      .addColumn('account_id', 'text', (c) =>
        c.notNull().references('accounts.id').onDelete('cascade'),
      )
      // 'google', 'apple', 'tr' or 'telegram'.
      .addColumn('way', 'text', (c) => c.notNull())
      .addColumn('issuer', 'text')
      .addColumn('subject', 'text')
      .addColumn('telegram_id', 'text')
      .addColumn('linked_at', 'bigint', (c) => c.notNull())
      .addColumn('held_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('held_ways_in_pkey', ['account_id', 'way'])
      .execute();
    await db.schema
      .createTable('ways_in_reviews')
      .addColumn('token_hash', 'text', (c) => c.primaryKey())
      .addColumn('account_id', 'text', (c) =>
        c.notNull().references('accounts.id').onDelete('cascade'),
      )
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('ways_in_reviews').execute();
    await db.schema.dropTable('held_ways_in').execute();
  },
};
