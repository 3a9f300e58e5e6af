/**
 * What /{lang}/telegram-register-login shows (decision 063), one pure function of the sign-in's
 * outcome: signed in (the page moves on), a refusal that trying Telegram again can mend (the
 * Telegram data did not pass: 38001 with its reason, or behaviour §8's 400607 "retry Telegram
 * callback"), or a refusal that it cannot.
 */
import { RET_CODES } from '@foyer/contract';
import type { TelegramSignInOutcome } from '@foyer/ui';

export type RetryReason = 'forged' | 'malformed' | 'stale' | 'future' | 'replayed' | 'other';
export type Refusal =
  | 'ipLimited'
  | 'countryLimited'
  | 'accountRestricted'
  | 'needsPassword'
  | 'unavailable'
  | 'referral'
  | 'failed';

export type TelegramPageState =
  | { kind: 'signingIn' }
  | { kind: 'noData' }
  | { kind: 'signedIn'; destination: string }
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
  if (outcome.kind === 'signedIn') return { kind: 'signedIn', destination: outcome.destination };
  // The account's further steps (two-factor, security verification) are the log-in's.
  if (outcome.kind === 'stepNeeded') return { kind: 'refused', refusal: 'needsPassword' };
  if (RETRY_CODES.includes(outcome.retCode)) {
    const { reason } = outcome;
    return {
      kind: 'retry',
      reason: reason && RETRY_REASONS.includes(reason) ? (reason as RetryReason) : 'other',
    };
  }
  return { kind: 'refused', refusal: REFUSALS.get(outcome.retCode) ?? 'failed' };
}
