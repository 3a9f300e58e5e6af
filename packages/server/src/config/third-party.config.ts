/**
 * Log-in with a third party's OpenID Connect id token (docs/decisions/059): per provider, the
 * issuer the token must come from and the client ids it must be addressed to. A provider with
 * no client id is not configured, and its tokens are refused.
 */
import type { Config } from '../config.js';
import { isLoopbackOrigin, setting } from './settings.js';

export const GOOGLE_ISSUER = 'https://accounts.google.com';
export const APPLE_ISSUER = 'https://appleid.apple.com';

export const THIRD_PARTY_SETTINGS = {
  /**
   * GOOGLE_CLIENT_ID: the OAuth client id(s) Google id tokens must be addressed to (`aud`),
   * comma separated (web, iOS, Android). Unset: Google log-in is not configured.
   */
  googleClientIds: setting('GOOGLE_CLIENT_ID', undefined, clientIds),
  /**
   * GOOGLE_ISSUER: the issuer of Google id tokens. Default `https://accounts.google.com`, whose
   * tokens may also say `accounts.google.com` (either is accepted) and whose keys are
   * Google's published JWKS; any other issuer's keys come from its discovery document.
   */
  googleIssuer: setting('GOOGLE_ISSUER', GOOGLE_ISSUER, (raw) =>
    raw === 'accounts.google.com' ? GOOGLE_ISSUER : issuer(raw),
  ),
  /**
   * APPLE_CLIENT_ID: the Services ID (web) and bundle ID (iOS) Apple id tokens must be
   * addressed to (`aud`), comma separated. Unset: Sign in with Apple is not configured.
   */
  appleClientIds: setting('APPLE_CLIENT_ID', undefined, clientIds),
  /**
   * APPLE_ISSUER: the issuer of Apple id tokens. Default `https://appleid.apple.com`, whose keys
   * are Apple's published JWKS; any other issuer's keys come from its discovery document.
   */
  appleIssuer: setting('APPLE_ISSUER', APPLE_ISSUER, issuer),
  /**
   * TR_ISSUER: the issuer of the Turkish OpenID Connect provider (https, or http on loopback
   * for tests); its keys come from `<issuer>/.well-known/openid-configuration`. Needed with
   * TR_CLIENT_ID.
   */
  trIssuer: setting('TR_ISSUER', undefined, (raw) => (raw === undefined ? undefined : issuer(raw))),
  /** TR_CLIENT_ID: the client id(s) its id tokens must be addressed to, comma separated. */
  trClientIds: setting('TR_CLIENT_ID', undefined, clientIds),
};

function clientIds(raw: string | undefined): string[] {
  if (raw === undefined) return [];
  const ids = raw
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  for (const id of ids) {
    if (!/^[\x21-\x7e]{1,255}$/.test(id)) throw new Error(`"${id}" is not a client id`);
  }
  return [...new Set(ids)];
}

/** An issuer identifier: an https URL without query or fragment (http only on loopback). */
function issuer(raw: string | undefined): string {
  if (raw === undefined) throw new Error('a value is required');
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`"${raw}" is not a URL`);
  }
  const loopback = url.protocol === 'http:' && isLoopbackOrigin(url.origin);
  if (url.protocol !== 'https:' && !loopback) {
    throw new Error('must start with https:// (http:// only on loopback)');
  }
  if (url.search || url.hash || url.username || url.password) {
    throw new Error('an issuer has no query, fragment or credentials');
  }
  // The issuer is compared with the token's `iss` as a string: keep it as written.
  return raw;
}

/** A Turkish client id without its issuer could never verify a token: refuse to start. */
export function checkThirdParty(config: Config): void {
  if (config.trClientIds.length > 0 && config.trIssuer === undefined) {
    throw new Error('Invalid TR_CLIENT_ID: TR_ISSUER is needed with it');
  }
}
