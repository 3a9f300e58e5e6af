/**
 * The one choke point every log-in answer passes through (STYLE.md §2): a pure function
 * from the answer (and the time) to the next step. Refusals are decided in login-refusal.ts.
 */
import type { LoginResult } from '@foyer/contract';
import type { ApiOutcome } from '../../api/api-outcome';
import { stepFromRefusal, type RefusalStep } from './login-refusal';

export type LoginStep =
  /** Token stored; go to the signed-in destination. */
  | { kind: 'signedIn'; accountId: string | undefined }
  /** pre_action 1: the password must be reset first (SPEC §4). */
  | { kind: 'retrievePassword' }
  | RefusalStep;

/** pre_action value that sends the user to the retrieve page (SPEC §4). */
export const PRE_ACTION_RETRIEVE = 1;

/** The next step after a log-in answer received at `now` (ms since epoch). */
export function nextStepFromLoginAnswer(
  outcome: ApiOutcome<LoginResult>,
  now: number = Date.now(),
): LoginStep {
  if (!outcome.ok) return stepFromRefusal(outcome, now);
  const result = outcome.result ?? {};
  if (result.pre_action === PRE_ACTION_RETRIEVE) return { kind: 'retrievePassword' };
  return { kind: 'signedIn', accountId: result.id };
}
