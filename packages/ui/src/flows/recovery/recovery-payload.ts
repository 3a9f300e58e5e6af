/** Bodies of the recovery calls (behaviour §7): send the code, then set the new password. */
import { passwordDigest } from '../../api/password-digest';
import { callingCodeOf, type CredentialsForm } from '../shared/credentials-form';

/** POST /user/find-password/validation: where the code goes. */
export function findPasswordCodePayload(
  form: CredentialsForm,
  lang: string,
  impliedCountry?: string,
) {
  if (form.method === 'email') return { email: form.email, lang };
  return { mobile: form.mobile, country_code: callingCodeOf(form, impliedCountry), lang };
}

/** POST /user/find/password: the code and the new password's digest. */
export async function findPasswordPayload(
  form: CredentialsForm,
  code: string,
  uuid: string | null,
  lang: string,
  impliedCountry?: string,
) {
  const common = { password: await passwordDigest(form.password), lang, ...(uuid ? { uuid } : {}) };
  if (form.method === 'email') return { email: form.email, emailverify: code, ...common };
  const country_code = callingCodeOf(form, impliedCountry);
  return { mobile: form.mobile, country_code, smsverify: code, ...common };
}

/** POST /user/find/password with the recovery e-mail's link: its token stands for the code. */
export async function findPasswordByLinkPayload(
  form: CredentialsForm,
  resetToken: string,
  lang: string,
) {
  return { reset_token: resetToken, password: await passwordDigest(form.password), lang };
}
