/** SPEC §4 ban check: a self-help ban can be lifted by its holder 24 h after it began. */
export const SELF_UNBLOCK_WAIT_MS = 24 * 3_600_000;

/** SPEC §4: the unban time is the ban time plus 24 h, shown in UTC ('2026-01-02 10:00'). */
export function unblockTime(bannedAt: number): string {
  return new Date(bannedAt + SELF_UNBLOCK_WAIT_MS).toISOString().slice(0, 16).replace('T', ' ');
}
