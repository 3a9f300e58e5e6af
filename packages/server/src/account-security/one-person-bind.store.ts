/**
 * Each account's one-person declaration (decision 143): one row, replaced by a later
 * declaration, gone with the account.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../store/schema.js';

export interface OnePersonBind {
  bound: boolean;
  setAt: number;
}

export function onePersonBindStore(db: Kysely<Database>) {
  return {
    /** The account's declaration, or undefined before it has made one. */
    async of(accountId: string): Promise<OnePersonBind | undefined> {
      const row = await db
        .selectFrom('one_person_binds')
        .select(['bound', 'set_at'])
        .where('account_id', '=', accountId)
        .executeTakeFirst();
      return row && { bound: row.bound === 1, setAt: Number(row.set_at) };
    },

    /** Keeps the declaration, replacing an earlier one. */
    async set(accountId: string, bound: boolean, at: number): Promise<void> {
      const values = { bound: bound ? 1 : 0, set_at: at };
      await db
        .insertInto('one_person_binds')
        .values({ account_id: accountId, ...values })
        .onConflict((oc) => oc.column('account_id').doUpdateSet(values))
        .execute();
    },
  };
}
