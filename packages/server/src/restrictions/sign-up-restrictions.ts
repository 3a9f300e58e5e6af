/**
 * The one rule every sign-up call passes (behaviour §4 "stop if region-ban judgement or IP ban",
 * §5 "Registration blocked when selected country is in banned list or IP banned", §9 banned
 * country codes): an operator's IP ban first, then the visitor's place from GEO_TABLE, then the
 * country of the phone number chosen. Decision 029 records the order and the codes.
 */
import { isBannedPlace, isChineseEmail, type SignUpRefusalReason } from '@foyer/contract';
import { failure, success, type DomainError, type Outcome } from '../errors.js';
import type { Store } from '../store/store.js';
import type { GeoLookup } from '../shared/geo.service.js';
import { placeOfPhone, type Identity } from '../shared/identity.js';
import { ipBanned } from './restrictions.service.js';

export interface SignUpFacts {
  /** The visitor's address as the server sees it. */
  ip: string;
  /** The phone a sign-up by mobile names: calling code and number. */
  phone?: { countryCode: string; mobile: string } | undefined;
  /** The e-mail a sign-up by e-mail names: none at a Chinese provider (decision 038). */
  email?: string | undefined;
  /**
   * The country the client says the visitor is in (`live_country_code`): checked after the
   * address's own place, so it can refuse but never admit (decision 146).
   */
  liveCountry?: string | undefined;
}

/** The phone or e-mail of an identity, as the restrictions read them. */
export function signUpFactsOf(identity: Identity | undefined): Omit<SignUpFacts, 'ip'> {
  if (identity?.kind === 'mobile') return { phone: identity };
  return identity?.kind === 'email' ? { email: identity.email } : {};
}

export type SignUpRestriction =
  | { reason: 'ipBanned'; ip: string }
  | { reason: 'countryBanned'; place: string; from: 'visitor' | 'live' | 'phone' };

export async function signUpRestriction(
  ctx: { store: Store; geo: GeoLookup },
  facts: SignUpFacts,
): Promise<SignUpRestriction | null> {
  if (await ipBanned(ctx.store, facts.ip)) return { reason: 'ipBanned', ip: facts.ip };
  const visitorPlace = ctx.geo.placeOf(facts.ip);
  if (isBannedPlace(visitorPlace)) {
    return { reason: 'countryBanned', place: visitorPlace, from: 'visitor' };
  }
  if (facts.liveCountry && isBannedPlace(facts.liveCountry)) {
    return { reason: 'countryBanned', place: facts.liveCountry, from: 'live' };
  }
  if (facts.phone) {
    const phonePlace = placeOfPhone(facts.phone.countryCode, facts.phone.mobile);
    if (isBannedPlace(phonePlace))
      return { reason: 'countryBanned', place: phonePlace, from: 'phone' };
  }
  return null;
}

/** The refusal a restriction answers on a sign-up call: 31018 with the IP, or 43001. */
export function signUpRefusal(restriction: SignUpRestriction): DomainError {
  return restriction.reason === 'ipBanned'
    ? { kind: 'signUpIpBanned', ip: restriction.ip }
    : { kind: 'signUpCountryBanned', place: restriction.place };
}

/** The guard form of the rule, for a handler's ladder of early returns. */
export async function guardSignUp(
  ctx: { store: Store; geo: GeoLookup },
  facts: SignUpFacts,
): Promise<Outcome<void>> {
  const restriction = await signUpRestriction(ctx, facts);
  if (restriction) return failure(signUpRefusal(restriction));
  if (facts.email !== undefined && isChineseEmail(facts.email)) {
    return failure({ kind: 'signUpChineseEmail' });
  }
  return success(undefined);
}

/** The reason GET /register/permission_v2 gives ('none' when sign-up is offered). */
export function refusalReason(restriction: SignUpRestriction | null): SignUpRefusalReason {
  return restriction ? restriction.reason : 'none';
}
