/**
 * The sub-account log-in form: a name and a password, kept in the log-in machine's form
 * (its `name` field), and when to show their errors.
 */
import { validateSubAccountName } from '@foyer/contract';
import type { CredentialsForm } from '../shared/credentials-form';

export type SubAccountField = 'name' | 'password';

type SubAccountForm = Pick<CredentialsForm, SubAccountField | 'touched' | 'submitted'>;

/** The rule of each field: null when valid, else a message key of the subAccount namespace. */
export const SUB_ACCOUNT_RULES: Record<SubAccountField, (value: string) => string | null> = {
  name: (value) =>
    value.length === 0 ? 'pleaseEnterName' : validateSubAccountName(value) && 'invalidName',
  // Log-in needs a password, not one that meets today's rules (as the main log-in).
  password: (value) => (value.length === 0 ? 'pleaseEnterPassword' : null),
};

/** The error to show: only once the field was left or the form submitted. */
export function visibleSubAccountError(form: SubAccountForm, field: SubAccountField) {
  if (!form.submitted && !form.touched[field]) return null;
  return SUB_ACCOUNT_RULES[field](form[field]);
}

export function isSubAccountFormValid(form: SubAccountForm): boolean {
  return (['name', 'password'] as const).every((f) => SUB_ACCOUNT_RULES[f](form[f]) === null);
}
