/**
 * The OpenID provider's records (docs/decisions/076): the queries its storage adapter needs,
 * on table `oauth_models`, keyed by (model, id). An expired record is never answered, and
 * expired records are pruned whenever one is saved.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../store/schema.js';

/** What a record is saved with: its JSON payload and the columns it is looked up by. */
export interface SavedRecord {
  payload: string;
  expiresAt: number | null;
  grantId: string | null;
  uid: string | null;
  userCode: string | null;
  /** The account the record belongs to, when it has one (decision 080). */
  accountId: string | null;
}

/** A record as found: its payload, and when it was used (a code, a refresh token). */
export interface FoundRecord {
  payload: string;
  consumedAt: number | null;
}

type LookupColumn = 'id' | 'uid' | 'user_code';

export function oauthModelsStore(db: Kysely<Database>) {
  async function findBy(model: string, column: LookupColumn, value: string, now: number) {
    const row = await db
      .selectFrom('oauth_models')
      .select(['payload', 'consumed_at'])
      .where('model', '=', model)
      .where(column, '=', value)
      .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]))
      .executeTakeFirst();
    return row ? { payload: row.payload, consumedAt: row.consumed_at } : undefined;
  }

  return {
    /** Saves a record, replacing the one of the same (model, id): its use starts afresh. */
    async upsert(model: string, id: string, record: SavedRecord, now: number): Promise<void> {
      await db.deleteFrom('oauth_models').where('expires_at', '<=', now).execute();
      const columns = {
        payload: record.payload,
        expires_at: record.expiresAt,
        grant_id: record.grantId,
        uid: record.uid,
        user_code: record.userCode,
        account_id: record.accountId,
        consumed_at: null,
      };
      await db
        .insertInto('oauth_models')
        .values({ model, id, ...columns })
        .onConflict((oc) => oc.columns(['model', 'id']).doUpdateSet(columns))
        .execute();
    },

    find: (model: string, id: string, now: number): Promise<FoundRecord | undefined> =>
      findBy(model, 'id', id, now),

    findByUid: (model: string, uid: string, now: number): Promise<FoundRecord | undefined> =>
      findBy(model, 'uid', uid, now),

    findByUserCode: (model: string, code: string, now: number): Promise<FoundRecord | undefined> =>
      findBy(model, 'user_code', code, now),

    /** Marks a record used; the provider refuses (and revokes on) a second use. */
    async consume(model: string, id: string, now: number): Promise<void> {
      await db
        .updateTable('oauth_models')
        .set({ consumed_at: now })
        .where('model', '=', model)
        .where('id', '=', id)
        .execute();
    },

    async destroy(model: string, id: string): Promise<void> {
      await db.deleteFrom('oauth_models').where('model', '=', model).where('id', '=', id).execute();
    },

    /** Every record of this model issued under the grant goes (a revocation, a replay). */
    async revokeByGrantId(model: string, grantId: string): Promise<void> {
      await db
        .deleteFrom('oauth_models')
        .where('model', '=', model)
        .where('grant_id', '=', grantId)
        .execute();
    },

    /** The records of a model that do not expire, by id (the registered clients). */
    async lasting(model: string): Promise<{ id: string; payload: string }[]> {
      return db
        .selectFrom('oauth_models')
        .select(['id', 'payload'])
        .where('model', '=', model)
        .where('expires_at', 'is', null)
        .orderBy('id')
        .execute();
    },

    /** The live records of a model that belong to an account (its grants), by id. */
    async ofAccount(
      model: string,
      accountId: string,
      now: number,
    ): Promise<{ id: string; payload: string }[]> {
      return db
        .selectFrom('oauth_models')
        .select(['id', 'payload'])
        .where('model', '=', model)
        .where('account_id', '=', accountId)
        .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]))
        .orderBy('id')
        .execute();
    },

    /**
     * A grant ends with everything issued under it (codes, access and refresh tokens of every
     * model), in one statement: nothing of it works after (decision 080).
     */
    async endGrant(grantId: string): Promise<void> {
      await db
        .deleteFrom('oauth_models')
        .where((eb) =>
          eb.or([
            eb('grant_id', '=', grantId),
            eb.and([eb('model', '=', 'Grant'), eb('id', '=', grantId)]),
          ]),
        )
        .execute();
    },

    /**
     * Every grant these accounts gave, each ended as `endGrant` ends one (with its codes, access
     * and refresh tokens), in one statement: a change of credentials (docs/decisions/106).
     * Answers how many records went.
     */
    async endGrantsOf(accountIds: readonly string[]): Promise<number> {
      if (accountIds.length === 0) return 0;
      const grantsOfThem = db
        .selectFrom('oauth_models')
        .select('id')
        .where('model', '=', 'Grant')
        .where('account_id', 'in', accountIds);
      const result = await db
        .deleteFrom('oauth_models')
        .where((eb) =>
          eb.or([
            eb('grant_id', 'in', grantsOfThem),
            eb.and([eb('model', '=', 'Grant'), eb('account_id', 'in', accountIds)]),
          ]),
        )
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
