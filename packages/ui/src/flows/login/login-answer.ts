/**
 * The one choke point every log-in answer passes through (STYLE.md §2): a pure function
 * from the answer to the next step. Later releases add the 2FA, security-verification,
 * site-jump and upgrade branches of SPEC §4 here.
 */
import { RET_CODES, type LoginResult } from '@foyer/contract';
import type { ApiOutcome } from '../../api/api-outcome';

export type LoginStep =
  /** Token stored; go to the signed-in destination. */
  | { kind: 'signedIn'; accountId: string | undefined }
  /** pre_action 1: the password must be reset first (SPEC §4). */
  | { kind: 'retrievePassword' }
  /** 31003 with a self-help ban over 24 h old: go to self-unblock (SPEC §4 ban check). */
  | { kind: 'selfUnblock' }
  /** 31030: too many password errors, the over-limit dialog. */
  | { kind: 'overLimit'; lockedUntil: number | undefined }
  /** Refused; the request wrapper has shown the toast. */
  | { kind: 'refused'; retCode: number };

/** pre_action value that sends the user to the retrieve page (SPEC §4). */
export const PRE_ACTION_RETRIEVE = 1;

function lockedUntilOf(result: unknown): number | undefined {
  if (typeof result !== 'object' || result === null) return undefined;
  const value = (result as { locked_until?: unknown }).locked_until;
  return typeof value === 'number' ? value : undefined;
}

/** SPEC §4 ban check: a self-help ban can be lifted by its holder after 24 h. */
export const SELF_UNBLOCK_AFTER_MS = 24 * 3_600_000;

/** Whether a 31003 answer is a self-help ban more than 24 h old at `now`. */
function selfUnblockDue(result: unknown, now: number): boolean {
  if (typeof result !== 'object' || result === null) return false;
  const { is_self_help_baned: selfHelp, baned_time: since } = result as Record<string, unknown>;
  return selfHelp === true && typeof since === 'number' && now - since > SELF_UNBLOCK_AFTER_MS;
}

/** The next step after a log-in answer, at `now` (ms). */
export function nextStepFromLoginAnswer(
  outcome: ApiOutcome<LoginResult>,
  now: number = Date.now(),
): LoginStep {
  if (!outcome.ok) {
    if (outcome.retCode === RET_CODES.ACCOUNT_BANNED.code && selfUnblockDue(outcome.result, now)) {
      return { kind: 'selfUnblock' };
    }
    if (outcome.retCode === RET_CODES.PASSWORD_ERRORS_OVER_LIMIT.code) {
      return { kind: 'overLimit', lockedUntil: lockedUntilOf(outcome.result) };
    }
    return { kind: 'refused', retCode: outcome.retCode };
  }
  const result = outcome.result ?? {};
  if (result.pre_action === PRE_ACTION_RETRIEVE) return { kind: 'retrievePassword' };
  return { kind: 'signedIn', accountId: result.id };
}
