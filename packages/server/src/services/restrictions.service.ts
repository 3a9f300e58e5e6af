/**
 * The standing of an account and of a visitor's address: what the operators' bans and
 * terminations (admin CLI) mean for log-in. SPEC §8: 31003 banned account (ban check), 40029
 * terminated, 31018 IP limited.
 */
import type { Store } from '../store/store.js';
import type { AccountRestriction } from '../store/restrictions.store.js';
import { parseRange, rangeSet } from './ip-ranges.js';

/** Whether the visitor's address lies in a banned range. */
export async function ipBanned(store: Store, ip: string): Promise<boolean> {
  const rows = await store.restrictions.bannedRanges();
  const ranges = rows.flatMap((row) => {
    const range = parseRange(row.range);
    return range ? [range] : [];
  });
  return rangeSet(ranges).has(ip);
}

export function accountRestriction(
  store: Store,
  accountId: string,
): Promise<AccountRestriction | undefined> {
  return store.restrictions.ofAccount(accountId);
}
