import { SELF_UNBLOCK_AFTER_MS } from '../login/login-answer';

/** SPEC §4: the unban time is the ban time plus 24 h, shown in UTC ('2026-01-02 10:00'). */
export function unblockTime(bannedAt: number): string {
  return new Date(bannedAt + SELF_UNBLOCK_AFTER_MS).toISOString().slice(0, 16).replace('T', ' ');
}
