/** The third-party id tokens already accepted (docs/decisions/059), by SHA-256, until they expire. */
import type { Kysely } from 'kysely';
import type { Database } from '../store/schema.js';
import { spendOnce } from '../store/spend-once.js';

export function idTokensStore(db: Kysely<Database>) {
  return {
    /**
     * Records an id token (by its hash) as used, in one statement: true the first time, false
     * when it was used before (the primary key settles two presentations at once). Rows past
     * their expiry are pruned on the way, as telegram_auth_uses are: a token that old is
     * refused by its `exp` anyway.
     */
    async markUsed(hash: string, expiresAt: number, now: number): Promise<boolean> {
      return spendOnce(db, 'id_token_uses', hash, expiresAt, now);
    },

    /**
     * Whether the token (by its hash) was spent and is still remembered: a refusal before any
     * step is taken. Only `markUsed` decides a use; two presentations at once both read false.
     */
    async isUsed(hash: string, now: number): Promise<boolean> {
      const row = await db
        .selectFrom('id_token_uses')
        .select('hash')
        .where('hash', '=', hash)
        .where('expires_at', '>', now)
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}

export type IdTokensStore = ReturnType<typeof idTokensStore>;
