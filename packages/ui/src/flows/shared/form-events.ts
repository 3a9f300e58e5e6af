/** Events every credentials form understands, and how each changes the form. */
import { PHONE_CLEAN_DEBOUNCE_MS } from '@foyer/contract';
import {
  usernameMethod,
  withField,
  withTouched,
  withUsername,
  type CountryChoice,
  type CredentialsForm,
  type FieldName,
  type Method,
} from './credentials-form';

export type FormEvent =
  | { type: 'METHOD_CHANGED'; method: Method }
  | { type: 'FIELD_CHANGED'; field: FieldName; value: string }
  /** The one "Email or mobile" field changed: its value says which method it is. */
  | { type: 'USERNAME_CHANGED'; value: string }
  | { type: 'FIELD_BLURRED'; field: FieldName }
  | { type: 'COUNTRY_SELECTED'; country: CountryChoice }
  /** The visitor's country, chosen only when the user has chosen none. */
  | { type: 'COUNTRY_SUGGESTED'; country: CountryChoice };

/** The delay after typing before the mobile number is cleaned (behaviour §5). */
export const PHONE_CLEAN_DELAY = PHONE_CLEAN_DEBOUNCE_MS;

export function applyFormEvent(form: CredentialsForm, event: FormEvent): CredentialsForm {
  switch (event.type) {
    case 'METHOD_CHANGED':
      return { ...form, method: event.method, submitted: false };
    case 'FIELD_CHANGED':
      return withField(form, event.field, event.value);
    case 'USERNAME_CHANGED':
      return withUsername(form, event.value);
    case 'FIELD_BLURRED':
      return withTouched(form, event.field);
    case 'COUNTRY_SELECTED':
      return { ...form, country: event.country };
    case 'COUNTRY_SUGGESTED':
      return form.country ? form : { ...form, country: event.country };
  }
}

/** A change of the mobile number, which is cleaned after a pause (behaviour §5). */
export function isMobileChange(event: FormEvent): boolean {
  if (event.type === 'USERNAME_CHANGED') return usernameMethod(event.value) === 'mobile';
  return event.type === 'FIELD_CHANGED' && event.field === 'mobile';
}
