/**
 * The body of POST /login (behaviour §3), loaded when a log-in is sent, never with the first
 * screen: the password leaves the browser only as its digest, sealed with the server's key and
 * the time where the browser can (decision 151), and `live_country_code`, which the server only
 * ever lets be stricter (decision 146).
 */
import { LOGIN_PROTO_VERSION } from '@foyer/contract';
import type { ApiClient } from '../../api/api-outcome';
import { passwordDigest } from '../../api/password-digest';
import { callingCodeOf, type CredentialsForm } from '../shared/credentials-form';
import { liveCountryField } from '../shared/live-country';
import { sealedPassword } from './password-seal';

export async function loginPayload(form: CredentialsForm, api: ApiClient, impliedCountry?: string) {
  const password = await sealedPassword(api, await passwordDigest(form.password));
  const common = { ...password, proto_ver: LOGIN_PROTO_VERSION, ...(await liveCountryField(api)) };
  if (form.method === 'email') return { email: form.email, ...common };
  return { mobile: form.mobile, country_code: callingCodeOf(form, impliedCountry), ...common };
}
