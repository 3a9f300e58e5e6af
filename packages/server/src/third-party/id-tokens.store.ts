/** The third-party id tokens already accepted (docs/decisions/059), by SHA-256, until they expire. */
import type { Kysely } from 'kysely';
import type { Database } from '../store/schema.js';

export function idTokensStore(db: Kysely<Database>) {
  return {
    /**
     * Records an id token (by its hash) as used, in one statement: true the first time, false
     * when it was used before (the primary key settles two presentations at once). Rows past
     * their expiry are pruned on the way, as telegram_auth_uses are: a token that old is
     * refused by its `exp` anyway.
     */
    async markUsed(hash: string, expiresAt: number, now: number): Promise<boolean> {
      await db.deleteFrom('id_token_uses').where('expires_at', '<=', now).execute();
      const inserted = await db
        .insertInto('id_token_uses')
        .values({ hash, expires_at: expiresAt })
        .onConflict((oc) => oc.column('hash').doNothing())
        .returning('hash')
        .executeTakeFirst();
      return inserted !== undefined;
    },
  };
}

export type IdTokensStore = ReturnType<typeof idTokensStore>;
