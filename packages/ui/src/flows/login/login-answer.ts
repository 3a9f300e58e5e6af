/**
 * The one choke point every log-in answer passes through (STYLE.md §2): a pure function
 * from the answer to the next step. Later releases add the 2FA, security-verification,
 * site-jump and upgrade branches of SPEC §4 here, in SPEC's order.
 */
import { RET_CODES, type LoginResult } from '@foyer/contract';
import type { ApiOutcome } from '../../api/api-outcome';

export type LoginStep =
  /** Token stored; go to the signed-in destination. */
  | { kind: 'signedIn'; accountId: string | undefined }
  /** pre_action 1: the password must be reset first (SPEC §4). */
  | { kind: 'retrievePassword' }
  /** google2fa_secret: show the two-factor panel, then re-send the login with google2fa. */
  | { kind: 'twoFactor' }
  /** risk_token (type pass): the security verification panel, then the login re-sent with it. */
  | { kind: 'securityVerification'; riskToken: string }
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

/** The next step after a log-in answer. */
export function nextStepFromLoginAnswer(outcome: ApiOutcome<LoginResult>): LoginStep {
  if (!outcome.ok) {
    if (outcome.retCode === RET_CODES.PASSWORD_ERRORS_OVER_LIMIT.code) {
      return { kind: 'overLimit', lockedUntil: lockedUntilOf(outcome.result) };
    }
    return { kind: 'refused', retCode: outcome.retCode };
  }
  const result = outcome.result ?? {};
  if (result.pre_action === PRE_ACTION_RETRIEVE) return { kind: 'retrievePassword' };
  // The server sends a marker, not a secret (decision 016); any truthy value asks for a code.
  if (result.google2fa_secret) return { kind: 'twoFactor' };
  // Type guide stores the token and completes (SPEC §4); pass needs the verification panel.
  if (result.risk_token && result.risk_token_type !== 'guide') {
    return { kind: 'securityVerification', riskToken: result.risk_token };
  }
  return { kind: 'signedIn', accountId: result.id };
}
