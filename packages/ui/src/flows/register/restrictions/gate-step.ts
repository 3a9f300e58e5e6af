/**
 * The sign-up gate's one decision (behaviour §4 "Register" submit order, docs/engineering.md "One choke point"): from the
 * facts at hand, which restriction dialog of behaviour §2 comes next. The machine routes on it.
 *
 * 1. An IP ban (the send's 31018 answer, else the permission check) → dialog 3.
 * 2. The region-ban judgement: the visitor's place, or the phone country chosen, in the
 *    banned list (the send's 43001 answer, the permission check, the form) → dialog 2.
 * 3. A Chinese e-mail domain → dialog 5.
 * 4. Otherwise the ban-country declaration → dialog 1, then the captcha and the send.
 */
import {
  RET_CODES,
  isBannedPlace,
  isChineseEmail,
  type SignUpRefusalReason,
} from '@foyer/contract';
import type { CredentialsForm } from '../../shared/credentials-form';

/** What GET /register/permission_v2 answered (null when it could not be asked). */
export interface PermissionFacts {
  reason: SignUpRefusalReason;
  ip: string;
  /** The visitor's place: its subdivision ('CA-ON') when known, else its country. */
  place: string;
}

/** A sign-up call the server refused for a restriction: its ret_code and the IP it saw. */
export interface SendRefusal {
  retCode: number;
  ip?: string | undefined;
  place?: string | undefined;
}

export interface GateFacts {
  form: Pick<CredentialsForm, 'method' | 'email' | 'country'>;
  permission: PermissionFacts | null;
  sendRefusal: SendRefusal | null;
  /** The person ticked "Don't show this again" on dialog 3 for this address. */
  ipBanNoticeDismissed: (ip: string) => boolean;
}

export type GateStep =
  | { kind: 'ipBanned'; ip: string; quiet: boolean }
  | { kind: 'countryBanned'; place: string }
  | { kind: 'chineseEmail' }
  | { kind: 'declaration' };

/** The ret_codes of the sign-up rule: 31018 IP limited, 43001 country banned (decision 029). */
export function isSignUpRefusal(retCode: number): boolean {
  return retCode === RET_CODES.IP_LIMITED.code || retCode === RET_CODES.SIGN_UP_COUNTRY_BANNED.code;
}

function ipBan(facts: GateFacts): string | null {
  if (facts.sendRefusal?.retCode === RET_CODES.IP_LIMITED.code) {
    return facts.sendRefusal.ip ?? facts.permission?.ip ?? '';
  }
  return facts.permission?.reason === 'ipBanned' ? facts.permission.ip : null;
}

function bannedPlace(facts: GateFacts): string | null {
  if (facts.sendRefusal?.retCode === RET_CODES.SIGN_UP_COUNTRY_BANNED.code) {
    return facts.sendRefusal.place ?? facts.permission?.place ?? '';
  }
  if (facts.permission?.reason === 'countryBanned') return facts.permission.place;
  const phoneCountry = facts.form.method === 'mobile' ? facts.form.country?.iso : undefined;
  return phoneCountry && isBannedPlace(phoneCountry) ? phoneCountry : null;
}

export function gateStep(facts: GateFacts): GateStep {
  const ip = ipBan(facts);
  if (ip !== null)
    return { kind: 'ipBanned', ip, quiet: ip !== '' && facts.ipBanNoticeDismissed(ip) };
  const place = bannedPlace(facts);
  if (place !== null) return { kind: 'countryBanned', place };
  if (facts.form.method === 'email' && isChineseEmail(facts.form.email))
    return { kind: 'chineseEmail' };
  return { kind: 'declaration' };
}
