import type { Kysely, Migration } from 'kysely';

/**
 * The language of a popup sign-in flow (docs/decisions/061): the widget's, given when the
 * popup opened, so the popup's last page, reached from the provider with no language of its
 * own, reads in it. Flows started before this migration (ten minutes' worth) read English.
 *
 * Listed in store/migrations/index.ts by its key.
 */
export const thirdPartyFlowLanguage: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('third_party_flows')
      .addColumn('language', 'text', (c) => c.notNull().defaultTo('en'))
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('third_party_flows').dropColumn('language').execute();
  },
};
