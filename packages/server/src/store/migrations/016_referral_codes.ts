import type { Kysely, Migration } from 'kysely';

/**
 * Referral, affiliate and broker codes (docs/decisions/028-referral-affiliate-broker.md): every
 * account's own code, the operators' affiliate and broker codes, each account's registration
 * source with its tracking fields, and the channel attaches (cabital) after sign-up.
 */
export const referralCodes: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('referral_codes')
      // Upper-cased; compared without case.
      .addColumn('code', 'text', (c) => c.primaryKey())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('account_id', 'text', (c) => c.references('accounts.id').onDelete('cascade'))
      .addColumn('affiliate_id', 'text')
      .addColumn('group_id', 'text')
      .addColumn('nickname', 'text')
      .addColumn('avatar', 'text')
      .addColumn('is_anonymity', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    // One own code per account; one code per affiliate.
    await db.schema
      .createIndex('referral_codes_account_key')
      .on('referral_codes')
      .column('account_id')
      .unique()
      .execute();
    await db.schema
      .createIndex('referral_codes_affiliate_key')
      .on('referral_codes')
      .column('affiliate_id')
      .unique()
      .execute();
    await db.schema
      .createTable('account_channels')
      .addColumn('account_id', 'text', (c) =>
        c.primaryKey().references('accounts.id').onDelete('cascade'),
      )
      .addColumn('source', 'text', (c) => c.notNull())
      .addColumn('ref', 'text')
      .addColumn('ref_kind', 'text')
      .addColumn('referrer_account_id', 'text')
      .addColumn('affiliate_id', 'text')
      .addColumn('group_id', 'text')
      .addColumn('regist_channel', 'text')
      .addColumn('channel_source', 'text')
      .addColumn('tracking', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('channel_attaches')
      .addColumn('account_id', 'text', (c) =>
        c.notNull().references('accounts.id').onDelete('cascade'),
      )
      .addColumn('channel', 'text', (c) => c.notNull())
      .addColumn('uuid', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('channel_attaches_pkey', ['account_id', 'channel'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    for (const table of ['channel_attaches', 'account_channels', 'referral_codes']) {
      await db.schema.dropTable(table).execute();
    }
  },
};
