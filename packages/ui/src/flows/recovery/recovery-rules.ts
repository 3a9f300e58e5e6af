import { RET_CODES, validateEmail, validatePassword, validatePhone } from '@foyer/contract';
import type { FieldRules } from '../shared/credentials-form';

/** The account step checks only the e-mail or mobile (behaviour §5). */
export const ACCOUNT_RULES: FieldRules = { email: validateEmail, mobile: validatePhone };

/** The new password follows the sign-up rules (behaviour §5: 8-30, upper, lower, digit). */
export const NEW_PASSWORD_RULES: FieldRules = { password: validatePassword };

/** Answers that mean the code, not the password, was wrong: back to the code step. */
export const CODE_REFUSALS: readonly number[] = [
  RET_CODES.VERIFY_CODE_INVALID.code,
  RET_CODES.VERIFY_CODE_EXPIRED.code,
  RET_CODES.VERIFY_CODE_TOO_MANY_TRIES.code,
];

/** The confirmation's message key, or null when it matches (or is not to be judged yet). */
export function confirmationError(password: string, confirmation: string, shown: boolean) {
  if (!shown) return null;
  return confirmation === password ? null : 'recovery:passwordsDiffer';
}
