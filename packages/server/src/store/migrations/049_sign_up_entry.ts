import type { Kysely, Migration } from 'kysely';

/**
 * The entry and transaction id of a sign-up (docs/decisions/141): the register entry code
 * (behaviour §9: 1 e-mail, 5 mobile, 44 the Turkish provider) and the `tx-id` the widget gave
 * the calls of one sign-up, kept with the pending sign-up of the three steps and then with the
 * account's channel record. Null for what was made before this migration, and for a tx-id no
 * client sent. SQLite adds one column per statement.
 *
 * Listed in store/migrations/index.ts by its key.
 */
export const signUpEntry: Migration = {
  async up(db: Kysely<unknown>) {
    for (const table of ['registrations', 'account_channels']) {
      await db.schema.alterTable(table).addColumn('entry', 'integer').execute();
      await db.schema.alterTable(table).addColumn('tx_id', 'text').execute();
    }
  },
  async down(db: Kysely<unknown>) {
    for (const table of ['registrations', 'account_channels']) {
      await db.schema.alterTable(table).dropColumn('tx_id').execute();
      await db.schema.alterTable(table).dropColumn('entry').execute();
    }
  },
};
