import { SELF_HELP_BAN_WINDOW_MS } from '@foyer/contract';

/** behaviour §4: the unban time is the ban time plus 24 h, shown in UTC ('2026-01-02 10:00'). */
export function unblockTime(bannedAt: number): string {
  return new Date(bannedAt + SELF_HELP_BAN_WINDOW_MS).toISOString().slice(0, 16).replace('T', ' ');
}
