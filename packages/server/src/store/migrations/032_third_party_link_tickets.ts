import type { Kysely, Migration } from 'kysely';

/**
 * Linking a third-party sign-in after the password (docs/decisions/062): the link tickets a
 * 48003 answer hands out, by SHA-256, each naming the provider's person (issuer, subject) and
 * the account a password log-in may link them to and the device (hash of its id) it was given
 * to, until it expires; a ticket is spent by deleting its row. And one link per provider per account, so "unlink Google" names one link.
 * Listed in store/migrations/index.ts by its key.
 */
export const thirdPartyLinkTickets: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('third_party_link_tickets')
      .addColumn('hash', 'text', (c) => c.primaryKey())
      .addColumn('issuer', 'text', (c) => c.notNull())
      .addColumn('subject', 'text', (c) => c.notNull())
      .addColumn('provider', 'text', (c) => c.notNull())
      .addColumn('account_id', 'text', (c) =>
        c.notNull().references('accounts.id').onDelete('cascade'),
      )
      .addColumn('device_hash', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('third_party_link_tickets_expires_at')
      .on('third_party_link_tickets')
      .column('expires_at')
      .execute();
    await db.schema
      .createIndex('third_party_links_account_provider')
      .on('third_party_links')
      .columns(['account_id', 'provider'])
      .unique()
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('third_party_links_account_provider').execute();
    await db.schema.dropTable('third_party_link_tickets').execute();
  },
};
