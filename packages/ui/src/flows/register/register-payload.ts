/** Bodies of the sign-up calls (SPEC §3): send the code, then create the account. */
import { LOGIN_TYPE, VERIFY_TYPE } from '@foyer/contract';
import { passwordDigest } from '../../api/password-digest';
import type { CredentialsForm } from '../shared/credentials-form';

function referral(form: CredentialsForm): { ref?: string } {
  const ref = form.referral.trim();
  return ref ? { ref } : {};
}

function countryCode(form: CredentialsForm, impliedCountry?: string): string {
  return form.country?.callingCode ?? impliedCountry ?? '';
}

/** POST /verify/register/email or /mobile: where the code goes. */
export function sendCodePayload(form: CredentialsForm, lang: string, impliedCountry?: string) {
  const common = { ...referral(form), lang, verify_type: VERIFY_TYPE.CODE };
  if (form.method === 'email') {
    return { email: form.email, ...common, login_type: LOGIN_TYPE.EMAIL };
  }
  const country_code = countryCode(form, impliedCountry);
  return { mobile: form.mobile, country_code, ...common, login_type: LOGIN_TYPE.PHONE };
}

/** POST /register/email or /mobile: the account, with the code and the password digest. */
export function createAccountPayload(
  form: CredentialsForm,
  code: string,
  uuid: string | null,
  lang: string,
  impliedCountry?: string,
) {
  const common = {
    password: passwordDigest(form.password),
    ...referral(form),
    lang,
    ...(uuid ? { uuid } : {}),
  };
  if (form.method === 'email') return { email: form.email, emailverify: code, ...common };
  const country_code = countryCode(form, impliedCountry);
  return { mobile: form.mobile, country_code, smsverify: code, ...common };
}
