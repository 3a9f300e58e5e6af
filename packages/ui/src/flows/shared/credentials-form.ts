/**
 * The fields shared by log-in and sign-up as one value, with pure helpers the machines use:
 * which fields a method has, which error each shows (on blur and on submit), and the phone
 * cleaning of behaviour §5.
 */
import { cleanPhone, usernameIsPhone } from '@foyer/contract';

export type Method = 'email' | 'mobile';
/** `name` is a sub-account's name (sub-account log-in only). */
export type FieldName = 'email' | 'mobile' | 'password' | 'referral' | 'name';

/** A chosen country: ISO code and calling code (sent as country_code). */
export interface CountryChoice {
  iso: string;
  callingCode: string;
}

export interface CredentialsForm {
  method: Method;
  email: string;
  mobile: string;
  password: string;
  referral: string;
  /** A sub-account's name: the sub-account log-in's identifier, instead of e-mail or mobile. */
  name: string;
  country: CountryChoice | null;
  /** Fields the user has left at least once: their errors show. */
  touched: Readonly<Partial<Record<FieldName, true>>>;
  /** A submit was tried: every error shows. */
  submitted: boolean;
}

/** A rule returns null for a valid value, else the message key (in the common namespace). */
export type FieldRule = (value: string) => string | null;

/** The rule of each field; a field without a rule is always valid. */
export type FieldRules = Readonly<Partial<Record<FieldName, FieldRule>>>;

/**
 * The calling code a mobile number is sent with (`country_code`): the chosen country's, or the
 * site's own where the site implies one (behaviour §5), else none.
 */
export function callingCodeOf(form: CredentialsForm, impliedCountry?: string): string {
  return form.country?.callingCode ?? impliedCountry ?? '';
}

export function emptyForm(initial: Partial<CredentialsForm> = {}): CredentialsForm {
  return {
    method: 'email',
    email: '',
    mobile: '',
    password: '',
    referral: '',
    name: '',
    country: null,
    touched: {},
    submitted: false,
    ...initial,
  };
}

/** The fields a method shows, in order. */
export function fieldsOf(method: Method, rules: FieldRules): FieldName[] {
  const fields: FieldName[] = [method, 'password'];
  return rules.referral ? [...fields, 'referral'] : fields;
}

function ruleResult(form: CredentialsForm, field: FieldName, rules: FieldRules): string | null {
  return rules[field]?.(form[field]) ?? null;
}

/** The message key a field shows now: only once it was left or a submit was tried. */
export function visibleError(
  form: CredentialsForm,
  field: FieldName,
  rules: FieldRules,
): string | null {
  if (!form.submitted && !form.touched[field]) return null;
  return ruleResult(form, field, rules);
}

export function isFormValid(form: CredentialsForm, rules: FieldRules): boolean {
  return fieldsOf(form.method, rules).every((field) => ruleResult(form, field, rules) === null);
}

/** Mobile sign-in needs a country code, except on the Turkish site (implied 'TR'). */
export function countryMissing(form: CredentialsForm, countryImplied: boolean): boolean {
  return form.method === 'mobile' && form.country === null && !countryImplied;
}

export function withField(form: CredentialsForm, field: FieldName, value: string) {
  return { ...form, [field]: value };
}

export function withTouched(form: CredentialsForm, field: FieldName): CredentialsForm {
  return { ...form, touched: { ...form.touched, [field]: true } };
}

/**
 * The method one "Email or mobile" field names (behaviour §5, the combined rule): all digits,
 * once the spaces and parentheses a phone is written with are left out, is a phone; anything
 * else is an e-mail.
 */
export function usernameMethod(value: string): Method {
  const written = value.replace(/[\s()]/g, '');
  return written.length > 0 && usernameIsPhone(written) ? 'mobile' : 'email';
}

/**
 * The form after the one field changed: the value goes to the method it names. An error shown
 * for the one field stays shown when the value turns from e-mail to phone or back.
 */
export function withUsername(form: CredentialsForm, value: string): CredentialsForm {
  const method = usernameMethod(value);
  const left = form.touched.email || form.touched.mobile;
  const touched = left ? { ...form.touched, email: true, mobile: true } : form.touched;
  return { ...form, method, [method]: value, touched } as CredentialsForm;
}

/** Spaces, parentheses and leading zeros stripped from the mobile number. */
export function withCleanPhone(form: CredentialsForm): CredentialsForm {
  const mobile = cleanPhone(form.mobile);
  return mobile === form.mobile ? form : { ...form, mobile };
}

/** The identity the form names, as shown to the user ("+44 7700900123" or the e-mail). */
export function displayTarget(form: CredentialsForm): string {
  if (form.method === 'email') return form.email;
  return form.country ? `+${form.country.callingCode} ${form.mobile}` : form.mobile;
}

/** The target isolated for bidi (FSI … PDI), so an address reads whole inside Arabic text. */
export function isolatedTarget(form: CredentialsForm): string {
  return `\u2068${displayTarget(form)}\u2069`;
}
