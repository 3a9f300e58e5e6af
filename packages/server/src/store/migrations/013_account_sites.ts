import type { Kysely, Migration } from 'kysely';

/**
 * The regional site an account was registered on (behaviour §1 site codes), so a log-in on
 * another site can be refused (400601 / 400602) or offered a jump (behaviour §4 "Site check").
 * Accounts from before this migration belong to the main site.
 */
export const accountSites: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('accounts')
      .addColumn('site', 'text', (c) => c.notNull().defaultTo('BYBIT'))
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('accounts').dropColumn('site').execute();
  },
};
