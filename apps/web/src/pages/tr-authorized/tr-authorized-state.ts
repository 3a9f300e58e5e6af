/**
 * What /{lang}/tr-authorized shows (behaviour §2 routes; decision 084), one pure function of
 * its `type` and whether a window opened it.
 *
 * - `LOGIN_TR`, `BIND_TR` with an opener: `handOver`, the page goes on to the server's round
 *   trip (decision 061), whose callback answers the opener. Both types run the same trip:
 *   whether the token signs in or links is the opener's business.
 * - `TR_KYC`: `kyc`, identity verification is not run by Foyer; the page says so and posts
 *   nothing (the opener sees a closed popup: a cancel).
 * - Anything else, or no opener (the address typed, or an opener the browser dropped):
 *   `invalid`, nothing is started.
 */
export type TrAuthorizedState = 'handOver' | 'kyc' | 'invalid';

export const TR_POPUP_TYPES = ['LOGIN_TR', 'BIND_TR', 'TR_KYC'] as const;

export function trAuthorizedState(type: string | null, hasOpener: boolean): TrAuthorizedState {
  if (type === 'TR_KYC') return 'kyc';
  if ((type === 'LOGIN_TR' || type === 'BIND_TR') && hasOpener) return 'handOver';
  return 'invalid';
}
