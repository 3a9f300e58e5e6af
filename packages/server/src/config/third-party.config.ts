/**
 * Log-in with a third party's OpenID Connect id token (docs/decisions/059): per provider, the
 * issuer the token must come from and the client ids it must be addressed to. A provider with
 * no client id is not configured, and its tokens are refused.
 */
import { createPrivateKey, type KeyObject } from 'node:crypto';
import {
  APPLE_PLATFORM_IDS,
  applePlatformOf,
  isApplePlatformId,
  type ApplePlatformId,
} from '@foyer/contract';
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
   * APPLE_PLATFORM_CLIENT_IDS: the Services ID of each Apple platform id (behaviour §9,
   * decision 155), `platform=id` pairs, comma separated:
   * `web=com.example.web,learn=com.example.learn,web-testnet=com.example.testnet.web`. The
   * platforms are `web`, `learn`, `announcements` and their `-testnet` variants; a page's is
   * read from its host (`learn.<site>`, a testnet host). Each id must be one of
   * APPLE_CLIENT_ID. A platform not named takes its environment's `web`, else the first
   * APPLE_CLIENT_ID. Default none: every page uses the first APPLE_CLIENT_ID.
   */
  applePlatformClientIds: setting('APPLE_PLATFORM_CLIENT_IDS', undefined, platformClientIds),
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
  /**
   * GOOGLE_CLIENT_SECRET: the secret of the first GOOGLE_CLIENT_ID, for the server's popup
   * sign-in (authorization code, client_secret_basic; docs/decisions/061). Unset: no popup.
   */
  googleClientSecret: setting('GOOGLE_CLIENT_SECRET', undefined, clientSecret),
  /** APPLE_TEAM_ID: the Apple developer team id (10 characters), `iss` of the client secret. */
  appleTeamId: setting('APPLE_TEAM_ID', undefined, appleId),
  /** APPLE_KEY_ID: the id (10 characters) of the Sign in with Apple key, `kid` of the secret. */
  appleKeyId: setting('APPLE_KEY_ID', undefined, appleId),
  /**
   * APPLE_PRIVATE_KEY: that key's .p8 file as PEM (a P-256 key; `\n` may stand for newlines),
   * which signs the ES256 client secret of Apple's popup sign-in (docs/decisions/061).
   */
  applePrivateKey: setting('APPLE_PRIVATE_KEY', undefined, applePrivateKey),
  /** TR_CLIENT_SECRET: the secret of the first TR_CLIENT_ID, for the Turkish popup sign-in. */
  trClientSecret: setting('TR_CLIENT_SECRET', undefined, clientSecret),
  /**
   * TR_PROVIDER_NAME: the Turkish provider's name on its button ("Continue with {name}"),
   * 1–40 printable characters. Unset: the widget's own generic name.
   */
  trProviderName: setting('TR_PROVIDER_NAME', undefined, (raw) => {
    if (raw === undefined) return undefined;
    const name = raw.trim();
    if (name.length === 0 || name.length > 40 || /[\p{Cc}<>]/u.test(name)) {
      throw new Error(`"${raw}" is not a name of 1–40 printable characters`);
    }
    return name;
  }),
  /**
   * SITE_ORIGINS: the origins of our other regional sites (decision 004), comma separated
   * (`https://tr.example.com,https://example.hk`). A popup sign-in opened on one of them
   * runs on PUBLIC_ORIGIN and answers to it; any other origin is refused (decision 061).
   * Default none: PUBLIC_ORIGIN only.
   */
  siteOrigins: setting('SITE_ORIGINS', undefined, siteOrigins),
};

function clientSecret(raw: string | undefined): string | undefined {
  if (raw === undefined) return undefined;
  // A secret: say what is wrong with it, never echo it.
  if (!/^[\x21-\x7e]{1,512}$/.test(raw)) throw new Error('not a client secret (printable ASCII)');
  return raw;
}

function appleId(raw: string | undefined): string | undefined {
  if (raw === undefined) return undefined;
  if (!/^[A-Z0-9]{10}$/.test(raw)) throw new Error(`"${raw}" is not 10 capitals or digits`);
  return raw;
}

/** The .p8 key as a KeyObject: a P-256 private key, or start-up stops. */
function applePrivateKey(raw: string | undefined): KeyObject | undefined {
  if (raw === undefined) return undefined;
  let key: KeyObject;
  try {
    key = createPrivateKey(raw.replace(/\\n/g, '\n'));
  } catch {
    throw new Error('not a PEM private key (the .p8 file Apple gives)');
  }
  if (key.asymmetricKeyType !== 'ec' || key.asymmetricKeyDetails?.namedCurve !== 'prime256v1') {
    throw new Error('not a P-256 (ES256) key');
  }
  return key;
}

function siteOrigins(raw: string | undefined): string[] {
  if (raw === undefined) return [];
  const origins = raw
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)
    .map((item) => {
      let url: URL;
      try {
        url = new URL(item);
      } catch {
        throw new Error(`"${item}" is not an origin`);
      }
      const extra = url.pathname !== '/' || url.search || url.hash || url.username;
      if (extra || !['https:', 'http:'].includes(url.protocol) || item.endsWith('/')) {
        throw new Error(`"${item}" is not an origin (scheme://host[:port] only)`);
      }
      if (url.protocol === 'http:' && !isLoopbackOrigin(url.origin)) {
        throw new Error(`"${item}" must be https:// (http:// only on loopback)`);
      }
      return url.origin;
    });
  return [...new Set(origins)];
}

export type ApplePlatformClientIds = Partial<Record<ApplePlatformId, string>>;

function platformClientIds(raw: string | undefined): ApplePlatformClientIds {
  const table: ApplePlatformClientIds = {};
  for (const pair of (raw ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)) {
    const [platform = '', id = '', ...rest] = pair.split('=').map((part) => part.trim());
    if (!isApplePlatformId(platform)) {
      throw new Error(`"${platform}" is not a platform id (${APPLE_PLATFORM_IDS.join(', ')})`);
    }
    if (rest.length > 0 || clientIds(id).length !== 1) {
      throw new Error(`"${pair}" is not platform=client id`);
    }
    if (table[platform] !== undefined) throw new Error(`"${platform}" is named twice`);
    table[platform] = id;
  }
  return table;
}

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

/**
 * Settings that could never work stop start-up: a Turkish client id without its issuer, a
 * client secret without its client id, part of Apple's key (team id, key id, private key).
 * A client id alone is fine (id tokens verified, no popup).
 */
export function checkThirdParty(config: Config): void {
  if (config.trClientIds.length > 0 && config.trIssuer === undefined) {
    throw new Error('Invalid TR_CLIENT_ID: TR_ISSUER is needed with it');
  }
  if (config.googleClientSecret !== undefined && config.googleClientIds.length === 0) {
    throw new Error('Invalid GOOGLE_CLIENT_SECRET: GOOGLE_CLIENT_ID is needed with it');
  }
  if (config.trClientSecret !== undefined && config.trClientIds.length === 0) {
    throw new Error('Invalid TR_CLIENT_SECRET: TR_CLIENT_ID is needed with it');
  }
  const apple = {
    APPLE_TEAM_ID: config.appleTeamId,
    APPLE_KEY_ID: config.appleKeyId,
    APPLE_PRIVATE_KEY: config.applePrivateKey,
  };
  const set = Object.keys(apple).filter((name) => apple[name as keyof typeof apple]);
  if (set.length > 0 && set.length < 3) {
    const missing = Object.keys(apple).filter((name) => !set.includes(name));
    const verb = missing.length > 1 ? 'are' : 'is';
    const it = set.length > 1 ? 'them' : 'it';
    throw new Error(
      `Invalid ${set.join(', ')}: ${missing.join(' and ')} ${verb} needed with ${it}`,
    );
  }
  if (set.length === 3 && config.appleClientIds.length === 0) {
    throw new Error('Invalid APPLE_PRIVATE_KEY: APPLE_CLIENT_ID is needed with it');
  }
  // A platform's Services ID is an audience like any other: one list says which are accepted.
  for (const [platform, id] of Object.entries(config.applePlatformClientIds)) {
    if (!config.appleClientIds.includes(id)) {
      throw new Error(
        `Invalid APPLE_PLATFORM_CLIENT_IDS: ${platform}'s "${id}" is not in APPLE_CLIENT_ID`,
      );
    }
  }
}

/**
 * The Services ID of an Apple platform id (decision 155): its own, else its environment's
 * `web`, else the first APPLE_CLIENT_ID; undefined when Apple is not configured.
 */
export function appleClientIdFor(config: Config, platform: ApplePlatformId): string | undefined {
  const table = config.applePlatformClientIds;
  const web = platform.endsWith('-testnet') ? 'web-testnet' : 'web';
  return table[platform] ?? table[web] ?? config.appleClientIds[0];
}

/** The providers the popup sign-in offers: those whose settings are complete (061). */
export function offeredProviders(config: Config): Array<'google' | 'apple' | 'tr'> {
  const offered: Array<'google' | 'apple' | 'tr'> = [];
  if (config.googleClientIds.length > 0 && config.googleClientSecret) offered.push('google');
  if (config.appleClientIds.length > 0 && config.applePrivateKey) offered.push('apple');
  if (config.trIssuer && config.trClientIds.length > 0 && config.trClientSecret) offered.push('tr');
  return offered;
}

/**
 * The web config's Apple part for the page a request came from (decision 155): its platform
 * id and that platform's Services ID, for a host app that runs Apple's own script; nothing
 * when Apple is not configured.
 */
export function appleOfPage(
  config: Config,
  hostname: string,
): { apple_platform: ApplePlatformId; apple_client_id: string } | Record<string, never> {
  const platform = applePlatformOf(hostname);
  const clientId = appleClientIdFor(config, platform);
  return clientId === undefined ? {} : { apple_platform: platform, apple_client_id: clientId };
}
