import type { Kysely, Migration } from 'kysely';

/**
 * Two-factor (TOTP) per account (docs/decisions/016-two-factor.md): the secret, whether
 * enabling was confirmed, the last time-step used (each code once), and the wrong-code
 * count with its lock, kept apart from the password's (one counter per authenticator).
 */
export const twoFactor: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('two_factor')
      .addColumn('account_id', 'text', (c) =>
        c.primaryKey().references('accounts.id').onDelete('cascade'),
      )
      .addColumn('secret', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('enabled_at', 'bigint')
      .addColumn('last_used_step', 'bigint')
      .addColumn('failures', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('locked_until', 'bigint')
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('two_factor').execute();
  },
};
