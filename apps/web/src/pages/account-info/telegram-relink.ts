/**
 * What the account page says after "Link Telegram again" (decision 133): the bind call's refusal
 * as a key of `app:accountInfo.problems`. The ret_codes are the bind's own (decision 024); the
 * re-authentication's refusals are said beside their field instead (reauth-proof.ts).
 */
import { RET_CODES } from '@foyer/contract';

export type RelinkProblem =
  /** That Telegram account is linked to another account (38002). */
  | 'boundElsewhere'
  /** This account is linked to another Telegram account meanwhile (38003). */
  | 'otherTelegram'
  /** Telegram's answer was refused: too old, or used already (38001). */
  | 'authFailed'
  /** Telegram's window could not be opened (its script did not load). */
  | 'unavailable'
  | 'failed';

export function relinkProblemOf(retCode: number): RelinkProblem {
  if (retCode === RET_CODES.TELEGRAM_ALREADY_BOUND.code) return 'boundElsewhere';
  if (retCode === RET_CODES.ACCOUNT_HAS_OTHER_TELEGRAM.code) return 'otherTelegram';
  if (retCode === RET_CODES.TELEGRAM_AUTH_FAILED.code) return 'authFailed';
  return 'failed';
}

/** What the page offers: Unlink while linked; "Link Telegram again" when not, and a bot is set. */
export function telegramActions(
  linked: boolean,
  botKnown: boolean,
): {
  unlink: boolean;
  relink: boolean;
} {
  return { unlink: linked, relink: !linked && botKnown };
}
