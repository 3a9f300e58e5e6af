import {
  validateEmail,
  validatePassword,
  validatePhone,
  validateReferralCode,
} from '@foyer/contract';
import type { FieldRules } from '../shared/credentials-form';

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

/** The PASSWORD step of the new mode. */
export const PASSWORD_STEP_RULES: FieldRules = { password: validatePassword };
