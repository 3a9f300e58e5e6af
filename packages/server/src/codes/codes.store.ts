/**
 * Verification codes. Their limits are the limiter's: the resend wait (limits/resend-cooldown.ts)
 * and the tries of each code (codes.service.ts).
 */
import type { Kysely, Selectable } from 'kysely';
import type { Database, VerificationCodesTable } from '../store/schema.js';

export type VerificationCode = Selectable<VerificationCodesTable>;
export type NewVerificationCode = Omit<VerificationCode, 'consumed_at' | 'voided_at'>;

export function codesStore(db: Kysely<Database>) {
  return {
    /** Voids every live code for the same purpose and target, then stores the new one. */
    async replace(code: NewVerificationCode): Promise<void> {
      await db
        .updateTable('verification_codes')
        .set({ voided_at: code.created_at })
        .where('purpose', '=', code.purpose)
        .where('target', '=', code.target)
        .where('consumed_at', 'is', null)
        .where('voided_at', 'is', null)
        .execute();
      await db
        .insertInto('verification_codes')
        .values({ ...code, consumed_at: null, voided_at: null })
        .execute();
    },

    /** The newest code that is neither used nor replaced (it may still be expired). */
    findLive(purpose: VerificationCode['purpose'], target: string) {
      return db
        .selectFrom('verification_codes')
        .selectAll()
        .where('purpose', '=', purpose)
        .where('target', '=', target)
        .where('consumed_at', 'is', null)
        .where('voided_at', 'is', null)
        .orderBy('created_at', 'desc')
        .limit(1)
        .executeTakeFirst();
    },

    /** The newest code that was not replaced, used or not: a double submit's used code. */
    findNewest(purpose: VerificationCode['purpose'], target: string) {
      return db
        .selectFrom('verification_codes')
        .selectAll()
        .where('purpose', '=', purpose)
        .where('target', '=', target)
        .where('voided_at', 'is', null)
        .orderBy('created_at', 'desc')
        .limit(1)
        .executeTakeFirst();
    },

    /** Marks the code used; false when another request used it first. */
    async consume(id: string, now: number): Promise<boolean> {
      const result = await db
        .updateTable('verification_codes')
        .set({ consumed_at: now })
        .where('id', '=', id)
        .where('consumed_at', 'is', null)
        .where('voided_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  };
}

export type CodesStore = ReturnType<typeof codesStore>;
