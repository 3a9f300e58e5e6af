import type { Kysely, Migration } from 'kysely';

/**
 * The trading (fund) password of an account (docs/decisions/160): argon2id of the widget's
 * SHA-256 digest, as the log-in password is kept; null once support reset it and before the
 * holder sets a new one. `must_set` 1 makes every log-in answer `trading_password_prompt` until
 * one is set. No row: the account never had one and nobody asked for one.
 *
 * Listed in store/migrations/index.ts by its key.
 */
export const tradingPasswords: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('trading_passwords')
      .addColumn('account_id', 'text', (c) =>
        c.primaryKey().notNull().references('accounts.id').onDelete('cascade'),
      )
      .addColumn('password_hash', 'text')
      .addColumn('must_set', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('trading_passwords').execute();
  },
};
