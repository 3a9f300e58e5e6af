/** Guided sign-ins: log-ins from a known device in a new country (decision 025). */
import type { Kysely, Selectable } from 'kysely';
import type { Database, GuidedSignInsTable } from '../store/schema.js';

export type GuidedSignIn = Selectable<GuidedSignInsTable>;

export function riskGuideStore(db: Kysely<Database>) {
  return {
    async insert(row: Omit<GuidedSignIn, 'acknowledged_at'>): Promise<void> {
      await db.insertInto('guided_sign_ins').values(row).execute();
    },

    /** The account's sign-ins not acknowledged yet, made after `since`, newest first. */
    pending(accountId: string, since: number): Promise<GuidedSignIn[]> {
      return db
        .selectFrom('guided_sign_ins')
        .selectAll()
        .where('account_id', '=', accountId)
        .where('acknowledged_at', 'is', null)
        .where('created_at', '>', since)
        .orderBy('created_at', 'desc')
        .execute();
    },

    /**
     * Acknowledges the sign-in of a token, once, and only for its own account, in one
     * statement: false when the token is unknown, another account's, used or too old.
     */
    async acknowledge(
      tokenHash: string,
      accountId: string,
      since: number,
      now: number,
    ): Promise<boolean> {
      const result = await db
        .updateTable('guided_sign_ins')
        .set({ acknowledged_at: now })
        .where('token_hash', '=', tokenHash)
        .where('account_id', '=', accountId)
        .where('acknowledged_at', 'is', null)
        .where('created_at', '>', since)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  };
}
