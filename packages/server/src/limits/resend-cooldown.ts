/**
 * The resend wait of behaviour §4 and §9: one code or link per target and purpose every
 * RESEND_COOLDOWN_MS (60 s), counted by the one limiter, so a second instance cannot send
 * sooner (docs/decisions/042). Sign-up codes, recovery and unblock codes, activation links,
 * risk-token codes and waitlist links all wait through here.
 */
import { RESEND_COOLDOWN_MS } from '@foyer/contract';
import { failure, success, type Outcome } from '../errors.js';
import type { ServiceDeps } from '../shared/deps.js';
import type { LimitRule } from './limiter.js';
import { hitLimit } from './limits.service.js';

export const RESEND_RULE: LimitRule = { limit: 1, windowMs: RESEND_COOLDOWN_MS };

type Deps = Pick<ServiceDeps, 'store' | 'clock'>;

/** Claims the send to `key` now; refused (resendTooSoon) within the wait of the last one. */
export async function claimResend(deps: Deps, key: string): Promise<Outcome<void>> {
  const verdict = await hitLimit(deps, 'resend', key, RESEND_RULE);
  if (verdict.allowed) return success(undefined);
  const retryAfterMs = verdict.retryAfterMs ?? RESEND_COOLDOWN_MS;
  return failure({ kind: 'resendTooSoon', retryAfterMs });
}

/** Gives a claimed send back when nothing was sent after all (a send cap said no). */
export async function giveBackResend(deps: Deps, key: string): Promise<void> {
  await deps.store.limits.refund('resend', key);
}
