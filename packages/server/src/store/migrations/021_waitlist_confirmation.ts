import type { Kysely, Migration } from 'kysely';

/** The waitlist's double opt-in (decision 033): the one-time link and when it was opened. */
export const waitlistConfirmation: Migration = {
  async up(db: Kysely<unknown>) {
    for (const column of ['token_hash', 'link_sent_at', 'link_expires_at', 'confirmed_at']) {
      const type = column === 'token_hash' ? 'text' : 'bigint';
      await db.schema.alterTable('waitlist').addColumn(column, type).execute();
    }
    await db.schema
      .createIndex('waitlist_token_hash_idx')
      .on('waitlist')
      .column('token_hash')
      .unique()
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('waitlist_token_hash_idx').execute();
    for (const column of ['confirmed_at', 'link_expires_at', 'link_sent_at', 'token_hash']) {
      await db.schema.alterTable('waitlist').dropColumn(column).execute();
    }
  },
};
