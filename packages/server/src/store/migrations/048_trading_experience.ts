import type { Kysely, Migration } from 'kysely';

/**
 * Step two of a new third-party account's onboarding (docs/decisions/135): the account's
 * answer to "how much have you traded", one row per account, replaced by a later answer.
 * Listed in store/migrations/index.ts by its key.
 */
export const tradingExperience: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('trading_experience')
      .addColumn('account_id', 'text', (c) =>
        c.primaryKey().notNull().references('accounts.id').onDelete('cascade'),
      )
      // One of the contract's TRADING_EXPERIENCE_LEVELS: 'new', 'some' or 'experienced'.
      .addColumn('level', 'text', (c) => c.notNull())
      .addColumn('answered_at', 'bigint', (c) => c.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('trading_experience').execute();
  },
};
