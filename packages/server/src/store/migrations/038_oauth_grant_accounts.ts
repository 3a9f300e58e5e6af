import type { Kysely, Migration } from 'kysely';

/**
 * The apps a person granted (docs/decisions/080): `oauth_models.account_id`, the account a
 * record belongs to (a grant, a session, a code, a token; null for clients and interactions),
 * indexed with the model so the security page lists an account's grants without reading every
 * record's JSON. Rows saved before this migration have none: their grants are listed once the
 * provider saves them again (each authorization saves its grant).
 *
 * Listed in store/migrations/index.ts by its key.
 */
export const oauthGrantAccounts: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('oauth_models').addColumn('account_id', 'text').execute();
    await db.schema
      .createIndex('oauth_models_account_id')
      .on('oauth_models')
      .columns(['model', 'account_id'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('oauth_models_account_id').execute();
    await db.schema.alterTable('oauth_models').dropColumn('account_id').execute();
  },
};
