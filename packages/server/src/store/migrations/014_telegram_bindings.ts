import type { Kysely, Migration } from 'kysely';

/**
 * Telegram bind (docs/decisions/024): which Telegram account is bound to which account, one
 * to one, and the Telegram Login data already used for a bind, kept while it is fresh enough
 * to be accepted, so that none is accepted twice.
 */
export const telegramBindings: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('telegram_bindings')
      .addColumn('telegram_id', 'text', (c) => c.primaryKey())
      .addColumn('account_id', 'text', (c) =>
        c.notNull().unique().references('accounts.id').onDelete('cascade'),
      )
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('telegram_auth_uses')
      .addColumn('hash', 'text', (c) => c.primaryKey())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('telegram_auth_uses').execute();
    await db.schema.dropTable('telegram_bindings').execute();
  },
};
