/** Which provider's person (issuer, subject) is which account (docs/decisions/060). */
import type { Insertable, Kysely } from 'kysely';
import type { Database, ThirdPartyLinksTable } from '../store/schema.js';

export function thirdPartyLinksStore(db: Kysely<Database>) {
  return {
    /** The account linked to the provider's person, if any. */
    async accountOf(issuer: string, subject: string): Promise<string | undefined> {
      const row = await db
        .selectFrom('third_party_links')
        .select('account_id')
        .where('issuer', '=', issuer)
        .where('subject', '=', subject)
        .executeTakeFirst();
      return row?.account_id;
    },

    /** Links the person to an account; a second link of the same person fails on the key. */
    async insert(link: Insertable<ThirdPartyLinksTable>): Promise<void> {
      await db.insertInto('third_party_links').values(link).execute();
    },

    /** The links of an account (tests and, later, the account page). */
    linksOf(accountId: string) {
      return db
        .selectFrom('third_party_links')
        .selectAll()
        .where('account_id', '=', accountId)
        .execute();
    },
  };
}

export type ThirdPartyLinksStore = ReturnType<typeof thirdPartyLinksStore>;
