import type { Kysely, Migration } from 'kysely';

/**
 * The link a recovery e-mail carries beside its code (docs/decisions/105): the SHA-256 of its
 * token, kept on the code's row, so opening the link proves the mailbox without a code that a
 * stranger's wrong guesses could have locked. Codes sent before this migration have none.
 *
 * Listed in store/migrations/index.ts by its key.
 */
export const recoveryLinks: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('verification_codes').addColumn('link_hash', 'text').execute();
    await db.schema
      .createIndex('verification_codes_link_hash')
      .on('verification_codes')
      .column('link_hash')
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('verification_codes_link_hash').execute();
    await db.schema.alterTable('verification_codes').dropColumn('link_hash').execute();
  },
};
