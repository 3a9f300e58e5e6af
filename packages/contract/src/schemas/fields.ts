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
export const referralCodeField = byRule(validateReferralCode);
export const langField = z.string().max(16);
