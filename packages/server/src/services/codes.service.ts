/**
 * Verification codes for sign-up: six digits from the CSPRNG, stored as sha256, bound to
 * purpose and target, valid 10 minutes (NIST 800-63B and ASVS 6.5.5 cap), single use, at most
 * 5 wrong tries, a new code voids the old one, and at most one send per 60 s per target.
 *
 * Six digits are only 20 bits, so a sha256 of the code is no protection once the table
 * leaks; it keeps codes out of plain sight in the database. What actually protects a code
 * is the 5-try cap (5 in 10^6 per code) and the short life. Hashes are still compared in
 * constant time so that response time says nothing about how close a guess was.
 */
import { RESEND_COOLDOWN_MS } from '@foyer/contract';
import { failure, success, type Outcome } from '../errors.js';
import type { ServiceDeps } from './deps.js';
import { sameDigest, sha256Hex } from './digest.js';
import { deliveryAddress, findAccount, identityKey, type Identity } from './identity.js';
import { accountExistsMessage, registerCodeMessage } from './messages.js';

export const CODE_TTL_MS = 10 * 60_000;
export const CODE_MAX_TRIES = 5;
const PURPOSE = 'register';

/**
 * Sends a sign-up code to the e-mail or phone. An address that already has an account gets
 * a "log in instead" message with no code, and the same answer (a uuid) as any other.
 */
export async function sendRegisterCode(
  deps: ServiceDeps,
  identity: Identity,
): Promise<Outcome<{ uuid: string }>> {
  const { store, clock, random, delivery, config } = deps;
  const now = clock.now();
  const target = identityKey(identity);
  const lastSentAt = await store.codes.claimSend(target, now, RESEND_COOLDOWN_MS);
  if (lastSentAt !== undefined) {
    return failure({ kind: 'resendTooSoon', retryAfterMs: lastSentAt + RESEND_COOLDOWN_MS - now });
  }

  // A code row exists either way, so both cases answer and behave alike on register.
  const code = random.verificationCode();
  const uuid = random.uuid();
  await store.codes.replace({
    id: random.uuid(),
    purpose: PURPOSE,
    channel: identity.kind === 'email' ? 'email' : 'sms',
    target,
    code_hash: sha256Hex(code),
    uuid,
    created_at: now,
    expires_at: now + CODE_TTL_MS,
  });

  const exists = (await findAccount(store, identity)) !== undefined;
  const message = exists
    ? accountExistsMessage(config.publicOrigin)
    : registerCodeMessage(code, CODE_TTL_MS / 60_000);
  const to = deliveryAddress(identity);
  if (identity.kind === 'email') await delivery.sendEmail({ to, ...message.email });
  else await delivery.sendSms({ to, ...message.sms });
  return success({ uuid });
}

/**
 * Checks a sign-up code without using it up (register consumes it together with creating
 * the account). One try is taken before comparing, so parallel guesses share the cap.
 */
export async function checkRegisterCode(
  deps: ServiceDeps,
  identity: Identity,
  code: string,
  uuid?: string,
): Promise<Outcome<{ codeId: string }>> {
  const { store, clock } = deps;
  const live = await store.codes.findLive(PURPOSE, identityKey(identity));
  if (!live || (uuid !== undefined && uuid !== live.uuid)) return failure({ kind: 'codeInvalid' });
  if (live.attempts >= CODE_MAX_TRIES) return failure({ kind: 'codeTooManyTries' });
  if (clock.now() >= live.expires_at) return failure({ kind: 'codeExpired' });

  const tryNumber = await store.codes.takeTry(live.id, CODE_MAX_TRIES);
  if (tryNumber === undefined) return failure({ kind: 'codeTooManyTries' });
  if (sameDigest(sha256Hex(code), live.code_hash)) return success({ codeId: live.id });
  // The fifth wrong try voids the code: say so now rather than on the next try.
  return failure({ kind: tryNumber >= CODE_MAX_TRIES ? 'codeTooManyTries' : 'codeInvalid' });
}
