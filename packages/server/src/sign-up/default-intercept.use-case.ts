/**
 * The risk engine's default interception check (behaviour §7 `risk/default-intercept`,
 * decision 142): would a send of this scene, from this device and network, be stopped for a
 * security verification first? Only the sign-up send (scene 30002) has a rule: the farming
 * pattern of decision 031, read without counting. The answer depends on what this sender
 * itself has sent, never on whether an account exists, so it tells a prober nothing about
 * anyone else.
 */
import { failure, success, type Outcome } from '../errors.js';
import type { ServiceDeps } from '../shared/deps.js';
import { sha256Hex } from '../shared/digest.js';
import { identityKey, type Identity } from '../shared/identity.js';
import { looksLikeFarming, type SignUpSender } from './sign-up-risk.service.js';

/** The scenes the risk engine has a rule for: the sign-up code or link send (decision 031). */
export const INTERCEPT_SCENES = { signUpSend: 30002 } as const;

export interface InterceptQuery {
  sence: number;
  /** The address the send would go to; none: an address this sender has not sent to. */
  target?: Identity | undefined;
  sender: SignUpSender;
}

export interface InterceptAnswer {
  intercept: boolean;
  riskTokenType: 'pass' | 'none';
}

export async function defaultIntercept(
  deps: Pick<ServiceDeps, 'store' | 'clock' | 'config'>,
  { sence, target, sender }: InterceptQuery,
): Promise<Outcome<InterceptAnswer>> {
  if (sence !== INTERCEPT_SCENES.signUpSend) {
    return failure({ kind: 'invalidParams', message: 'No interception rule for this sence' });
  }
  // No target hashes to '': never one already sent to, so a new address is asked about.
  const targetHash = target === undefined ? '' : sha256Hex(identityKey(target));
  const intercept = await looksLikeFarming(deps, sender, targetHash);
  // A stopped sign-up send answers a token of type pass: a code to pass (decision 031).
  return success({ intercept, riskTokenType: intercept ? 'pass' : 'none' });
}
