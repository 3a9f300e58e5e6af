import type { Kysely, Migration } from 'kysely';

/**
 * Deleted sub-accounts (docs/decisions/106): a main account or an operator deletes a
 * sub-account by stamping `deleted_at`, not by removing rows. The accounts row stays, so its id
 * (the `sub` partner apps know it by) is never given to another account, and the name stays
 * taken; a deleted sub-account is left out of its main account's list and limit and of log-in
 * by name.
 *
 * Listed in store/migrations/index.ts by its key.
 */
export const deletedSubAccounts: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('sub_accounts').addColumn('deleted_at', 'bigint').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('sub_accounts').dropColumn('deleted_at').execute();
  },
};
