/**
 * Joining the waitlist (dialogs 2 → 6 → 4, SPEC §2): one row per e-mail. The answer is the
 * same whether the e-mail was new or already there, so the call cannot be used to learn
 * who waits. A Chinese e-mail is refused (SPEC §5 regNoticeContent, decision 003).
 */
import { isChineseEmail } from '@foyer/contract';
import { failure, success, type Outcome } from '../errors.js';
import type { ServiceDeps } from './deps.js';

export interface WaitlistEntry {
  email: string;
  /** The place the person gave, else the visitor's place from GEO_TABLE ('' when unknown). */
  country: string;
}

export async function joinWaitlist(
  deps: Pick<ServiceDeps, 'store' | 'clock'>,
  entry: WaitlistEntry,
): Promise<Outcome<void>> {
  if (isChineseEmail(entry.email)) return failure({ kind: 'waitlistEmailRefused' });
  await deps.store.waitlist.join(
    entry.email.toLowerCase(),
    entry.country.toUpperCase(),
    deps.clock.now(),
  );
  return success(undefined);
}
