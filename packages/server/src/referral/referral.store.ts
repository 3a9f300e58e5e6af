/** Referral, affiliate and broker codes; registration sources; channel attaches (decision 028). */
import type { Insertable, Kysely, Selectable } from 'kysely';
import type {
  AccountChannelsTable,
  ChannelAttachesTable,
  Database,
  ReferralCodesTable,
} from '../store/schema.js';

export type ReferralCodeRow = Selectable<ReferralCodesTable>;
export type AccountChannelRow = Selectable<AccountChannelsTable>;
export type ChannelAttachRow = Selectable<ChannelAttachesTable>;

export function referralStore(db: Kysely<Database>) {
  return {
    /**
     * Inserts a code; false when the code (or the account's or affiliate's one) exists. It
     * never raises a unique violation, so it is safe inside a PostgreSQL transaction.
     */
    async insertCode(row: Insertable<ReferralCodesTable>): Promise<boolean> {
      const inserted = await db
        .insertInto('referral_codes')
        .values(row)
        .onConflict((oc) => oc.doNothing())
        .returning('code')
        .executeTakeFirst();
      return inserted !== undefined;
    },

    findCode(code: string): Promise<ReferralCodeRow | undefined> {
      return db
        .selectFrom('referral_codes')
        .selectAll()
        .where('code', '=', code)
        .executeTakeFirst();
    },

    codeOfAccount(accountId: string): Promise<ReferralCodeRow | undefined> {
      return db
        .selectFrom('referral_codes')
        .selectAll()
        .where('account_id', '=', accountId)
        .executeTakeFirst();
    },

    codeOfAffiliate(affiliateId: string): Promise<ReferralCodeRow | undefined> {
      return db
        .selectFrom('referral_codes')
        .selectAll()
        .where('affiliate_id', '=', affiliateId)
        .executeTakeFirst();
    },

    /** Codes newest first, optionally of one kind (the admin CLI's list). */
    codes(kind: ReferralCodeRow['kind'] | undefined, limit: number): Promise<ReferralCodeRow[]> {
      let query = db.selectFrom('referral_codes').selectAll();
      if (kind) query = query.where('kind', '=', kind);
      return query.orderBy('created_at', 'desc').orderBy('code', 'asc').limit(limit).execute();
    },

    async insertChannel(row: AccountChannelRow): Promise<void> {
      await db.insertInto('account_channels').values(row).execute();
    },

    channelOf(accountId: string): Promise<AccountChannelRow | undefined> {
      return db
        .selectFrom('account_channels')
        .selectAll()
        .where('account_id', '=', accountId)
        .executeTakeFirst();
    },

    /** Records (or replaces) an account's attach to a channel. */
    async upsertAttach(row: ChannelAttachRow): Promise<void> {
      await db
        .insertInto('channel_attaches')
        .values(row)
        .onConflict((oc) =>
          oc.columns(['account_id', 'channel']).doUpdateSet({
            uuid: row.uuid,
            status: row.status,
            created_at: row.created_at,
          }),
        )
        .execute();
    },

    attachOf(accountId: string, channel: string): Promise<ChannelAttachRow | undefined> {
      return db
        .selectFrom('channel_attaches')
        .selectAll()
        .where('account_id', '=', accountId)
        .where('channel', '=', channel)
        .executeTakeFirst();
    },
  };
}
