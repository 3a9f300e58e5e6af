/**
 * The body of POST /login (behaviour §3): the password leaves the browser only as its digest,
 * sealed with the server's key and the time where the browser can (decision 151).
 */
import { LOGIN_PROTO_VERSION } from '@foyer/contract';
import type { ApiClient } from '../../api/api-outcome';
import { passwordDigest } from '../../api/password-digest';
import { callingCodeOf, type CredentialsForm } from '../shared/credentials-form';

export async function loginPayload(form: CredentialsForm, api: ApiClient, impliedCountry?: string) {
  const digest = await passwordDigest(form.password);
  const { sealedPassword } = await import('./password-seal');
  const password = await sealedPassword(api, digest);
  if (form.method === 'email') {
    return { email: form.email, ...password, proto_ver: LOGIN_PROTO_VERSION };
  }
  const country_code = callingCodeOf(form, impliedCountry);
  return { mobile: form.mobile, country_code, ...password, proto_ver: LOGIN_PROTO_VERSION };
}

/** The e-mail or phone the form holds, as a third-party sign-in's `username` (decision 147). */
export function typedAccount(form: CredentialsForm): string {
  return form.method === 'email' ? form.email : form.mobile;
}
