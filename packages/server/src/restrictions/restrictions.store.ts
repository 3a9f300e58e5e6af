/** Account restrictions (banned, terminated) and banned visitor address ranges. */
import type { Kysely, Selectable } from 'kysely';
import { compiledOnce } from '../store/compiled-once.js';
import type {
  AccountState,
  Database,
  RestrictionKind,
  AccountRestrictionsTable,
} from '../store/schema.js';

export type AccountRestriction = Selectable<AccountRestrictionsTable>;

export function restrictionsStore(db: Kysely<Database>) {
  // Read at every door of every request (restrictions.service.ts): compiled once.
  const version = compiledOnce(db, [], () =>
    db.selectFrom('versions').select('version').where('name', '=', 'ip_bans'),
  );
  // Every log-in and every private call asks: built once (store/compiled-once.ts).
  const standing = compiledOnce(db, ['accountId'], ({ accountId }: { accountId: string }) =>
    db
      .selectFrom('account_restrictions')
      .selectAll()
      .where((eb) =>
        eb.or([
          eb('account_id', '=', accountId),
          eb(
            'account_id',
            'in',
            eb.selectFrom('sub_accounts').select('parent_id').where('account_id', '=', accountId),
          ),
        ]),
      ),
  );
  return {
    ofAccount(accountId: string): Promise<AccountRestriction | undefined> {
      return db
        .selectFrom('account_restrictions')
        .selectAll()
        .where('account_id', '=', accountId)
        .executeTakeFirst();
    },

    /**
     * The restriction the account answers to: its own, else its main account's when it is a
     * sub-account. One statement (issue 16: every private call asks).
     */
    async standingOf(accountId: string): Promise<AccountRestriction | undefined> {
      const rows = await standing({ accountId });
      return rows.find((row) => row.account_id === accountId) ?? rows[0];
    },

    /** Sets (or replaces) the account's restriction. */
    async restrict(
      accountId: string,
      state: AccountState,
      kind: RestrictionKind,
      since: number,
      note: string | null = null,
    ): Promise<void> {
      await db
        .insertInto('account_restrictions')
        .values({ account_id: accountId, state, kind, since, note })
        .onConflict((oc) => oc.column('account_id').doUpdateSet({ state, kind, since, note }))
        .execute();
    },

    /** Lifts the account's restriction; false when it had none. */
    async lift(accountId: string): Promise<boolean> {
      const result = await db
        .deleteFrom('account_restrictions')
        .where('account_id', '=', accountId)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    async banRange(range: string, since: number, note: string | null = null): Promise<void> {
      await db
        .insertInto('ip_bans')
        .values({ range, since, note })
        .onConflict((oc) => oc.column('range').doUpdateSet({ since, note }))
        .execute();
    },

    async unbanRange(range: string): Promise<boolean> {
      const result = await db.deleteFrom('ip_bans').where('range', '=', range).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    /** The version of the banned ranges: it moves with every change of them (migration 040). */
    async banVersion(): Promise<number> {
      const [row] = await version({});
      if (!row) throw new Error('the ip_bans version row is missing (migration 040)');
      return row.version;
    },

    bannedRanges(): Promise<Selectable<Database['ip_bans']>[]> {
      return db.selectFrom('ip_bans').selectAll().orderBy('range').execute();
    },
  };
}
