/** Field schemas shared by several calls; each refusal names the rule's message key. */
import { z } from 'zod';
import {
  CALLING_CODE_PATTERN,
  isPasswordDigest,
  validateEmail,
  validatePhone,
  validateReferralCode,
  validateUsername,
  validateVerificationCode,
  type RuleResult,
} from '../rules.js';

const byRule = (rule: (value: string) => RuleResult) =>
  z.string().superRefine((value, ctx) => {
    const key = rule(value);
    if (key !== null) ctx.addIssue({ code: 'custom', message: key });
  });

export const emailField = byRule(validateEmail);
export const mobileField = byRule(validatePhone);
/** The combined "Email or mobile" of the three-step sign-up (behaviour §5 "Username"). */
export const usernameField = byRule((value) => validateUsername(value));
/** Calling code without '+' or leading zeros, e.g. "44" (behaviour §3 country_code). */
export const countryCodeField = z
  .string()
  .regex(CALLING_CODE_PATTERN, { message: 'pleaseSelectCountryCode' });
export const passwordDigestField = z
  .string()
  .refine(isPasswordDigest, { message: 'invalidPasswordDigest' });
export const verificationCodeField = byRule(validateVerificationCode);

/**
 * A password sent by a log-in or a reset: its digest in clear, or, as the widget sends it, the
 * digest and the time encrypted with the server's key (behaviour §3; decisions 151, 161):
 * base64url RSA-OAEP (SHA-256) of `{"password", "timestamp"}`, with the key's id and the same
 * time in clear. One of the two; the server's `passwordOf` decides.
 */
export const sentPasswordFields = {
  password: passwordDigestField.optional(),
  encrypt_password: z.string().max(512).optional(),
  encrypt_timestamp: z.number().int().nonnegative().optional(),
  key_id: z.string().max(64).optional(),
};
export const referralCodeField = byRule(validateReferralCode);
export const langField = z.string().max(16);

/**
 * behaviour §3 `live_country_code`: the visitor's country as the widget knows it, ISO 3166-1
 * alpha-2; '' for none. The server never lets it loosen a rule (docs/decisions/146).
 */
export const liveCountryCodeField = z
  .string()
  .regex(/^(?:[A-Za-z]{2})?$/, { message: 'invalidLiveCountryCode' });

/** An absolute http(s) address, as `url` and `location_link` carry one (decision 147). */
export function isPageAddress(text: string): boolean {
  if (!/^https?:\/\/[^/?#\s]+/i.test(text)) return false;
  try {
    return new URL(text).host !== '';
  } catch {
    return false;
  }
}

const pageAddressField = z
  .string()
  .max(2048)
  .refine(isPageAddress, { message: 'invalidPageAddress' });

/** A short tag of the link the visitor came by (`from`, `g`): letters, digits, `_ . : -`. */
const linkTagField = z
  .string()
  .max(64)
  .regex(/^[\w.:-]*$/, { message: 'invalidLinkTag' });

/**
 * Where a sign-up or send-code comes from (behaviour §3; docs/decisions/147): `from` and `g`
 * (the page's `from` and `g` query tags), `location_link` (the referrer, else the page) and
 * `url` (the page), both without query or fragment, and the live country.
 */
export const visitFields = {
  from: linkTagField.optional(),
  g: linkTagField.optional(),
  location_link: pageAddressField.optional(),
  url: pageAddressField.optional(),
  live_country_code: liveCountryCodeField.optional(),
};
