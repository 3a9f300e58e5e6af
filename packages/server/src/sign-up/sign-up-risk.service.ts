/**
 * Sign-up farming (docs/decisions/031-sign-up-risk.md, behaviour §4 "if a risk token is returned
 * show the security modal and resend flagged verified"): the Nth different e-mail or phone a
 * device (its Guid) or an IP asks a sign-up code for within an hour gets a risk token instead
 * of a code. The token's code goes to that target (risk.service.ts, the calls of decision
 * 017); the send re-made with the passed token, for the same target, sends the real code.
 */
import { failure, success, type Outcome } from '../errors.js';
import type { ServiceDeps } from '../shared/deps.js';
import { sha256Hex } from '../shared/digest.js';
import {
  deliveryAddress,
  emailIdentity,
  identityKey,
  mobileIdentity,
  type Identity,
} from '../shared/identity.js';
import { RISK_TOKEN_TTL_MS } from '../risk/index.js';

export const SIGN_UP_RISK_WINDOW_MS = 60 * 60_000;

/** Who asks for a sign-up code: the device (sha256 of the Guid, '' without one) and its ipKey. */
export interface SignUpSender {
  deviceHash: string;
  ip: string;
}

export type SignUpSendDecision = { kind: 'send' } | { kind: 'verify'; riskToken: string };

async function recordSend(deps: ServiceDeps, sender: SignUpSender, targetHash: string) {
  const now = deps.clock.now();
  await deps.store.signUpRisk.recordSend(sender, targetHash, now, now - SIGN_UP_RISK_WINDOW_MS);
}

/** The send of a passed risk token: its own target only, once. */
async function spendRiskToken(
  deps: ServiceDeps,
  riskToken: string,
  target: string,
): Promise<Outcome<void>> {
  const { store, clock } = deps;
  const now = clock.now();
  const row = await store.signUpRisk.findLive(sha256Hex(riskToken), now);
  if (!row || row.target !== target) return failure({ kind: 'signUpRiskTokenInvalid' });
  if (row.verified_at === null) return failure({ kind: 'signUpRiskNotPassed' });
  if (!(await store.signUpRisk.consume(row.token_hash, now))) {
    return failure({ kind: 'signUpRiskTokenInvalid' });
  }
  return success(undefined);
}

/**
 * Whether a send from `sender` to the target of this hash would be the Nth different target
 * of the hour (SIGN_UP_RISK_TARGETS_PER_HOUR): read only, nothing is counted. A target
 * already sent to in the hour (a resend) never counts again.
 */
export async function looksLikeFarming(
  deps: Pick<ServiceDeps, 'store' | 'clock' | 'config'>,
  sender: SignUpSender,
  targetHash: string,
): Promise<boolean> {
  const since = deps.clock.now() - SIGN_UP_RISK_WINDOW_MS;
  // The Nth different target is farming: N − 1 others are all the check needs to read.
  const threshold = deps.config.signUpRiskTargetsPerHour;
  const { sentBefore, others } = await deps.store.signUpRisk.targetsSince(
    sender,
    targetHash,
    since,
    threshold - 1,
  );
  return !sentBefore && others.size + 1 >= threshold;
}

/**
 * Whether a sign-up send to `identity` may send its code now ('send', and the send is
 * counted) or must be verified first ('verify', a new risk token, nothing counted).
 */
export async function assessSignUpSend(
  deps: ServiceDeps,
  sender: SignUpSender,
  identity: Identity,
  riskToken: string | undefined,
): Promise<Outcome<SignUpSendDecision>> {
  const { store, clock, random } = deps;
  const now = clock.now();
  const target = identityKey(identity);
  const targetHash = sha256Hex(target);
  if (riskToken) {
    const spent = await spendRiskToken(deps, riskToken, target);
    if (!spent.ok) return spent;
    await recordSend(deps, sender, targetHash);
    return success({ kind: 'send' });
  }
  if (!(await looksLikeFarming(deps, sender, targetHash))) {
    await recordSend(deps, sender, targetHash);
    return success({ kind: 'send' });
  }
  const token = random.sessionToken();
  await store.signUpRisk.insertToken({
    token_hash: sha256Hex(token),
    target,
    channel: identity.kind === 'email' ? 'email' : 'sms',
    address: deliveryAddress(identity),
    created_at: now,
    expires_at: now + RISK_TOKEN_TTL_MS,
  });
  return success({ kind: 'verify', riskToken: token });
}

/**
 * The target a live sign-up risk token was issued for (its code goes there and nowhere else),
 * or undefined for any other token: the risk send of a sign-up token is a sign-up send, so the
 * sign-up restrictions apply to it (decision 035).
 */
export async function signUpRiskTarget(
  deps: ServiceDeps,
  riskToken: string,
): Promise<Identity | undefined> {
  const row = await deps.store.signUpRisk.findLive(sha256Hex(riskToken), deps.clock.now());
  if (!row) return undefined;
  if (row.channel === 'email') return emailIdentity(row.address);
  const mobile = /^\+(\d{1,4}) (\d+)$/.exec(row.target);
  return mobile ? mobileIdentity(mobile[1]!, mobile[2]!) : undefined;
}
