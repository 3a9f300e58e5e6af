import type { Kysely, Migration } from 'kysely';

/**
 * Where a sign-up came from (docs/decisions/147): the `from` and `g` tags, the `location_link`
 * and page `url` (without query or fragment) and the `live_country_code` the widget sent with
 * the call that made the account, as one JSON text on the account's channel record. Null for
 * accounts made before this migration and for a call that sent none of them.
 *
 * Listed in store/migrations/index.ts by its key.
 */
export const signUpVisit: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('account_channels').addColumn('visit', 'text').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('account_channels').dropColumn('visit').execute();
  },
};
