/**
 * Apple's client secret (docs/decisions/061): not a fixed string but a short-lived ES256 JWT
 * signed with the Sign in with Apple key (.p8): `iss` the team id, `sub` the client id (the
 * Services ID), `aud` Apple's issuer, `kid` the key id. Made fresh for each token exchange.
 */
import { SignJWT } from 'jose';
import type { Config } from '../config.js';

/** How long a client secret lives: one token exchange needs seconds (Apple allows 6 months). */
export const APPLE_CLIENT_SECRET_TTL_S = 300;

type AppleKeySettings = Pick<
  Config,
  'appleTeamId' | 'appleKeyId' | 'applePrivateKey' | 'appleClientIds' | 'appleIssuer'
>;

/** The secret of `clientId`, one of APPLE_CLIENT_ID: the flow's platform's (decision 155). */
export async function appleClientSecret(
  config: AppleKeySettings,
  clientId: string,
  now: number,
): Promise<string> {
  const { appleTeamId, appleKeyId, applePrivateKey } = config;
  if (
    !appleTeamId ||
    !appleKeyId ||
    !applePrivateKey ||
    !config.appleClientIds.includes(clientId)
  ) {
    throw new Error('Sign in with Apple has no key configured');
  }
  const issuedAt = Math.floor(now / 1000);
  return new SignJWT({})
    .setProtectedHeader({ alg: 'ES256', kid: appleKeyId })
    .setIssuer(appleTeamId)
    .setSubject(clientId)
    .setAudience(config.appleIssuer)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + APPLE_CLIENT_SECRET_TTL_S)
    .sign(applePrivateKey);
}
