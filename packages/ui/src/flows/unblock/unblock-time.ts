import { SELF_HELP_BAN_WINDOW_MS, intlLocale } from '@foyer/contract';

/**
 * behaviour §4: the unban time is the ban time plus 24 h, shown in UTC, by Intl in the page's
 * language ('Jan 2, 2026, 10:00' in English; the text around it says UTC).
 */
export function unblockTime(bannedAt: number, lang = 'en'): string {
  return new Intl.DateTimeFormat(intlLocale(lang), {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'UTC',
    hourCycle: 'h23',
  }).format(bannedAt + SELF_HELP_BAN_WINDOW_MS);
}
