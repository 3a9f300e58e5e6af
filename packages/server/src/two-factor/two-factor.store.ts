/** Each account's TOTP secret, its enabling state and the last step used. */
import { sql, type Kysely, type Selectable } from 'kysely';
import { compiledOnce } from '../store/compiled-once.js';
import type { Database, TwoFactorTable } from '../store/schema.js';

export type TwoFactor = Selectable<TwoFactorTable>;

export function twoFactorStore(db: Kysely<Database>) {
  // Every right-password log-in asks: built once (store/compiled-once.ts).
  const ofAccount = compiledOnce(db, ['accountId'], ({ accountId }: { accountId: string }) =>
    db.selectFrom('two_factor').selectAll().where('account_id', '=', accountId),
  );
  return {
    async find(accountId: string): Promise<TwoFactor | undefined> {
      return (await ofAccount({ accountId }))[0];
    },

    /**
     * Starts (or restarts) enabling with a new secret. Never touches a confirmed one; the
     * wrong-code count is the limiter's, per account, so restarting buys no more guesses.
     */
    async startEnabling(accountId: string, secret: string, now: number): Promise<boolean> {
      const result = await db
        .insertInto('two_factor')
        .values({ account_id: accountId, secret, created_at: now })
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
     * Accepts a code's time-step: only if it is after the last one used (a replay, even a
     * parallel one, updates nothing). Confirms enabling.
     */
    async accept(accountId: string, step: number, now: number): Promise<boolean> {
      const result = await db
        .updateTable('two_factor')
        .set({
          last_used_step: step,
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
