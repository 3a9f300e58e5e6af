/** Two-factor for tests: the code an authenticator app would show, and enabling it by HTTP. */
import { expect } from 'vitest';
import { base32Decode } from '../two-factor/base32.js';
import { totpAt } from '../two-factor/totp.js';
import { digestOf, json, postJson, type TestApp } from './test-app.js';

export const STEP_MS = 30_000;

/** The six digits of a base32 secret at a moment, as Google Authenticator computes them. */
export const codeAt = (secret: string, nowMs: number) => totpAt(base32Decode(secret), nowMs);

/**
 * Begins and confirms two-factor for the session's account, with its password (turning it
 * on asks for it, decision 036); answers the secret.
 */
export async function enableTwoFactor(
  t: TestApp,
  token: string,
  password = 'Passw0rd!',
): Promise<string> {
  const headers = { usertoken: token };
  const begun = json(await postJson(t.app, '/user/private/google2fa/begin', {}, headers));
  expect(begun.ret_code).toBe(0);
  const secret = String(begun.result.secret);
  const google2fa = codeAt(secret, t.clock.now());
  const confirmed = json(
    await postJson(
      t.app,
      '/user/private/google2fa/confirm',
      { google2fa, password: digestOf(password) },
      headers,
    ),
  );
  expect(confirmed).toMatchObject({ ret_code: 0, result: { enabled: true } });
  // The next code must come from a later step: each code is accepted once.
  t.clock.advance(STEP_MS);
  return secret;
}
