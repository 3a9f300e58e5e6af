import type { Kysely, Migration } from 'kysely';

/** Pending sign-ups of the send steps (docs/decisions/026-register-types-and-activation-links.md). */
export const registrations: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('registrations')
      .addColumn('uuid', 'text', (c) => c.primaryKey())
      .addColumn('purpose', 'text', (c) => c.notNull())
      .addColumn('target', 'text', (c) => c.notNull())
      .addColumn('email', 'text')
      .addColumn('country_code', 'text')
      .addColumn('mobile', 'text')
      .addColumn('verify_type', 'integer', (c) => c.notNull())
      .addColumn('version', 'text', (c) => c.notNull())
      .addColumn('state', 'text', (c) => c.notNull())
      .addColumn('token_hash', 'text')
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('platform', 'text', (c) => c.notNull())
      .addColumn('browser', 'text', (c) => c.notNull())
      .addColumn('ip', 'text', (c) => c.notNull())
      .addColumn('country', 'text', (c) => c.notNull())
      .addColumn('lang', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .addColumn('verified_at', 'bigint')
      .addColumn('account_id', 'text', (c) => c.references('accounts.id').onDelete('cascade'))
      .execute();
    await db.schema
      .createIndex('registrations_expires_idx')
      .on('registrations')
      .column('expires_at')
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('registrations').execute();
  },
};
