import {
  validateEmail,
  validatePassword,
  validatePhone,
  validateReferralCode,
} from '@foyer/contract';
import type { FieldRules } from '../shared/credentials-form';

/** The rules of the sign-up fields (SPEC §5). */
export const REGISTER_RULES: FieldRules = {
  email: validateEmail,
  mobile: validatePhone,
  password: validatePassword,
  referral: validateReferralCode,
};
