/**
 * The OpenID provider's keys (docs/decisions/076), table `oauth_keys`: per use, numbered
 * generations. The first key of a use is generation 1, so instances starting together on one
 * fresh database make one (the unique (use, generation) decides, not a read before a write).
 */
import type { Kysely } from 'kysely';
import type { Database, OauthKeysTable } from '../store/schema.js';

export type KeyUse = OauthKeysTable['use'];
export type KeyRow = Pick<OauthKeysTable, 'kid' | 'generation' | 'private_jwk' | 'retire_at'>;

export function oauthKeysStore(db: Kysely<Database>) {
  return {
    /** Adds generation 1 of a use unless it exists; true when this call added it. */
    async insertFirst(use: KeyUse, kid: string, privateJwk: string, now: number) {
      const added = await db
        .insertInto('oauth_keys')
        .values({ kid, use, generation: 1, private_jwk: privateJwk, created_at: now })
        .onConflict((oc) => oc.columns(['use', 'generation']).doNothing())
        .returning('kid')
        .executeTakeFirst();
      return added !== undefined;
    },

    /** The keys of a use still published at `now`, the newest (the one that signs) first. */
    async live(use: KeyUse, now: number): Promise<KeyRow[]> {
      return db
        .selectFrom('oauth_keys')
        .select(['kid', 'generation', 'private_jwk', 'retire_at'])
        .where('use', '=', use)
        .where((eb) => eb.or([eb('retire_at', 'is', null), eb('retire_at', '>', now)]))
        .orderBy('generation', 'desc')
        .execute();
    },

    /**
     * A new newest key of a use; the keys that were live until now are published until
     * `retireAt`. One transaction, so no instance reads a key set with two newest keys.
     */
    async rotate(use: KeyUse, kid: string, privateJwk: string, now: number, retireAt: number) {
      return db.transaction().execute(async (trx) => {
        const newest = await trx
          .selectFrom('oauth_keys')
          .select((eb) => eb.fn.max('generation').as('generation'))
          .where('use', '=', use)
          .executeTakeFirst();
        await trx
          .updateTable('oauth_keys')
          .set({ retire_at: retireAt })
          .where('use', '=', use)
          .where('retire_at', 'is', null)
          .execute();
        const generation = Number(newest?.generation ?? 0) + 1;
        await trx
          .insertInto('oauth_keys')
          .values({ kid, use, generation, private_jwk: privateJwk, created_at: now })
          .execute();
        return generation;
      });
    },
  };
}
