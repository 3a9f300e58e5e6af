/** What each account's person declared at sign-up (decision 038). */
import type { Kysely } from 'kysely';
import type { Database, SignUpDeclarationsTable } from '../store/schema.js';

export type SignUpDeclarationRow = SignUpDeclarationsTable;

export function signUpDeclarationsStore(db: Kysely<Database>) {
  return {
    async insert(row: SignUpDeclarationRow): Promise<void> {
      await db.insertInto('sign_up_declarations').values(row).execute();
    },

    find(accountId: string): Promise<SignUpDeclarationRow | undefined> {
      return db
        .selectFrom('sign_up_declarations')
        .selectAll()
        .where('account_id', '=', accountId)
        .executeTakeFirst();
    },
  };
}
