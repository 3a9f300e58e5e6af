/**
 * The grey release of behaviour §6: the accounts whose id ends in one of GREY_RELEASE_DIGITS
 * (0, 1, 2, 3 and 5 unless configured) see what is being released to some accounts first.
 * Today that is the site check across all nine sites (decision 092): a log-in answer names
 * such an account's own site, not only its wire code.
 */

/** The last digits of the account ids in the grey release, as configured. */
export type GreyReleaseDigits = readonly string[];

/** Behaviour §6's digits: half of the accounts, since ids are random (gates/account-id.ts). */
export const GREY_RELEASE_DEFAULT = '0,1,2,3,5';

export function inGreyRelease(accountId: string, digits: GreyReleaseDigits): boolean {
  return digits.includes(accountId.slice(-1));
}

/** GREY_RELEASE_DIGITS: comma-separated decimal digits, each once; `none` for nobody. */
export function greyReleaseDigits(raw: string | undefined): GreyReleaseDigits {
  if (raw?.trim() === 'none') return [];
  const items = (raw ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  for (const item of items) {
    if (!/^\d$/.test(item)) throw new Error(`"${item}" is not a single digit 0-9`);
  }
  return [...new Set(items)];
}
