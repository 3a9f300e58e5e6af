/**
 * Each account's trading password (decision 160): one row, its argon2id hash (null once support
 * reset it) and whether every log-in must prompt for a new one; gone with the account.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../store/schema.js';

export interface TradingPasswordRow {
  passwordHash: string | null;
  mustSet: boolean;
}

export function tradingPasswordsStore(db: Kysely<Database>) {
  return {
    /** The account's row, or undefined when it never had one and none was asked for. */
    async of(accountId: string): Promise<TradingPasswordRow | undefined> {
      const row = await db
        .selectFrom('trading_passwords')
        .select(['password_hash', 'must_set'])
        .where('account_id', '=', accountId)
        .executeTakeFirst();
      return row && { passwordHash: row.password_hash, mustSet: Number(row.must_set) === 1 };
    },

    /** Keeps a new hash and clears "must set". */
    async set(accountId: string, passwordHash: string, at: number): Promise<void> {
      const values = { password_hash: passwordHash, must_set: 0, updated_at: at };
      await db
        .insertInto('trading_passwords')
        .values({ account_id: accountId, ...values })
        .onConflict((oc) => oc.column('account_id').doUpdateSet(values))
        .execute();
    },

    /** Support's reset: the old hash forgotten, and a new one asked for at every log-in. */
    async reset(accountId: string, at: number): Promise<void> {
      const values = { password_hash: null, must_set: 1, updated_at: at };
      await db
        .insertInto('trading_passwords')
        .values({ account_id: accountId, ...values })
        .onConflict((oc) => oc.column('account_id').doUpdateSet(values))
        .execute();
    },
  };
}
