/** Each account's TOTP secret, its enabling state, the last step used and wrong-code count. */
import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database, TwoFactorTable } from './schema.js';

export type TwoFactor = Selectable<TwoFactorTable>;

export function twoFactorStore(db: Kysely<Database>) {
  return {
    find(accountId: string): Promise<TwoFactor | undefined> {
      return db
        .selectFrom('two_factor')
        .selectAll()
        .where('account_id', '=', accountId)
        .executeTakeFirst();
    },

    /**
     * Starts (or restarts) enabling with a new secret. Never touches a confirmed one, and
     * keeps the wrong-code count, so restarting does not buy more guesses.
     */
    async startEnabling(accountId: string, secret: string, now: number): Promise<boolean> {
      const result = await db
        .insertInto('two_factor')
        .values({ account_id: accountId, secret, created_at: now, failures: 0 })
        .onConflict((oc) =>
          oc
            .column('account_id')
            .doUpdateSet({ secret, created_at: now, last_used_step: null })
            .where('two_factor.enabled_at', 'is', null),
        )
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0n) === 1;
    },

    /**
     * Counts one code try before the code is checked, in one statement, so parallel guesses
     * share the limit. A lock that has run out starts the count again at 1.
     */
    takeTry(accountId: string, now: number) {
      const expired = sql<boolean>`two_factor.locked_until <= ${now}`;
      return db
        .updateTable('two_factor')
        .set({
          failures: sql<number>`case when ${expired} then 1 else two_factor.failures + 1 end`,
          locked_until: sql<
            number | null
          >`case when ${expired} then null else two_factor.locked_until end`,
        })
        .where('account_id', '=', accountId)
        .returning(['failures', 'locked_until'])
        .executeTakeFirst();
    },

    async lock(accountId: string, until: number): Promise<void> {
      await db
        .updateTable('two_factor')
        .set({ locked_until: until })
        .where('account_id', '=', accountId)
        .execute();
    },

    /**
     * Accepts a code's time-step: only if it is after the last one used (a replay, even a
     * parallel one, updates nothing). Resets the wrong-code count; confirms enabling.
     */
    async accept(accountId: string, step: number, now: number): Promise<boolean> {
      const result = await db
        .updateTable('two_factor')
        .set({
          last_used_step: step,
          failures: 0,
          locked_until: null,
          enabled_at: sql<number>`coalesce(two_factor.enabled_at, ${now})`,
        })
        .where('account_id', '=', accountId)
        .where((eb) => eb.or([eb('last_used_step', 'is', null), eb('last_used_step', '<', step)]))
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async remove(accountId: string): Promise<void> {
      await db.deleteFrom('two_factor').where('account_id', '=', accountId).execute();
    },
  };
}

export type TwoFactorStore = ReturnType<typeof twoFactorStore>;
