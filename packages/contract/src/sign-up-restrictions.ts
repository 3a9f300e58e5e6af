/**
 * Where sign-up is not offered (behaviour §5 "Registration blocked when selected country is in
 * banned list or IP banned", §9 banned country codes). A place is an ISO 3166-1 alpha-2
 * country ('US') or an ISO 3166-2 subdivision ('CA-ON'): behaviour §9's 'Ontario' is a province of
 * Canada, so it is the subdivision CA-ON, not a country (docs/decisions/029).
 */
import { BANNED_COUNTRY_CODES } from './constants.js';

/** behaviour §9's banned regions as ISO 3166-2 codes: Ontario is CA-ON. */
export const BANNED_SUBDIVISION_CODES: readonly string[] = ['CA-ON'];

/** Whether sign-up is refused for a place: its country is banned, or the subdivision is. */
export function isBannedPlace(place: string): boolean {
  const code = place.trim().toUpperCase();
  if (code === '') return false;
  const country = code.split('-')[0] ?? '';
  return BANNED_COUNTRY_CODES.includes(country) || BANNED_SUBDIVISION_CODES.includes(code);
}

/** Why a visitor may not sign up (GET /register/permission_v2), or 'none'. */
export type SignUpRefusalReason = 'none' | 'ipBanned' | 'countryBanned';
