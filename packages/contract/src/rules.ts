/**
 * The validation rules of behaviour §5 as pure functions. Each returns `null` for a valid value
 * or the spec's message key; the widget translates the key, the server answers
 * INVALID_PARAMS naming it. Both sides call the same functions.
 */
import {
  BANNED_COUNTRY_CODES,
  CODE_LENGTH,
  EMAIL_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PHONE_MAX_DIGITS,
  PHONE_MIN_DIGITS,
  REFERRAL_CODE_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
} from './constants.js';

export type RuleMessageKey =
  | 'pleaseEnterEmail'
  | 'invalidMail'
  | 'invalidPwd'
  | 'pleaseEnterMobile'
  | 'invalidPhone'
  | 'invalidMobileRemoveZero'
  | 'invalidEmailOrMobileFormat'
  | 'pleaseSelectCountryCode'
  | 'regNoticeContent'
  | 'invalidReferralCode'
  | 'invalidAffiliateId'
  | 'InvalidVerificationCode'
  | 'pleaseAcceptTerms';

export type RuleResult = RuleMessageKey | null;

// The WHATWG "valid e-mail address" production, with at least one dot in the domain, as an
// exchange account needs a deliverable, public address.
const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;
const DIGITS_ONLY = /^\d+$/;

/** E-mail: required (pleaseEnterEmail); max 100 chars and standard pattern (invalidMail). */
export function validateEmail(value: string): RuleResult {
  if (value.length === 0) return 'pleaseEnterEmail';
  if (value.length > EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(value)) return 'invalidMail';
  return null;
}

export interface UsernameOptions {
  /** The one area code on one site for which a leading 0 is kept (behaviour §5; not named there). */
  allowLeadingZero?: boolean;
}

/**
 * Combined username: fewer than 3 chars gives invalidEmailOrMobileFormat; all digits is a
 * phone (leading 0 gives invalidMobileRemoveZero, 5-12 digits else invalidPhone); otherwise a
 * valid e-mail of up to 100 chars, else invalidEmailOrMobileFormat.
 */
export function validateUsername(value: string, options: UsernameOptions = {}): RuleResult {
  if (value.length < USERNAME_MIN_LENGTH) return 'invalidEmailOrMobileFormat';
  if (DIGITS_ONLY.test(value)) {
    if (value.startsWith('0') && !options.allowLeadingZero) return 'invalidMobileRemoveZero';
    return isPhoneDigits(value) ? null : 'invalidPhone';
  }
  return validateEmail(value) === null ? null : 'invalidEmailOrMobileFormat';
}

/** Whether a combined username is a phone number (all digits). */
export function usernameIsPhone(value: string): boolean {
  return DIGITS_ONLY.test(value);
}

function isPhoneDigits(value: string): boolean {
  return (
    DIGITS_ONLY.test(value) && value.length >= PHONE_MIN_DIGITS && value.length <= PHONE_MAX_DIGITS
  );
}

/** Phone: required (pleaseEnterMobile), 5-12 digits (invalidPhone). */
export function validatePhone(value: string): RuleResult {
  if (value.length === 0) return 'pleaseEnterMobile';
  return isPhoneDigits(value) ? null : 'invalidPhone';
}

/** Spaces, parentheses and leading zeros are stripped (the widget does it 300 ms after typing). */
export function cleanPhone(value: string): string {
  return value.replace(/[\s()]/g, '').replace(/^0+/, '');
}

/** Country code required unless on the Turkish site (pleaseSelectCountryCode). */
export function validateCountryCode(countryCode: string, site?: string): RuleResult {
  if (site === 'TUR') return null;
  return countryCode.trim().length === 0 ? 'pleaseSelectCountryCode' : null;
}

/**
 * A calling code as the server takes it: 1–4 digits, no leading zero. "0044" or "044" is the
 * trunk or international prefix typed in front of "44": it names no other country, and taking
 * it would give one phone two spellings (two accounts, two code budgets, two restriction keys).
 */
export const CALLING_CODE_PATTERN = /^[1-9]\d{0,3}$/;

export function isCallingCode(value: string): boolean {
  return CALLING_CODE_PATTERN.test(value);
}

export interface PasswordChecklist {
  length: boolean;
  upper: boolean;
  lower: boolean;
  digit: boolean;
}

/** The checklist tooltip: one line per part of the password rule. */
export function passwordChecklist(value: string): PasswordChecklist {
  return {
    length: value.length >= PASSWORD_MIN_LENGTH && value.length <= PASSWORD_MAX_LENGTH,
    upper: /\p{Lu}/u.test(value),
    lower: /\p{Ll}/u.test(value),
    digit: /\d/.test(value),
  };
}

/** Password: 8 to 30 chars; at least one upper, one lower, one digit (invalidPwd). */
export function validatePassword(value: string): RuleResult {
  const checks = passwordChecklist(value);
  return checks.length && checks.upper && checks.lower && checks.digit ? null : 'invalidPwd';
}

/** Referral code: optional, at most 20 characters (the server then checks that it exists). */
export function validateReferralCode(value: string): RuleResult {
  return value.length <= REFERRAL_CODE_MAX_LENGTH ? null : 'invalidReferralCode';
}

/** Affiliate id: all digits. */
export function validateAffiliateId(value: string): RuleResult {
  return DIGITS_ONLY.test(value) ? null : 'invalidAffiliateId';
}

/** Code: exactly 6 digits. */
export function validateVerificationCode(value: string): RuleResult {
  return value.length === CODE_LENGTH && DIGITS_ONLY.test(value) ? null : 'InvalidVerificationCode';
}

/** Terms must be accepted. */
export function validateTermsAccepted(accepted: boolean): RuleResult {
  return accepted ? null : 'pleaseAcceptTerms';
}

/**
 * Mainland-Chinese mail providers. behaviour §5 leaves the bound open; the choice is recorded in
 * docs/decisions/003-chinese-email-domains.md.
 */
export const CHINESE_EMAIL_DOMAINS: readonly string[] = [
  'qq.com',
  'foxmail.com',
  '163.com',
  '126.com',
  'yeah.net',
  'sina.com',
  'sina.cn',
  'sohu.com',
  'aliyun.com',
  '139.com',
  '189.cn',
  'tom.com',
  '21cn.com',
];

export function isChineseEmail(email: string): boolean {
  const domain = email.slice(email.lastIndexOf('@') + 1).toLowerCase();
  return domain.endsWith('.cn') || CHINESE_EMAIL_DOMAINS.includes(domain);
}

/** Waitlist e-mail: valid (invalidMail); a Chinese e-mail gives regNoticeContent. */
export function validateWaitlistEmail(value: string): RuleResult {
  const email = validateEmail(value);
  if (email !== null) return email;
  return isChineseEmail(value) ? 'regNoticeContent' : null;
}

/** Registration is blocked when the country is in the banned list (behaviour §5, §9). */
export function isBannedCountry(countryCode: string): boolean {
  return BANNED_COUNTRY_CODES.includes(countryCode.toUpperCase());
}

/** Five hosts offered as completions once the user has typed the '@' (behaviour §5). */
export const EMAIL_SUGGESTION_HOSTS: readonly string[] = [
  'gmail.com',
  'outlook.com',
  'yahoo.com',
  'hotmail.com',
  'icloud.com',
];

export function emailSuggestions(value: string, hosts = EMAIL_SUGGESTION_HOSTS): string[] {
  const at = value.indexOf('@');
  if (at <= 0) return [];
  const local = value.slice(0, at);
  const typed = value.slice(at + 1).toLowerCase();
  return hosts
    .filter((host) => host.startsWith(typed) && host !== typed)
    .map((h) => `${local}@${h}`);
}

// The digest of the empty string must never verify (docs/engineering.md "Password digest").
const EMPTY_PASSWORD_DIGEST = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';

/** The password as sent on the wire: exactly 64 lowercase hex characters (SHA-256). */
export function isPasswordDigest(value: string): boolean {
  return /^[0-9a-f]{64}$/.test(value) && value !== EMPTY_PASSWORD_DIGEST;
}
