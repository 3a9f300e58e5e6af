/**
 * Telegram bind (behaviour §3 telegram_callback, §4 upgrade modal, §7 bind calls; decision 024).
 *
 * Telegram Login data is checked as Telegram documents it for the Login Widget
 * (Telegram Login Widget, docs/engineering.md "Sources"): secret key = SHA-256(bot token); the hash must equal the hex
 * HMAC-SHA-256 of the data-check-string (every field but `hash`, sorted by key, `key=value`
 * joined by \n), compared in constant time; `auth_date` may be at most
 * TELEGRAM_AUTH_MAX_AGE_MS old and at most TELEGRAM_AUTH_FUTURE_SKEW_MS ahead. The data
 * carries no nonce, so data that made a bind is recorded and never makes another.
 */
import { createHash, createHmac } from 'node:crypto';
import {
  TELEGRAM_AUTH_FUTURE_SKEW_MS,
  TELEGRAM_AUTH_MAX_AGE_MS,
  TELEGRAM_BOUND,
  TELEGRAM_UNBOUND,
  TG_BIND_RESULTS,
  type TgBindResult,
} from '@foyer/contract';
import { failure, success, type DomainError, type Outcome } from '../errors.js';
import { NO_PASSWORD_VERIFIER } from '../shared/passwords.service.js';
import type { MessagingDeps, ServiceDeps } from '../shared/deps.js';
import { signInAddedMessage, tellHolder } from '../account-security/index.js';
import type { Account } from '../store/accounts.store.js';
import { sameDigest } from '../shared/digest.js';

/** Telegram Login data that passed its check. */
export interface TelegramAuth {
  telegramId: string;
  /** Telegram's auth_date, in ms since the epoch. */
  authDate: number;
  hash: string;
}

export type TelegramRefusal = 'unconfigured' | 'malformed' | 'forged' | 'stale' | 'future';

export type TelegramCheck =
  { ok: true; auth: TelegramAuth } | { ok: false; reason: TelegramRefusal };

const FIELD_NAME = /^[a-z_]{1,32}$/;
const MAX_FIELDS = 16;
const MAX_VALUE_LENGTH = 512;
const DIGITS = /^\d{1,20}$/;
const HEX_SHA256 = /^[0-9a-f]{64}$/;

/**
 * The fields of a telegram_callback: a JSON object of strings (numbers, as Telegram's
 * data-onauth object gives them, read as their decimal text). Anything else is undefined.
 */
export function telegramFields(raw: string): Record<string, string> | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return undefined;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return undefined;
  const entries = Object.entries(parsed);
  if (entries.length > MAX_FIELDS) return undefined;
  const fields: Record<string, string> = {};
  for (const [key, value] of entries) {
    if (!FIELD_NAME.test(key)) return undefined;
    const text =
      typeof value === 'string' ? value : Number.isSafeInteger(value) ? String(value) : undefined;
    if (text === undefined || text.length > MAX_VALUE_LENGTH) return undefined;
    fields[key] = text;
  }
  return fields;
}

/** Telegram's data-check-string: every field but `hash`, sorted by key, `key=value` per line. */
export function dataCheckString(fields: Readonly<Record<string, string>>): string {
  return Object.keys(fields)
    .filter((key) => key !== 'hash')
    .sort()
    .map((key) => `${key}=${fields[key]}`)
    .join('\n');
}

/** The hash Telegram signs the fields with, for a bot token. */
export function telegramHash(fields: Readonly<Record<string, string>>, botToken: string): string {
  const secretKey = createHash('sha256').update(botToken, 'utf8').digest();
  return createHmac('sha256', secretKey).update(dataCheckString(fields), 'utf8').digest('hex');
}

/**
 * Checks Telegram Login data: well formed, signed with our bot's token, and fresh: at most
 * `maxAgeMs` old (a bind's window unless the caller's use asks for a shorter one).
 */
export function checkTelegramLogin(
  raw: string,
  botToken: string | undefined,
  now: number,
  maxAgeMs: number = TELEGRAM_AUTH_MAX_AGE_MS,
): TelegramCheck {
  if (botToken === undefined) return { ok: false, reason: 'unconfigured' };
  const fields = telegramFields(raw);
  if (!fields) return { ok: false, reason: 'malformed' };
  const { id = '', auth_date: authDate = '', hash = '' } = fields;
  if (!DIGITS.test(id) || !DIGITS.test(authDate) || !HEX_SHA256.test(hash)) {
    return { ok: false, reason: 'malformed' };
  }
  if (!sameDigest(telegramHash(fields, botToken), hash)) return { ok: false, reason: 'forged' };
  const authDateMs = Number(authDate) * 1000;
  if (now - authDateMs > maxAgeMs) return { ok: false, reason: 'stale' };
  if (authDateMs - now > TELEGRAM_AUTH_FUTURE_SKEW_MS) return { ok: false, reason: 'future' };
  return { ok: true, auth: { telegramId: id, authDate: authDateMs, hash } };
}

/**
 * Binds the Telegram account of `raw` to the account, and says how it went (behaviour §8 names):
 * already bound to this account is a success; bound to another, or this account bound to
 * another Telegram account, is refused; data that fails its check, or was used before, is an
 * auth failure. An existing binding is never replaced here: unbinding is its own call.
 */
export async function bindTelegram(
  deps: MessagingDeps,
  accountId: string,
  raw: string,
  { newAccount = false }: BindOptions = {},
): Promise<TgBindResult> {
  const now = deps.clock.now();
  const checked = checkTelegramLogin(raw, deps.config.telegramBotToken, now);
  if (!checked.ok) return TG_BIND_RESULTS.authFailureRelinkTip;
  const { telegramId, authDate, hash } = checked.auth;
  const existing = await existingBindResult(deps, accountId, telegramId);
  if (existing) return existing;
  const expiresAt = authDate + TELEGRAM_AUTH_MAX_AGE_MS;
  if (!(await deps.store.telegram.markAuthUsed(hash, expiresAt, now))) {
    return TG_BIND_RESULTS.authFailureRelinkTip;
  }
  return bindTelegramPerson(deps, accountId, telegramId, { newAccount });
}

/** How a bind is made: for an account the same request made (sign-up), or an existing one. */
export interface BindOptions {
  /** The account was made by this very request: its maker needs no notice of the bind. */
  newAccount?: boolean;
}

/**
 * Binds a Telegram person whose data was checked and spent: success, or which side is bound
 * already (the store's unique keys decide, so two binds at once cannot both win). A new binding
 * of an existing account is a new way in: its holder is told (decision 106).
 */
export async function bindTelegramPerson(
  deps: MessagingDeps,
  accountId: string,
  telegramId: string,
  { newAccount = false }: BindOptions = {},
): Promise<TgBindResult> {
  const now = deps.clock.now();
  if (await deps.store.telegram.bind(telegramId, accountId, now)) {
    if (!newAccount) await tellHolder(deps, accountId, signInAddedMessage(deps, 'telegram', now));
    return TG_BIND_RESULTS.success;
  }
  return (
    (await existingBindResult(deps, accountId, telegramId)) ?? TG_BIND_RESULTS.telegramAlreadyBind
  );
}

/** What an existing binding of either side means for a new bind; undefined when neither is. */
async function existingBindResult(
  deps: ServiceDeps,
  accountId: string,
  telegramId: string,
): Promise<TgBindResult | undefined> {
  const byTelegram = await deps.store.telegram.byTelegramId(telegramId);
  if (byTelegram) {
    return byTelegram.account_id === accountId
      ? TG_BIND_RESULTS.success
      : TG_BIND_RESULTS.telegramAlreadyBind;
  }
  const byAccount = await deps.store.telegram.byAccount(accountId);
  return byAccount ? TG_BIND_RESULTS.relinkBybitAccountTip : undefined;
}

/** A bind's result as the bind call answers it: success, or its refusal. */
/**
 * `tg_bind_result` in an answer's result (behaviour §3): only when the request carried Telegram
 * data, so only when there is a bind result (decisions 024, 088).
 */
export function tgBindField(result: TgBindResult | undefined): { tg_bind_result?: TgBindResult } {
  return result === undefined ? {} : { tg_bind_result: result };
}

export function bindOutcome(result: TgBindResult): Outcome<TgBindResult> {
  const refusal = bindRefusal(result);
  return refusal ? failure(refusal) : success(result);
}

/** The refusal a failed bind answers on the bind call (decision 024 ret_codes). */
export function bindRefusal(result: TgBindResult): DomainError | undefined {
  switch (result) {
    case TG_BIND_RESULTS.success:
      return undefined;
    case TG_BIND_RESULTS.telegramAlreadyBind:
      return { kind: 'telegramBoundElsewhere' };
    case TG_BIND_RESULTS.relinkBybitAccountTip:
      return { kind: 'accountHasOtherTelegram' };
    case TG_BIND_RESULTS.authFailureRelinkTip:
      return { kind: 'telegramAuthFailed' };
  }
}

/** behaviour §7 telegram-bind-status: 0 unbound, 1 bound. */
export async function telegramBindStatus(deps: ServiceDeps, accountId: string) {
  const binding = await deps.store.telegram.byAccount(accountId);
  return binding ? TELEGRAM_BOUND : TELEGRAM_UNBOUND;
}

/** No password, no e-mail, no phone: an account made with Telegram (decision 063). */
function telegramIsOnlyWayIn(account: Account): boolean {
  return (
    account.password_hash === NO_PASSWORD_VERIFIER &&
    account.email === null &&
    account.mobile === null
  );
}

/**
 * Unbinds the account's Telegram account, if any: afterwards it is unbound either way. An
 * account made with Telegram (decision 063) has no e-mail, phone or password: its binding is
 * its only way in, and is kept (48009). A sub-account has neither e-mail nor phone either,
 * but its name and password let it in.
 */
export async function unbindTelegram(deps: ServiceDeps, accountId: string): Promise<Outcome<void>> {
  const account = await deps.store.accounts.findById(accountId);
  const bound = await deps.store.telegram.byAccount(accountId);
  if (bound && account && telegramIsOnlyWayIn(account)) {
    return failure({ kind: 'telegramOnlyWayIn' });
  }
  await deps.store.telegram.unbind(accountId);
  return success(undefined);
}
