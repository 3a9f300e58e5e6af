/**
 * Things accepted once (a captcha challenge, Telegram log-in data, a third-party id token, an
 * encrypted password): a
 * table of what was used, keyed by it, with its expiry. One statement settles two presentations
 * at once (the key's uniqueness); rows past their expiry are pruned on the way, since what they
 * record is refused by its own expiry anyway.
 */
import type { Kysely } from 'kysely';
import type { Database } from './schema.js';

/** Each single-use table and its key column. */
const KEY_OF = {
  captcha_uses: 'nonce',
  telegram_auth_uses: 'hash',
  id_token_uses: 'hash',
  encrypted_password_uses: 'hash',
} as const;

export type SpendOnceTable = keyof typeof KEY_OF;

/** Records `key` as used in `table`: true the first time, false when it was used before. */
export async function spendOnce(
  db: Kysely<Database>,
  table: SpendOnceTable,
  key: string,
  expiresAt: number,
  now: number,
): Promise<boolean> {
  // The tables share this shape; Kysely cannot see it through a union of table names.
  const used = db as unknown as Kysely<Record<SpendOnceTable, { key: string; expires_at: number }>>;
  const column = KEY_OF[table] as 'key';
  await used.deleteFrom(table).where('expires_at', '<=', now).execute();
  const inserted = await used
    .insertInto(table)
    .values({ [column]: key, expires_at: expiresAt } as { key: string; expires_at: number })
    .onConflict((oc) => oc.column(column).doNothing())
    .returning(column)
    .executeTakeFirst();
  return inserted !== undefined;
}
