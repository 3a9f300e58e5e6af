/**
 * Each account's answer to onboarding's step two (decision 135): one row, replaced by a later
 * answer, gone with the account.
 */
import { TRADING_EXPERIENCE_LEVELS, type TradingExperience } from '@foyer/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../store/schema.js';

const isLevel = (value: string): value is TradingExperience =>
  (TRADING_EXPERIENCE_LEVELS as readonly string[]).includes(value);

export function tradingExperienceStore(db: Kysely<Database>) {
  return {
    /** The account's answer, or null before it has answered. */
    async of(accountId: string): Promise<TradingExperience | null> {
      const row = await db
        .selectFrom('trading_experience')
        .select('level')
        .where('account_id', '=', accountId)
        .executeTakeFirst();
      // A value no release offers (written by hand, or by a later release rolled back) reads as
      // no answer: the page asks again rather than show a choice it does not have.
      return row && isLevel(row.level) ? row.level : null;
    },

    /** Keeps the account's answer, replacing an earlier one. */
    async answer(accountId: string, level: TradingExperience, at: number): Promise<void> {
      await db
        .insertInto('trading_experience')
        .values({ account_id: accountId, level, answered_at: at })
        .onConflict((oc) => oc.column('account_id').doUpdateSet({ level, answered_at: at }))
        .execute();
    },
  };
}
