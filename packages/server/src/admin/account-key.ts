/**
 * How operators name an account on the command line: its id (9 digits), its e-mail, or its
 * mobile number in international form, `+447123456789`, `"+44 7123456789"` or, unquoted,
 * `+44 7123456789` (two arguments). A '+' is required: a bare number is an id. The number is
 * normalised as sign-up normalises it, so `+44 07123456789` finds the same account.
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { emailIdentity, findAccount, mobileIdentity } from '../shared/identity.js';
import type { Account } from '../store/accounts.store.js';
import type { Store } from '../store/store.js';

/** The account key of the positional arguments: joins an unquoted `+44 7123…` pair. */
export function accountKeyOf(positional: readonly string[]): string | undefined {
  const [first, second] = positional;
  if (first && /^\+\d{1,4}$/.test(first) && second && /^[\d\s()-]+$/.test(second)) {
    return `${first} ${second}`;
  }
  return first;
}

/** Calling code and national number of `+cc number` or `+ccnumber`; undefined otherwise. */
export function mobileOfKey(key: string): { countryCode: string; mobile: string } | undefined {
  const spaced = /^\+(\d{1,4})\s+([\d\s()-]+)$/.exec(key.trim());
  if (spaced) return { countryCode: spaced[1]!, mobile: spaced[2]!.replace(/\D/g, '') };
  if (!/^\+\d{6,18}$/.test(key)) return undefined;
  const parsed = parsePhoneNumberFromString(key);
  if (!parsed) return undefined;
  return { countryCode: parsed.countryCallingCode, mobile: parsed.nationalNumber };
}

export async function findAccountByKey(store: Store, key: string): Promise<Account | undefined> {
  if (key.includes('@')) return findAccount(store, emailIdentity(key));
  if (key.startsWith('+')) {
    const mobile = mobileOfKey(key);
    return mobile
      ? findAccount(store, mobileIdentity(mobile.countryCode, mobile.mobile))
      : undefined;
  }
  return store.accounts.findById(key);
}
