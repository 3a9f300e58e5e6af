import {
  validateEmail,
  validatePassword,
  validatePhone,
  validateReferralCode,
  validateUsername,
} from '@foyer/contract';
import type { FieldRules } from '../shared/credentials-form';
import { visibleMethods, type TabVisibility } from '../login/login-method';
import { isStepMode, type RegisterType } from './register-step';

/** The rules of the sign-up fields (behaviour §5): the old mode's one form. */
export const REGISTER_RULES: FieldRules = {
  email: validateEmail,
  mobile: validatePhone,
  password: validatePassword,
  referral: validateReferralCode,
};

/** Step one (ACCOUNT) of the new mode: the password comes in its own step. */
export const ACCOUNT_STEP_RULES: FieldRules = {
  email: validateEmail,
  mobile: validatePhone,
  referral: validateReferralCode,
};

/**
 * Step one's words when it has the one "Email or mobile" field: the combined rule, whichever
 * the value names. It accepts what ACCOUNT_STEP_RULES accept (the machine judges by those); only
 * the words differ, as the visitor typed into one field and not into an "Email" one.
 */
export const USERNAME_STEP_RULES: FieldRules = {
  email: (value) => validateUsername(value),
  mobile: (value) => validateUsername(value),
  referral: validateReferralCode,
};

/** The PASSWORD step of the new mode. */
export const PASSWORD_STEP_RULES: FieldRules = { password: validatePassword };

/**
 * Whether step one takes one "Email or mobile" field (behaviour §5: the three-step layout's
 * account step takes one username): in the three-step layout, when both methods are offered
 * and the host has not fixed the e-mail.
 */
export function takesOneUsername(
  registerType: RegisterType | null,
  options: TabVisibility & { emailReadOnly?: boolean },
): boolean {
  if (registerType === null || !isStepMode(registerType) || options.emailReadOnly) return false;
  return visibleMethods(options).length === 2;
}
