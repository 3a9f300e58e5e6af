/** The body of POST /login (behaviour §3): the password leaves the browser only as its digest. */
import { LOGIN_PROTO_VERSION } from '@foyer/contract';
import { passwordDigest } from '../../api/password-digest';
import { callingCodeOf, type CredentialsForm } from '../shared/credentials-form';

export async function loginPayload(form: CredentialsForm, impliedCountry?: string) {
  const password = await passwordDigest(form.password);
  if (form.method === 'email') {
    return { email: form.email, password, proto_ver: LOGIN_PROTO_VERSION };
  }
  const country_code = callingCodeOf(form, impliedCountry);
  return { mobile: form.mobile, country_code, password, proto_ver: LOGIN_PROTO_VERSION };
}

/** The e-mail or phone the form holds, as a third-party sign-in's `username` (decision 147). */
export function typedAccount(form: CredentialsForm): string {
  return form.method === 'email' ? form.email : form.mobile;
}
