/**
 * Each account's sign-in history: the session step writes a row for every session it issues
 * (session-step.ts). An account keeps its newest `SIGN_INS_KEPT`; older rows go as new ones
 * come, so the table grows with the accounts, not with their sign-ins.
 */
import type { Kysely, Selectable } from 'kysely';
import type { Database, SignInHistoryTable } from '../store/schema.js';

/** How many sign-ins an account's history keeps (the security page lists as many). */
export const SIGN_INS_KEPT = 100;

export type SignInRow = Selectable<SignInHistoryTable>;
export type NewSignIn = Omit<SignInRow, 'id'>;

export function signInHistoryStore(db: Kysely<Database>) {
  return {
    /** Writes one sign-in and lets go of the account's rows past the newest kept. */
    async record(row: NewSignIn): Promise<void> {
      await db.insertInto('sign_in_history').values(row).execute();
      const kept = db
        .selectFrom('sign_in_history')
        .select('id')
        .where('account_id', '=', row.account_id)
        .orderBy('id', 'desc')
        .limit(SIGN_INS_KEPT);
      await db
        .deleteFrom('sign_in_history')
        .where('account_id', '=', row.account_id)
        .where('id', 'not in', kept)
        .execute();
    },

    /** The account's newest sign-ins first, at most `limit`. */
    async latest(accountId: string, limit = SIGN_INS_KEPT): Promise<SignInRow[]> {
      return db
        .selectFrom('sign_in_history')
        .selectAll()
        .where('account_id', '=', accountId)
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
    },
  };
}
