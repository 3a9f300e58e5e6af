/**
 * Password recovery's writes: the operators' "must reset password" flag, the new password
 * hash, and ending every session of an account (a reset must lock out whoever had the old
 * password, NIST SP 800-63B: sessions die with the credential they came from).
 */
import type { Kysely } from 'kysely';
import { compiledOnce } from '../store/compiled-once.js';
import type { Database } from '../store/schema.js';

export function recoveryStore(db: Kysely<Database>) {
  // Every right-password log-in asks: built once (store/compiled-once.ts).
  const resetFlag = compiledOnce(db, ['accountId'], ({ accountId }: { accountId: string }) =>
    db.selectFrom('password_resets').select('account_id').where('account_id', '=', accountId),
  );
  return {
    /** Flags the account: its next correct-password log-in answers pre_action 1. */
    async requireReset(accountId: string, since: number, note: string | null = null) {
      await db
        .insertInto('password_resets')
        .values({ account_id: accountId, since, note })
        .onConflict((oc) => oc.column('account_id').doUpdateSet({ since, note }))
        .execute();
    },

    async resetRequired(accountId: string): Promise<boolean> {
      return (await resetFlag({ accountId })).length > 0;
    },

    /** Clears the flag; false when there was none. */
    async clearReset(accountId: string): Promise<boolean> {
      const result = await db
        .deleteFrom('password_resets')
        .where('account_id', '=', accountId)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    /** A code neither used nor replaced, by the uuid its sender was answered. */
    liveCodeByUuid(purpose: 'recovery' | 'unblock', uuid: string) {
      return db
        .selectFrom('verification_codes')
        .selectAll()
        .where('purpose', '=', purpose)
        .where('uuid', '=', uuid)
        .where('consumed_at', 'is', null)
        .where('voided_at', 'is', null)
        .executeTakeFirst();
    },

    async setPasswordHash(accountId: string, passwordHash: string): Promise<void> {
      await db
        .updateTable('accounts')
        .set({ password_hash: passwordHash })
        .where('id', '=', accountId)
        .execute();
    },

    /** Revokes every live session of the account; answers how many. */
    async endAllSessions(accountId: string, now: number): Promise<number> {
      const result = await db
        .updateTable('sessions')
        .set({ revoked_at: now })
        .where('account_id', '=', accountId)
        .where('revoked_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },
  };
}

export type RecoveryStore = ReturnType<typeof recoveryStore>;
