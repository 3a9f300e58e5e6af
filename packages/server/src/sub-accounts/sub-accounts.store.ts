/**
 * Sub-accounts: a name and a main account for an accounts row (docs/decisions/020). A deleted one
 * keeps its row, stamped (decision 106): its name stays taken, and it is no longer found by
 * name, listed or counted.
 */
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database, SubAccountsTable } from '../store/schema.js';
import { isUniqueViolation } from '../store/unique-violation.js';

export type SubAccountRow = Selectable<SubAccountsTable>;

export function subAccountsStore(db: Kysely<Database>) {
  return {
    /** 'nameTaken' when the name (lower-cased by the caller) is already used. */
    async insert(row: Insertable<SubAccountsTable>): Promise<'ok' | 'nameTaken'> {
      try {
        await db.insertInto('sub_accounts').values(row).execute();
        return 'ok';
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        return 'nameTaken';
      }
    },

    /** The live sub-account of the name: a deleted one logs in no more. */
    findByName(name: string): Promise<SubAccountRow | undefined> {
      return db
        .selectFrom('sub_accounts')
        .selectAll()
        .where('name', '=', name)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
    },

    /** The sub-account row of an account, deleted or not: it says whose the account is. */
    findByAccount(accountId: string): Promise<SubAccountRow | undefined> {
      return db
        .selectFrom('sub_accounts')
        .selectAll()
        .where('account_id', '=', accountId)
        .executeTakeFirst();
    },

    /** A main account's live sub-accounts, oldest first. */
    ofParent(parentId: string): Promise<SubAccountRow[]> {
      return db
        .selectFrom('sub_accounts')
        .selectAll()
        .where('parent_id', '=', parentId)
        .where('deleted_at', 'is', null)
        .orderBy('created_at', 'asc')
        .orderBy('name', 'asc')
        .execute();
    },

    /**
     * Holds the main account's row until the transaction ends, so a count of its sub-accounts
     * made after it cannot be outdated by another creation. A no-op update, because SELECT …
     * FOR UPDATE does not exist on SQLite: on PostgreSQL it takes the row lock, on SQLite it
     * makes the transaction a writer at once (and writers run one at a time).
     */
    async lockParent(parentId: string): Promise<void> {
      await db
        .updateTable('accounts')
        .set((eb) => ({ created_at: eb.ref('created_at') }))
        .where('id', '=', parentId)
        .execute();
    },

    async countOfParent(parentId: string): Promise<number> {
      const row = await db
        .selectFrom('sub_accounts')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('parent_id', '=', parentId)
        .where('deleted_at', 'is', null)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** Stamps the sub-account deleted; false when it already was (a second deletion). */
    async markDeleted(accountId: string, now: number): Promise<boolean> {
      const result = await db
        .updateTable('sub_accounts')
        .set({ deleted_at: now })
        .where('account_id', '=', accountId)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
  };
}
