/**
 * What /{lang}/telegram-register-login shows (decisions 063, 072), one pure function of the
 * sign-in's outcome: an answer, which the widget's log-in flow takes (its steps, its modal, its
 * completion); a refusal that trying Telegram again can mend (the Telegram data did not pass:
 * 38001 with its reason, or behaviour §8's 400607 "retry Telegram callback"); or a refusal that
 * it cannot.
 */
import { RET_CODES } from '@foyer/contract';
import type { TelegramAnswer, TelegramSignInOutcome } from '@foyer/ui';

export type RetryReason = 'forged' | 'malformed' | 'stale' | 'future' | 'replayed' | 'other';
export type Refusal =
  'ipLimited' | 'countryLimited' | 'accountRestricted' | 'unavailable' | 'referral' | 'failed';

export type TelegramPageState =
  /** Telegram's fields arrived: who is logging in, and the countdown (decision 072). */
  | { kind: 'arrived'; token: string }
  | { kind: 'signingIn' }
  | { kind: 'noData' }
  | { kind: 'answered'; answer: TelegramAnswer }
  | { kind: 'retry'; reason: RetryReason }
  | { kind: 'refused'; refusal: Refusal };

const RETRY_REASONS: readonly string[] = ['forged', 'malformed', 'stale', 'future', 'replayed'];
const RETRY_CODES: readonly number[] = [
  RET_CODES.TELEGRAM_AUTH_FAILED.code,
  RET_CODES.RETRY_TELEGRAM_CALLBACK.code,
];

const REFUSALS = new Map<number, Refusal>([
  [RET_CODES.IP_LIMITED.code, 'ipLimited'],
  [RET_CODES.SIGN_UP_COUNTRY_BANNED.code, 'countryLimited'],
  [RET_CODES.ACCOUNT_BANNED.code, 'accountRestricted'],
  [RET_CODES.ACCOUNT_TERMINATED.code, 'accountRestricted'],
  [RET_CODES.THIRD_PARTY_NOT_CONFIGURED.code, 'unavailable'],
  [RET_CODES.REFERRAL_CODE_UNKNOWN.code, 'referral'],
]);

export function pageStateOf(outcome: TelegramSignInOutcome): TelegramPageState {
  // Every answer, with or without a further step, is the log-in flow's (decision 072).
  if (outcome.kind === 'answered') return { kind: 'answered', answer: outcome.answer };
  if (RETRY_CODES.includes(outcome.retCode)) {
    const { reason } = outcome;
    return {
      kind: 'retry',
      reason: reason && RETRY_REASONS.includes(reason) ? (reason as RetryReason) : 'other',
    };
  }
  return { kind: 'refused', refusal: REFUSALS.get(outcome.retCode) ?? 'failed' };
}

/** The name Telegram's fields give the person, to say who is logging in; '' if none. */
export function telegramNameOf(token: string): string {
  let fields: unknown;
  try {
    fields = JSON.parse(token);
  } catch {
    return '';
  }
  if (typeof fields !== 'object' || fields === null) return '';
  const { first_name: first, last_name: last, username } = fields as Record<string, unknown>;
  const name = [first, last].filter((part) => typeof part === 'string' && part).join(' ');
  const handle = typeof username === 'string' && username ? `@${username}` : '';
  return name && handle ? `${name} (${handle})` : name || handle;
}
