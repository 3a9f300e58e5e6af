/**
 * The resend wait of behaviour §4 and §9: one code or link per target and purpose every
 * RESEND_COOLDOWN_MS (60 s), counted by the one limiter, so a second instance cannot send
 * sooner (docs/decisions/042). Sign-up codes, recovery and unblock codes, activation links,
 * risk-token codes and waitlist links all wait through here.
 */
import { RESEND_COOLDOWN_MS } from '@foyer/contract';
import { failure, success, type Outcome } from '../errors.js';
import type { ServiceDeps } from '../shared/deps.js';
import type { LimitRule, Verdict } from './limiter.js';
import { hitLimit } from './limits.service.js';

export const RESEND_RULE: LimitRule = { limit: 1, windowMs: RESEND_COOLDOWN_MS };

type Deps = Pick<ServiceDeps, 'store' | 'clock'>;

/** The refusal of a send within the wait of the last one. */
export const resendTooSoon = (refused: Verdict) =>
  failure({ kind: 'resendTooSoon', retryAfterMs: refused.retryAfterMs ?? RESEND_COOLDOWN_MS });

/**
 * Claims the send to `key` now; refused (resendTooSoon) within the wait of the last one. A
 * message that also counts against the send caps claims both at once (code-budget.ts
 * claimSend).
 */
export async function claimResend(deps: Deps, key: string): Promise<Outcome<void>> {
  const verdict = await hitLimit(deps, 'resend', key, RESEND_RULE);
  return verdict.allowed ? success(undefined) : resendTooSoon(verdict);
}
