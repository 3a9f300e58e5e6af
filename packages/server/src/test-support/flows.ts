/** Sign-up through the HTTP API, as the widget does it, for tests that need an account. */
import { expect } from 'vitest';
import { digestOf, json, postJson, type TestApp } from './test-app.js';

/** The password the sign-up helpers give an account unless told otherwise. */
export const DEFAULT_PASSWORD = 'Passw0rd!';

export interface SignedUp {
  id: string;
  token: string;
  password: string;
}

/** Signs up by e-mail; `headers` as the widget sends them (a `guid` makes the device known). */
export async function signUpByEmail(
  t: TestApp,
  email: string,
  password = DEFAULT_PASSWORD,
  headers: Record<string, string> = {},
): Promise<SignedUp> {
  const sent = json(await postJson(t.app, '/verify/register/email', { email }, headers));
  expect(sent.ret_code).toBe(0);
  const code = t.delivery.lastCodeTo(email.toLowerCase());
  const registered = json(
    await postJson(
      t.app,
      '/register/email',
      { email, emailverify: code, password: digestOf(password), uuid: sent.result.uuid },
      headers,
    ),
  );
  expect(registered.ret_code).toBe(0);
  return { id: String(registered.result.id), token: String(registered.token), password };
}

export async function signUpByMobile(
  t: TestApp,
  countryCode: string,
  mobile: string,
  password = DEFAULT_PASSWORD,
): Promise<SignedUp> {
  const sent = json(
    await postJson(t.app, '/verify/register/mobile', { country_code: countryCode, mobile }),
  );
  expect(sent.ret_code).toBe(0);
  const code = t.delivery.lastCodeTo(`+${countryCode}${mobile.replace(/^0+/, '')}`);
  const registered = json(
    await postJson(t.app, '/register/mobile', {
      country_code: countryCode,
      mobile,
      smsverify: code,
      password: digestOf(password),
    }),
  );
  expect(registered.ret_code).toBe(0);
  return { id: String(registered.result.id), token: String(registered.token), password };
}

/**
 * The `reauth` of a re-authenticated call (decision 106) for an account with a password:
 * the password as the browser sends it, and the authenticator's code when two-factor is on.
 */
export function reauthBy(password = DEFAULT_PASSWORD, google2fa?: string) {
  return { reauth: { password: digestOf(password), ...(google2fa ? { google2fa } : {}) } };
}
