/**
 * Password recovery (behaviour §7): a six-digit code to the e-mail or phone, then a new password
 * with it. Setting it ends every session of the account, clears an operator's "must reset
 * password" flag and the log-in lock-out of the identity, all in one transaction, so a
 * stolen session does not outlive the reset. See docs/decisions/019.
 */
import { failure, success, type Outcome } from '../errors.js';
import type { CaptchaAnswer } from '../captcha/captcha-gate.service.js';
import { checkSendCaptcha, type SendCaptchaDeps } from '../captcha/send-guards.js';
import { CODE_TTL_MS, checkCode, deliver, issueCode } from '../codes/codes.service.js';
import type { MessagingDeps } from '../shared/deps.js';
import { findAccount, identityKey, type Identity } from '../shared/identity.js';
import { hashPassword } from '../log-in/passwords.service.js';
import { credentialsChanged } from '../sessions/credentials-changed.js';
import { noAccountRecoveryMessage, recoveryCodeMessage } from './recovery-messages.js';

const PURPOSE = 'recovery';

export interface RecoverySend {
  identity: Identity;
  ip: string;
  captcha: CaptchaAnswer;
}

/**
 * Sends a recovery code, once the captcha of its scene is solved (decision 035). An unknown
 * address gets a "no account here" message and the same answer; its code row exists too,
 * and no code it could be given will ever match an account, so the next step fails as a
 * wrong code does.
 */
export async function sendRecoveryCode(
  deps: MessagingDeps & SendCaptchaDeps,
  { identity, ip, captcha }: RecoverySend,
): Promise<Outcome<{ uuid: string }>> {
  const solved = await checkSendCaptcha(deps, captcha, 'recovery', ip);
  if (!solved.ok) return solved;
  const issued = await issueCode(deps, PURPOSE, identity, ip);
  if (!issued.ok) return issued;
  const account = await findAccount(deps.store, identity);
  const message = account
    ? recoveryCodeMessage(deps.language, issued.value.code, CODE_TTL_MS / 60_000)
    : noAccountRecoveryMessage(deps.language, deps.config.publicOrigin);
  await deliver(deps, identity, message);
  return success({ uuid: issued.value.uuid });
}

export interface ResetInput {
  identity: Identity;
  code: string;
  uuid?: string | undefined;
  /** The client's SHA-256 hex of the new password (already format-checked). */
  password: string;
}

type ResetOutcome = { ok: true } | { ok: false };

export async function resetPassword(
  deps: MessagingDeps,
  input: ResetInput,
): Promise<Outcome<{ reset: true }>> {
  const checked = await checkCode(deps, PURPOSE, input.identity, input.code, input.uuid);
  if (!checked.ok) return checked;
  const account = await findAccount(deps.store, input.identity);
  // Unreachable with a right code for an unknown address (it was never sent); kept as one.
  if (!account) return failure({ kind: 'codeInvalid' });
  const passwordHash = await hashPassword(input.password);
  const now = deps.clock.now();
  const outcome = await deps.store.atomically<ResetOutcome>(async (tx) => {
    if (!(await tx.codes.consume(checked.value.codeId, now))) return { ok: false };
    await tx.recovery.setPasswordHash(account.id, passwordHash);
    await tx.recovery.endAllSessions(account.id, now);
    await credentialsChanged(tx, account.id, now);
    await tx.recovery.clearReset(account.id);
    await tx.limits.reset('password', identityKey(input.identity));
    return { ok: true };
  });
  return outcome.ok ? success({ reset: true as const }) : failure({ kind: 'codeInvalid' });
}
