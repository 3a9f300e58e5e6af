/** Telegram accounts bound to accounts, and the Telegram Login data already used to bind. */
import type { Kysely, Selectable } from 'kysely';
import type { Database, TelegramBindingsTable } from '../store/schema.js';
import { spendOnce } from '../store/spend-once.js';
import { isUniqueViolation } from '../store/unique-violation.js';

export type TelegramBinding = Selectable<TelegramBindingsTable>;

export function telegramStore(db: Kysely<Database>) {
  return {
    byTelegramId(telegramId: string): Promise<TelegramBinding | undefined> {
      return db
        .selectFrom('telegram_bindings')
        .selectAll()
        .where('telegram_id', '=', telegramId)
        .executeTakeFirst();
    },

    byAccount(accountId: string): Promise<TelegramBinding | undefined> {
      return db
        .selectFrom('telegram_bindings')
        .selectAll()
        .where('account_id', '=', accountId)
        .executeTakeFirst();
    },

    /**
     * Binds, or answers false when either side is bound already (the unique keys settle a
     * race between two binds of one Telegram account or of one account).
     */
    async bind(telegramId: string, accountId: string, now: number): Promise<boolean> {
      try {
        await db
          .insertInto('telegram_bindings')
          .values({ telegram_id: telegramId, account_id: accountId, created_at: now })
          .execute();
        return true;
      } catch (error) {
        if (isUniqueViolation(error)) return false;
        throw error;
      }
    },

    async unbind(accountId: string): Promise<void> {
      await db.deleteFrom('telegram_bindings').where('account_id', '=', accountId).execute();
    },

    /**
     * Records Telegram Login data (by its hash) as used, in one statement: true the first
     * time, false when it was used before. Rows past their expiry are pruned on the way,
     * since data that old is refused anyway.
     */
    async markAuthUsed(hash: string, expiresAt: number, now: number): Promise<boolean> {
      return spendOnce(db, 'telegram_auth_uses', hash, expiresAt, now);
    },
  };
}

export type TelegramStore = ReturnType<typeof telegramStore>;
