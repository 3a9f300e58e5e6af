import type { Kysely, Migration } from 'kysely';

/**
 * QR-code log-ins, kept in the database so that any instance can answer a status call. Only
 * sha256 of the link's code and of the browser's secret are stored (docs/decisions/018).
 */
export const qrLogins: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('qr_logins')
      .addColumn('uuid', 'text', (c) => c.primaryKey())
      .addColumn('code_hash', 'text', (c) => c.notNull().unique())
      .addColumn('secret_hash', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('browser', 'text', (c) => c.notNull())
      .addColumn('ip', 'text', (c) => c.notNull())
      .addColumn('country', 'text', (c) => c.notNull())
      .addColumn('account_id', 'text', (c) => c.references('accounts.id').onDelete('cascade'))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .addColumn('decided_at', 'bigint')
      .addColumn('collected_at', 'bigint')
      .execute();
    await db.schema
      .createIndex('qr_logins_expires_idx')
      .on('qr_logins')
      .column('expires_at')
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('qr_logins').execute();
  },
};
