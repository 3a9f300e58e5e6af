/**
 * Which provider's person (issuer, subject) is which account (docs/decisions/060), and the link
 * tickets that let a password log-in link them (docs/decisions/062).
 */
import type { Insertable, Kysely, Selectable } from 'kysely';
import type {
  Database,
  ThirdPartyLinkTicketsTable,
  ThirdPartyLinksTable,
} from '../store/schema.js';

export type ThirdPartyLink = Selectable<ThirdPartyLinksTable>;
export type LinkTicket = Selectable<ThirdPartyLinkTicketsTable>;

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

    /**
     * Links the person to an account unless the person is linked already (the key: issuer,
     * subject) or the account already has a link of this provider (one per provider): one
     * statement, so two links at once cannot both be made. True when it linked.
     */
    async linkOnce(link: Insertable<ThirdPartyLinksTable>): Promise<boolean> {
      const inserted = await db
        .insertInto('third_party_links')
        .values(link)
        .onConflict((oc) => oc.doNothing())
        .returning('issuer')
        .executeTakeFirst();
      return inserted !== undefined;
    },

    /** The links of an account, oldest first. */
    linksOf(accountId: string): Promise<ThirdPartyLink[]> {
      return db
        .selectFrom('third_party_links')
        .selectAll()
        .where('account_id', '=', accountId)
        .orderBy('created_at')
        .orderBy('provider')
        .execute();
    },

    /** Removes the account's link of the provider; true when there was one. */
    /** Removes every provider link of the account (a deleted sub-account, decision 106). */
    async unlinkAll(accountId: string): Promise<void> {
      await db.deleteFrom('third_party_links').where('account_id', '=', accountId).execute();
    },

    async unlink(accountId: string, provider: string): Promise<boolean> {
      const result = await db
        .deleteFrom('third_party_links')
        .where('account_id', '=', accountId)
        .where('provider', '=', provider)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    /** Keeps a link ticket (by its hash); tickets past their expiry are pruned on the way. */
    async keepTicket(ticket: LinkTicket, now: number): Promise<void> {
      await db.deleteFrom('third_party_link_tickets').where('expires_at', '<=', now).execute();
      await db.insertInto('third_party_link_tickets').values(ticket).execute();
    },

    /**
     * Spends the live ticket of this hash for this account and device: one delete that answers
     * the row, so a ticket is used once however many log-ins carry it at the same time. A
     * ticket of another account or device is left as it is; an expired or spent one answers
     * nothing.
     */
    takeTicket(
      hash: string,
      owner: { accountId: string; deviceHash: string },
      now: number,
    ): Promise<LinkTicket | undefined> {
      return db
        .deleteFrom('third_party_link_tickets')
        .where('hash', '=', hash)
        .where('account_id', '=', owner.accountId)
        .where('device_hash', '=', owner.deviceHash)
        .where('expires_at', '>', now)
        .returningAll()
        .executeTakeFirst();
    },
  };
}

export type ThirdPartyLinksStore = ReturnType<typeof thirdPartyLinksStore>;
