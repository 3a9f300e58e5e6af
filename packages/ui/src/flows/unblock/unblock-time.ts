import { SELF_HELP_BAN_WINDOW_MS, dateFormat } from '@foyer/contract';

/**
 * behaviour §4: the unban time is the ban time plus 24 h, shown in UTC, by Intl in the page's
 * language ('Jan 2, 2026, 10:00' in English; the text around it says UTC).
 */
export function unblockTime(bannedAt: number, lang = 'en'): string {
  const shape = { date: 'medium', time: 'short', utc: true } as const;
  return dateFormat(lang, shape).format(bannedAt + SELF_HELP_BAN_WINDOW_MS);
}
