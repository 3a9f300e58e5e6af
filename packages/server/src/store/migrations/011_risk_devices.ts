import type { Kysely, Migration } from 'kysely';

/**
 * Risk verification (docs/decisions/017-risk-verification.md): the devices and countries
 * each account has logged in from, and the risk tokens of logins from new ones, with the
 * e-mail or SMS code that verifies them.
 */
export const riskDevices: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('known_devices')
      .addColumn('account_id', 'text', (c) =>
        c.notNull().references('accounts.id').onDelete('cascade'),
      )
      .addColumn('device_hash', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('known_devices_pkey', ['account_id', 'device_hash'])
      .execute();
    await db.schema
      .createTable('known_countries')
      .addColumn('account_id', 'text', (c) =>
        c.notNull().references('accounts.id').onDelete('cascade'),
      )
      .addColumn('country', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('known_countries_pkey', ['account_id', 'country'])
      .execute();
    await db.schema
      .createTable('risk_tokens')
      .addColumn('token_hash', 'text', (c) => c.primaryKey())
      .addColumn('account_id', 'text', (c) =>
        c.notNull().references('accounts.id').onDelete('cascade'),
      )
      .addColumn('device_hash', 'text', (c) => c.notNull())
      .addColumn('country', 'text', (c) => c.notNull())
      // The code-token columns risk/code-tokens.store.ts reads, as they were when this landed.
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .addColumn('code_hash', 'text')
      .addColumn('code_sent_at', 'bigint')
      .addColumn('code_attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('verified_at', 'bigint')
      .addColumn('consumed_at', 'bigint')
      .execute();
  },
  async down(db: Kysely<unknown>) {
    for (const table of ['risk_tokens', 'known_countries', 'known_devices']) {
      await db.schema.dropTable(table).execute();
    }
  },
};
