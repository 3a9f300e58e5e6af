import type { Kysely, Migration } from 'kysely';

/**
 * Third-party sign-in (docs/decisions/060): which provider's person (issuer, subject) is which
 * account. Accounts are keyed on (issuer, subject), never on the e-mail alone. Listed in
 * store/migrations/index.ts by its key.
 */
export const thirdPartyLinks: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('third_party_links')
      .addColumn('issuer', 'text', (c) => c.notNull())
      .addColumn('subject', 'text', (c) => c.notNull())
      .addColumn('account_id', 'text', (c) =>
        c.notNull().references('accounts.id').onDelete('cascade'),
      )
      .addColumn('provider', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('third_party_links_pkey', ['issuer', 'subject'])
      .execute();
    await db.schema
      .createIndex('third_party_links_account_id')
      .on('third_party_links')
      .column('account_id')
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('third_party_links').execute();
  },
};
