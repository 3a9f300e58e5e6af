/**
 * Telegram Login data for tests, signed as Telegram signs it for the Login Widget
 * (core.telegram.org/widgets/login; Telegram Login Widget, docs/engineering.md "Sources"), written here independently of the
 * server's checker so that a mistake in one does not hide in the other.
 */
import { createHash, createHmac } from 'node:crypto';

export const TEST_BOT_TOKEN = '123456789:AAHtest-bot-token-for-foyer_tests';

export interface TelegramUser {
  id: number;
  first_name?: string;
  last_name?: string;
  username?: string;
  photo_url?: string;
}

/** The fields Telegram would pass, `hash` included, for a user authorised at `authDateMs`. */
export function signedTelegramLogin(
  user: TelegramUser,
  authDateMs: number,
  botToken = TEST_BOT_TOKEN,
): Record<string, string> & { hash: string } {
  const fields: Record<string, string> = { auth_date: String(Math.floor(authDateMs / 1000)) };
  for (const [key, value] of Object.entries(user)) {
    if (value !== undefined) fields[key] = String(value);
  }
  const checkString = Object.entries(fields)
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([key, value]) => `${key}=${value}`)
    .join('\n');
  const secret = createHash('sha256').update(botToken).digest();
  return { ...fields, hash: createHmac('sha256', secret).update(checkString).digest('hex') };
}

/** The login form's telegram_callback: the fields as JSON text (decision 024). */
export const telegramCallback = (fields: Record<string, string>) => JSON.stringify(fields);
