import type { Kysely, Migration } from 'kysely';

/**
 * QR approval (docs/decisions/039): the number the requesting screen shows and the choices the
 * approving device gets, made once at generate time; the approving session's expiry, which
 * caps the new session's; and one row per approval, counted per account per hour.
 */
export const qrNumberMatching: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('qr_logins').addColumn('match_number', 'text').execute();
    await db.schema.alterTable('qr_logins').addColumn('match_choices', 'text').execute();
    await db.schema.alterTable('qr_logins').addColumn('approver_expires_at', 'bigint').execute();
    await db.schema
      .createTable('qr_approvals')
      .addColumn('uuid', 'text', (c) => c.primaryKey())
      .addColumn('account_id', 'text', (c) => c.notNull())
      .addColumn('approved_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('qr_approvals_account_idx')
      .on('qr_approvals')
      .columns(['account_id', 'approved_at'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('qr_approvals').execute();
    for (const column of ['approver_expires_at', 'match_choices', 'match_number']) {
      await db.schema.alterTable('qr_logins').dropColumn(column).execute();
    }
  },
};
