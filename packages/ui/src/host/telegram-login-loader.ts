/**
 * The log-in page reads Telegram's fields only when its address may carry them (decision 024):
 * the reader loads then, not with the first screen (decision 047).
 */
import type { takeTelegramLogin } from './telegram-login';

/** Whether the query string may hold Telegram's signed fields (it names `hash` and `auth_date`). */
export function mayCarryTelegramLogin(search: string): boolean {
  return /[?&]hash=/.test(search) && /[?&]auth_date=/.test(search);
}

export const loadTakeTelegramLogin = (): Promise<typeof takeTelegramLogin> =>
  import('./telegram-login').then((module) => module.takeTelegramLogin);
