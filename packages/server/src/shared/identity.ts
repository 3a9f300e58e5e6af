/**
 * Who an e-mail or phone number is, in one normal form. The same form keys accounts,
 * verification codes, resend cooldowns and login failures, so "A@x.io" and "a@x.io", or
 * "07700 900123" and "7700 900123" under +44, are one person everywhere.
 */
import { getCountries, getCountryCallingCode, parsePhoneNumberFromString } from 'libphonenumber-js';
import type { Account } from '../store/accounts.store.js';
import type { Queries } from '../store/store.js';

export type Identity =
  { kind: 'email'; email: string } | { kind: 'mobile'; countryCode: string; mobile: string };

/** E-mail addresses are compared case-insensitively: the whole address is lower-cased. */
export function emailIdentity(email: string): Identity {
  return { kind: 'email', email: email.toLowerCase() };
}

/**
 * The national number as libphonenumber reads it under the calling code, which drops a
 * trunk prefix where the country uses one ('0' in the UK) and keeps it where it is part of
 * the number (Italy). Numbers it cannot read are kept as typed.
 */
export function mobileIdentity(countryCode: string, mobile: string): Identity {
  const parsed = parsePhoneNumberFromString(mobile, { defaultCallingCode: countryCode });
  const national = parsed?.nationalNumber ?? mobile;
  return { kind: 'mobile', countryCode, mobile: national.length > 0 ? national : mobile };
}

/** The key of codes, cooldowns and login failures: the e-mail, or '+cc mobile'. */
export function identityKey(identity: Identity): string {
  return identity.kind === 'email' ? identity.email : `+${identity.countryCode} ${identity.mobile}`;
}

/** Where a message to this identity goes: the e-mail, or the E.164 number. */
export function deliveryAddress(identity: Identity): string {
  return identity.kind === 'email' ? identity.email : `+${identity.countryCode}${identity.mobile}`;
}

/** The ISO region of a phone number, or '' when the number does not say. */
export function regionOfMobile(identity: Identity): string {
  if (identity.kind !== 'mobile') return '';
  const parsed = parsePhoneNumberFromString(identity.mobile, {
    defaultCallingCode: identity.countryCode,
  });
  return parsed?.country ?? '';
}

export function findAccount(store: Queries, identity: Identity): Promise<Account | undefined> {
  return identity.kind === 'email'
    ? store.accounts.findByEmail(identity.email)
    : store.accounts.findByMobile(identity.countryCode, identity.mobile);
}

/** The identity columns of a new account. */
export function identityColumns(
  identity: Identity,
): Pick<Account, 'email' | 'country_code' | 'mobile'> {
  return identity.kind === 'email'
    ? { email: identity.email, country_code: null, mobile: null }
    : { email: null, country_code: identity.countryCode, mobile: identity.mobile };
}

/**
 * Ontario's area codes (North American Numbering Plan): a +1 number in one of them is a phone
 * of Ontario, the region behaviour §9 bans (CA-ON).
 */
const ONTARIO_AREA_CODES: readonly string[] = [
  '226', '249', '289', '343', '365', '382', '416', '437', '519',
  '548', '613', '647', '683', '705', '742', '753', '807', '905', '942',
]; // prettier-ignore

/** The place a phone number belongs to: ISO country, or CA-ON for an Ontario number. */
export function placeOfPhone(countryCode: string, mobile: string): string {
  const identity = mobileIdentity(countryCode, mobile);
  const region = regionOfMobile(identity) || onlyCountryOf(countryCode);
  if (region === 'CA' && identity.kind === 'mobile') {
    return ONTARIO_AREA_CODES.includes(identity.mobile.slice(0, 3)) ? 'CA-ON' : 'CA';
  }
  return region;
}

/** A calling code used by one country only names it even when the number does not parse. */
function onlyCountryOf(callingCode: string): string {
  const countries = getCountries().filter((c) => getCountryCallingCode(c) === callingCode);
  return countries.length === 1 ? (countries[0] ?? '') : '';
}
