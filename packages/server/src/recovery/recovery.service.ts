/**
 * Password recovery (behaviour §7): a six-digit code to the e-mail or phone, then a new password
 * with it. Setting it ends every session of the account, clears an operator's "must reset
 * password" flag and the log-in lock-outs of the identity, all in one transaction, so a
 * stolen session does not outlive the reset. See docs/decisions/019.
 *
 * A reset also holds back the account's provider links and Telegram binding that a thief could
 * have made, until the owner keeps them (decision 110).
 *
 * Owners are never locked out by strangers (decision 105): a device the account knows spends
 * its own wrong-code budget and its own share of the address's daily cap; and a recovery
 * e-mail also carries a link, whose 256-bit token proves the mailbox without a code, so it
 * still resets the password when strangers' wrong guesses have spent the code's budget.
 */
import { RECOVERY_LINK_FRAGMENT, RECOVERY_LINK_PATH } from '@foyer/contract';
import { failure, success, type Outcome } from '../errors.js';
import { type CaptchaAnswer, checkSendCaptcha, type SendCaptchaDeps } from '../captcha/index.js';
import {
  checkCode,
  CODE_TTL_MS,
  deliver,
  issueCode,
  takeLinkTry,
  type VerificationCode,
} from '../codes/index.js';
import type { MessagingDeps, ServiceDeps } from '../shared/deps.js';
import { sha256Hex } from '../shared/digest.js';
import { emailIdentity, findAccount, type Identity } from '../shared/identity.js';
import { purseOf } from '../limits/purses.js';
import { hashPassword, verifyPassword } from '../shared/passwords.service.js';
import { forgetPasswordTries, loginKeysOf } from '../log-in/index.js';
import type { Account } from '../store/accounts.store.js';
import { credentialsChanged } from '../sessions/index.js';
import { noAccountRecoveryMessage, recoveryCodeMessage } from './recovery-messages.js';
import { holdDoubtfulWaysIn, type WaysInReview } from './ways-in-review.service.js';

const PURPOSE = 'recovery';

export interface RecoverySend {
  identity: Identity;
  ip: string;
  /** The device that asks (shared/device-hash.ts): one the account knows has its own budgets. */
  deviceHash: string;
  captcha: CaptchaAnswer;
}

/** The recovery link of a token, on the page of the request's language. */
function recoveryLink(deps: MessagingDeps, token: string): string {
  const page = `${deps.config.publicOrigin}/${deps.language}${RECOVERY_LINK_PATH}`;
  return `${page}#${RECOVERY_LINK_FRAGMENT}=${token}`;
}

/**
 * Sends a recovery code, once the captcha of its scene is solved (decision 035); an e-mail
 * also carries the link (decision 105). An unknown address gets a "no account here" message
 * and the same answer; its code row exists too, and no code it could be given will ever match
 * an account, so the next step fails as a wrong code does.
 */
export async function sendRecoveryCode(
  deps: MessagingDeps & SendCaptchaDeps,
  { identity, ip, deviceHash, captcha }: RecoverySend,
): Promise<Outcome<{ uuid: string }>> {
  const solved = await checkSendCaptcha(deps, captcha, 'recovery', ip);
  if (!solved.ok) return solved;
  const account = await findAccount(deps.store, identity);
  const purse = await purseOf(deps, account?.id, deviceHash);
  const withLink = account !== undefined && identity.kind === 'email';
  const issued = await issueCode(
    deps,
    PURPOSE,
    identity,
    ip,
    { budget: purse, sends: purse },
    withLink,
  );
  if (!issued.ok) return issued;
  const { code, linkToken } = issued.value;
  const link = linkToken === undefined ? undefined : recoveryLink(deps, linkToken);
  const message = account
    ? recoveryCodeMessage(deps.language, code, CODE_TTL_MS / 60_000, link)
    : noAccountRecoveryMessage(deps.language, deps.config.publicOrigin);
  await deliver(deps, identity, message);
  return success({ uuid: issued.value.uuid });
}

export interface ResetInput {
  identity: Identity;
  code: string;
  uuid?: string | undefined;
  /** The device that asks: one the account knows spends its own wrong-code budget. */
  deviceHash: string;
  /** The client's SHA-256 hex of the new password (already format-checked). */
  password: string;
}

type ResetOutcome = { ok: true; review: WaysInReview } | { ok: false };

/** A reset: the password is set, and the review of the account's other ways in (110). */
export interface ResetDone {
  reset: true;
  review: WaysInReview;
}

/** Sets the new password with the code sent to the identity. */
export async function resetPassword(
  deps: MessagingDeps,
  input: ResetInput,
): Promise<Outcome<ResetDone>> {
  const account = await findAccount(deps.store, input.identity);
  const purse = await purseOf(deps, account?.id, input.deviceHash);
  const checked = await checkCode(deps, PURPOSE, input.identity, input.code, input.uuid, purse);
  if (!checked.ok) return checked;
  // Unreachable with a right code for an unknown address (it was never sent); kept as one.
  if (!account) return failure({ kind: 'codeInvalid' });
  return setNewPassword(deps, account, checked.value.codeId, input.password);
}

/**
 * Sets the new password with the recovery e-mail's link (decision 105): the token names the
 * code it was sent with, so it is spent with it, within the code's life; no wrong-code budget
 * is asked, as nobody guesses 256 bits, but each use takes one of the code's tries (decision
 * 138). A wrong, used or replaced token is a wrong code.
 */
export async function resetPasswordByLink(
  deps: MessagingDeps,
  input: { token: string; password: string },
): Promise<Outcome<ResetDone>> {
  const row = await deps.store.codes.findLiveByLink(PURPOSE, sha256Hex(input.token));
  if (!row) return failure({ kind: 'codeInvalid' });
  const now = deps.clock.now();
  if (now >= row.expires_at) return failure({ kind: 'codeExpired' });
  const tried = await takeLinkTry(deps, row, now);
  if (!tried.ok) return tried;
  const account = await accountOfTarget(deps, row);
  if (!account) return failure({ kind: 'codeInvalid' });
  return setNewPassword(deps, account, row.id, input.password);
}

/** The account of a code's target: links are sent to e-mail identities only. */
function accountOfTarget(deps: ServiceDeps, row: VerificationCode): Promise<Account | undefined> {
  if (row.channel !== 'email') return Promise.resolve(undefined);
  return findAccount(deps.store, emailIdentity(row.target));
}

async function setNewPassword(
  deps: MessagingDeps,
  account: Account,
  codeId: string,
  password: string,
): Promise<Outcome<ResetDone>> {
  // The code stays unspent for the password chosen next (decision 138); each answer took one of
  // the code's five tries, so this is no better a way to guess the password than log-in is.
  if (await verifyPassword(account.password_hash, password)) {
    return failure({ kind: 'passwordSameAsCurrent' });
  }
  const passwordHash = await hashPassword(password);
  const loginKeys = await loginKeysOf(deps, account);
  const reviewToken = deps.random.sessionToken();
  const now = deps.clock.now();
  const outcome = await deps.store.atomically<ResetOutcome>(async (tx) => {
    if (!(await tx.codes.consume(codeId, now))) return { ok: false };
    await tx.recovery.setPasswordHash(account.id, passwordHash);
    await tx.recovery.endAllSessions(account.id, now);
    await credentialsChanged(tx, account.id, now);
    await tx.recovery.clearReset(account.id);
    // A new password: every try count and ceiling of the old one is forgotten (decision 105).
    await forgetPasswordTries(tx.limits, loginKeys);
    // Links a thief could have made stop signing in until the owner keeps them (110).
    const review = await holdDoubtfulWaysIn(tx, account, { now, reviewToken });
    return { ok: true, review };
  });
  if (!outcome.ok) return failure({ kind: 'codeInvalid' });
  return success({ reset: true as const, review: outcome.review });
}
