/**
 * The launch data of a Telegram Mini App (`Telegram.WebApp.initData`), checked as Telegram
 * documents it for Mini Apps (docs/engineering.md "Sources"): it is a query string; the
 * data-check-string is every pair but `hash`, decoded once, sorted by key, `key=value` joined
 * by \n, the `user` JSON kept exactly as received; the secret key is HMAC-SHA-256 with the
 * constant "WebAppData" as the key and the bot token as the message (not the Login Widget's
 * SHA-256 of the token); the hash must equal the hex HMAC-SHA-256 of the check string under
 * that key, compared in constant time.
 *
 * The data opens a session, so it must be fresh: `auth_date` at most MINI_APP_AUTH_MAX_AGE_MS
 * old (a Mini App left open longer asks the person to reopen it: behaviour §8 40004) and at
 * most TELEGRAM_AUTH_FUTURE_SKEW_MS ahead. It carries no nonce; the caller spends its hash
 * once.
 */
import { createHmac } from 'node:crypto';
import { TELEGRAM_AUTH_FUTURE_SKEW_MS } from '@foyer/contract';
import { sameDigest } from '../shared/digest.js';

/** How old Mini App launch data may be when it opens a session: five minutes. */
export const MINI_APP_AUTH_MAX_AGE_MS = 5 * 60_000;

/** The person the launch data names (its `user` object), as Telegram sent it. */
export interface MiniAppUser {
  telegramId: string;
  firstName?: string;
  lastName?: string;
  username?: string;
}

export interface MiniAppAuth {
  user: MiniAppUser;
  /** Telegram's auth_date, in ms since the epoch. */
  authDate: number;
  /** The signed hash: the key under which the data is spent once. */
  hash: string;
}

export type MiniAppRefusal = 'unconfigured' | 'malformed' | 'forged' | 'stale' | 'future';

export type MiniAppCheck = { ok: true; auth: MiniAppAuth } | { ok: false; reason: MiniAppRefusal };

const MAX_LENGTH = 4096;
const MAX_PAIRS = 24;
const KEY = /^[a-z_]{1,32}$/;
const DIGITS = /^\d{1,20}$/;
const HEX_SHA256 = /^[0-9a-f]{64}$/;

/**
 * The pairs of the query string, decoded once; undefined when a key repeats, a key is not a
 * plain name or a value does not decode: an ambiguous set is never checked.
 */
export function initDataPairs(raw: string): Map<string, string> | undefined {
  if (raw.length === 0 || raw.length > MAX_LENGTH) return undefined;
  const pairs = new Map<string, string>();
  const parts = raw.split('&');
  if (parts.length > MAX_PAIRS) return undefined;
  for (const part of parts) {
    const split = part.indexOf('=');
    if (split <= 0) return undefined;
    const key = part.slice(0, split);
    if (!KEY.test(key) || pairs.has(key)) return undefined;
    let value: string;
    try {
      value = decodeURIComponent(part.slice(split + 1).replace(/\+/g, ' '));
    } catch {
      return undefined;
    }
    pairs.set(key, value);
  }
  return pairs;
}

/** The check string: every pair but `hash`, sorted by key (code points), `key=value` per line. */
export function miniAppCheckString(pairs: ReadonlyMap<string, string>): string {
  return [...pairs.keys()]
    .filter((key) => key !== 'hash')
    .sort()
    .map((key) => `${key}=${pairs.get(key)}`)
    .join('\n');
}

/** The hash Telegram signs Mini App launch data with, for a bot token. */
export function miniAppHash(pairs: ReadonlyMap<string, string>, botToken: string): string {
  const secretKey = createHmac('sha256', 'WebAppData').update(botToken, 'utf8').digest();
  return createHmac('sha256', secretKey).update(miniAppCheckString(pairs), 'utf8').digest('hex');
}

/** The `user` JSON of the launch data, when it names a person by a numeric id. */
function miniAppUser(json: string | undefined): MiniAppUser | undefined {
  if (json === undefined) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return undefined;
  }
  if (typeof parsed !== 'object' || parsed === null) return undefined;
  const {
    id,
    first_name: firstName,
    last_name: lastName,
    username,
  } = parsed as Record<string, unknown>;
  const telegramId = Number.isSafeInteger(id) && (id as number) > 0 ? String(id) : undefined;
  if (telegramId === undefined) return undefined;
  const text = (value: unknown) =>
    typeof value === 'string' && value.length <= 256 ? value : undefined;
  return {
    telegramId,
    ...(text(firstName) === undefined ? {} : { firstName: text(firstName) }),
    ...(text(lastName) === undefined ? {} : { lastName: text(lastName) }),
    ...(text(username) === undefined ? {} : { username: text(username) }),
  };
}

/** Checks Mini App launch data: well formed, signed with our bot's token, fresh, naming a person. */
export function checkMiniAppInitData(
  raw: string,
  botToken: string | undefined,
  now: number,
): MiniAppCheck {
  if (botToken === undefined) return { ok: false, reason: 'unconfigured' };
  const pairs = initDataPairs(raw);
  if (!pairs) return { ok: false, reason: 'malformed' };
  const hash = pairs.get('hash') ?? '';
  const authDate = pairs.get('auth_date') ?? '';
  if (!HEX_SHA256.test(hash) || !DIGITS.test(authDate)) return { ok: false, reason: 'malformed' };
  if (!sameDigest(miniAppHash(pairs, botToken), hash)) return { ok: false, reason: 'forged' };
  // Only signed data is read further: the person is named by the signed `user` JSON.
  const user = miniAppUser(pairs.get('user'));
  if (!user) return { ok: false, reason: 'malformed' };
  const authDateMs = Number(authDate) * 1000;
  if (now - authDateMs > MINI_APP_AUTH_MAX_AGE_MS) return { ok: false, reason: 'stale' };
  if (authDateMs - now > TELEGRAM_AUTH_FUTURE_SKEW_MS) return { ok: false, reason: 'future' };
  return { ok: true, auth: { user, authDate: authDateMs, hash } };
}
