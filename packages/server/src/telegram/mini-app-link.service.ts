/**
 * Link-auth from inside Telegram (behaviour §4 "Mini-app steps"; docs/decisions/089): a person
 * logged in to Foyer in the Mini App's web view binds the Telegram person of the app's launch
 * data to that account. The session gate
 * (sessions/session-gate.ts) stands before this; here the data is checked as a sign-in checks
 * it (decision 070: the WebAppData key, five minutes, a person named) and spent before anything
 * is bound, as a sign-in spends it before its session opens: launch data links, or signs in,
 * once.
 */
import { TELEGRAM_AUTH_MAX_AGE_MS, TG_BIND_RESULTS, type TgBindResult } from '@foyer/contract';
import { failure, type Outcome } from '../errors.js';
import type { MessagingDeps } from '../shared/deps.js';
import { checkMiniAppInitData } from './mini-app-init-data.js';
import { bindOutcome, bindTelegramPerson } from './telegram.service.js';

/**
 * Binds the launch data's Telegram person to the account: success (already bound to it
 * included), or the bind call's refusal. Data past its five minutes answers 40004, as at
 * sign-in: reopening the app brings fresh data. Forged, malformed, future or spent data is the
 * bind's auth failure (38001, authFailureRelinkTip), as the Login Widget's is.
 */
export async function bindMiniAppTelegram(
  deps: MessagingDeps,
  accountId: string,
  initData: string,
): Promise<Outcome<TgBindResult>> {
  const now = deps.clock.now();
  const checked = checkMiniAppInitData(initData, deps.config.telegramBotToken, now);
  if (!checked.ok) {
    if (checked.reason === 'stale') return failure({ kind: 'miniAppAuthExpired' });
    return bindOutcome(TG_BIND_RESULTS.authFailureRelinkTip);
  }
  const { user, authDate, hash } = checked.auth;
  // Kept as long as the longest window any use of Telegram data has (the sign-in's spend too).
  const spent = await deps.store.telegram.markAuthUsed(
    hash,
    authDate + TELEGRAM_AUTH_MAX_AGE_MS,
    now,
  );
  if (!spent) return bindOutcome(TG_BIND_RESULTS.authFailureRelinkTip);
  return bindOutcome(await bindTelegramPerson(deps, accountId, user.telegramId));
}
