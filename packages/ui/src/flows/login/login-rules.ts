import { validateEmail, validatePhone, validateTermsAccepted } from '@foyer/contract';
import type { FieldRules } from '../shared/credentials-form';

/** Log-in needs a password, not one that meets today's rules: older ones still sign in. */
function validateLoginPassword(value: string): string | null {
  return value.length === 0 ? 'pleaseEnterPassword' : null;
}

/** The rules of the log-in fields (behaviour §5). */
export const LOGIN_RULES: FieldRules = {
  email: validateEmail,
  mobile: validatePhone,
  password: validateLoginPassword,
};

/**
 * behaviour §2's terms checkbox on the login view, on the sites that need it (SITES loginTerms,
 * decision 023): the message key while it is unticked, like sign-up's rule.
 */
export function loginTermsError(required: boolean, accepted: boolean): string | null {
  return required ? validateTermsAccepted(accepted) : null;
}
