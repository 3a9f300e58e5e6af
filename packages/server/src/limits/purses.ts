/**
 * Whose budget an attempt spends (decision 105). Every limit a stranger could spend against
 * an owner (the password lock-out, the authenticator's lock and budget, the wrong-code
 * budgets, the send caps per address) is counted in a **purse**: a device the account already
 * knows (it signed up or completed a log-in there) has a purse of its own, which only that
 * device can spend; every other device shares the strangers' purse. A stranger cannot present
 * the owner's device id (a random value kept in the owner's browser), so nothing a stranger
 * does closes the owner's known device. When the strangers' purse is spent, an unknown
 * device is asked for a stronger proof (the mailbox, or a known device) instead of guessing on.
 *
 * The strangers' purse is the limit's plain key, as every counter was before purses: counts in
 * force at the upgrade keep counting.
 */
import type { ServiceDeps } from '../shared/deps.js';

export type Purse =
  /** A device the account knows, or one that proved the mailbox in this log-in. */
  | { kind: 'device'; deviceHash: string }
  /**
   * Messages sent after the right password (a new device's security code, an unblock code):
   * a stranger without the password cannot spend it; only the send caps use it.
   */
  | { kind: 'proven' }
  /** Every other device: one shared purse per identity. */
  | { kind: 'strangers' };

export const STRANGERS: Purse = { kind: 'strangers' };
export const PROVEN: Purse = { kind: 'proven' };

/** The purse of a device that proved itself: known, or the mailbox's risk code just now. */
export const devicePurse = (deviceHash: string): Purse =>
  deviceHash === '' ? STRANGERS : { kind: 'device', deviceHash };

/**
 * The purse of an attempt on an account from a device: its own when the account knows the
 * device; the strangers' for an unknown device, for no device id, and when there is no
 * account (a guess at an address without one counts exactly as at one with an account).
 */
export async function purseOf(
  deps: Pick<ServiceDeps, 'store'>,
  accountId: string | undefined,
  deviceHash: string,
): Promise<Purse> {
  if (accountId === undefined || deviceHash === '') return STRANGERS;
  const known = await deps.store.risk.knowsDevice(accountId, deviceHash);
  return known ? devicePurse(deviceHash) : STRANGERS;
}

/**
 * A limit's key in a purse: the strangers' is the plain key, the others add a word after a
 * space (which is how `resetWithPurses` finds every purse of a key).
 */
export function inPurse(key: string, purse: Purse): string {
  switch (purse.kind) {
    case 'strangers':
      return key;
    case 'proven':
      return `${key} proven`;
    case 'device':
      return `${key} device ${purse.deviceHash}`;
  }
}
