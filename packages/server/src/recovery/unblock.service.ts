/**
 * Self-help unblocking (behaviour §4 ban check, §7 "unblock"): a self-help ban older than 24 h can
 * be lifted by the account holder, who proves it twice: the password (counted against the
 * same lock-out as log-in) and a code sent to the account's own e-mail or phone. Operator
 * bans and terminations are never lifted here. See docs/decisions/019.
 */
import { CAPTCHA_SCENES } from '@foyer/contract';
import { failure, success, type Outcome } from '../errors.js';
import type { Config } from '../config.js';
import { type CaptchaAnswer, checkSendCaptcha, type SendCaptchaDeps } from '../captcha/index.js';
import { CODE_TTL_MS, checkCode, deliver, issueCode } from '../codes/index.js';
import type { MessagingDeps, ServiceDeps } from '../shared/deps.js';
import { emailIdentity, findAccount, mobileIdentity, type Identity } from '../shared/identity.js';
import { checkCredentials } from '../log-in/index.js';
import { unblockCodeMessage } from './recovery-messages.js';
import { PROVEN, purseOf } from '../limits/purses.js';

const PURPOSE = 'unblock';
/** behaviour §4: self-unblock is offered once more than 24 h have passed since the ban. */
export const SELF_UNBLOCK_AFTER_MS = 24 * 3_600_000;

export interface UnblockInput {
  identity: Identity;
  password: string;
  /** Absent on the first step (send the code); present on the second (lift the ban). */
  code?: string | undefined;
  token?: string | undefined;
  /** Who asks, for the daily send cap per IP. */
  ip: string;
  /** The device that asks (shared/device-hash.ts): one the account knows has its own budgets. */
  deviceHash: string;
  captcha: CaptchaAnswer;
}

export type UnblockDeps = MessagingDeps &
  SendCaptchaDeps & { config: Pick<Config, 'captchaOnSends' | 'captchaOnLogin'> };

/**
 * Both unblock steps check the password, so both need a captcha: otherwise this would be a
 * way to guess passwords around log-in's (decision 019). The first step also sends a code,
 * so it takes its own scene like every send (decision 035), and log-in's when that is off.
 */
async function unblockCaptcha(deps: UnblockDeps, input: UnblockInput): Promise<Outcome<void>> {
  if (input.code === undefined && deps.config.captchaOnSends) {
    return checkSendCaptcha(deps, input.captcha, 'selfUnblock', input.ip);
  }
  if (!deps.config.captchaOnLogin) return success(undefined);
  return deps.captcha.check(input.captcha, CAPTCHA_SCENES.login, input.ip);
}

export type UnblockResult =
  { step: 'codeSent'; token: string; bannedAt: number } | { step: 'unblocked' };

type TxResult = { ok: true } | { ok: false };

/** The captcha first, then the password, the ban, and the step's code (decision 051). */
export async function selfHelpUnblock(
  deps: UnblockDeps,
  input: UnblockInput,
): Promise<Outcome<UnblockResult>> {
  const solved = await unblockCaptcha(deps, input);
  if (!solved.ok) return solved;
  const checked = await checkCredentials(deps, input);
  if (!checked.ok) return checked;
  const account = checked.value;
  const restriction = await deps.store.restrictions.ofAccount(account.id);
  if (restriction?.state === 'terminated') return failure({ kind: 'accountTerminated' });
  if (restriction?.state !== 'banned') {
    return failure({ kind: 'invalidParams', message: 'This account is not blocked' });
  }
  const eligible =
    restriction.kind === 'self_help' &&
    deps.clock.now() - restriction.since > SELF_UNBLOCK_AFTER_MS;
  // Not yet (or not this kind of ban): the ban info again, from which the page tells when.
  if (!eligible) {
    return failure({
      kind: 'accountBanned',
      selfHelp: restriction.kind === 'self_help',
      bannedAt: restriction.since,
    });
  }

  // The password was right: a known device spends its own budgets, any other the strangers'
  // budget and, for the code it is sent, the share of sends a stranger cannot reach (105).
  const known = await purseOf(deps, account.id, input.deviceHash);
  if (input.code === undefined) {
    const purses = { budget: known, sends: known.kind === 'device' ? known : PROVEN };
    const issued = await issueCode(deps, PURPOSE, input.identity, input.ip, purses);
    if (!issued.ok) return issued;
    await deliver(
      deps,
      input.identity,
      unblockCodeMessage(deps.language, issued.value.code, CODE_TTL_MS / 60_000),
    );
    return success({ step: 'codeSent', token: issued.value.uuid, bannedAt: restriction.since });
  }

  const code = await checkCode(deps, PURPOSE, input.identity, input.code, input.token, known);
  if (!code.ok) return code;
  const now = deps.clock.now();
  const lifted = await deps.store.atomically<TxResult>(async (tx) => {
    if (!(await tx.codes.consume(code.value.codeId, now))) return { ok: false };
    return { ok: await tx.restrictions.lift(account.id) };
  });
  return lifted.ok ? success({ step: 'unblocked' }) : failure({ kind: 'codeInvalid' });
}

/** The identity a code target ('a@b.c' or '+44 7123456789', identityKey's forms) names. */
function identityOfTarget(target: string): Identity | undefined {
  if (target.includes('@')) return emailIdentity(target);
  const mobile = /^\+(\d{1,4}) (\d+)$/.exec(target);
  return mobile ? mobileIdentity(mobile[1]!, mobile[2]!) : undefined;
}

/**
 * behaviour §7 "GET self-help ban status (self_unbind_token)": the self-help ban info of the
 * account whose first unblock step was answered this token, while its code is live. The
 * token was only ever given to someone who knew the password.
 */
export async function selfHelpBanStatus(
  deps: ServiceDeps,
  token: string,
): Promise<Outcome<{ selfHelp: boolean; bannedAt: number }>> {
  const unknown = failure({
    kind: 'invalidParams',
    message: 'Unknown or expired self_unbind_token',
  });
  const code = await deps.store.recovery.liveCodeByUuid(PURPOSE, token);
  if (!code || deps.clock.now() >= code.expires_at) return unknown;
  const identity = identityOfTarget(code.target);
  const account = identity ? await findAccount(deps.store, identity) : undefined;
  if (!account) return unknown;
  const restriction = await deps.store.restrictions.ofAccount(account.id);
  const banned = restriction?.state === 'banned';
  return success({
    selfHelp: banned && restriction.kind === 'self_help',
    bannedAt: banned ? restriction.since : 0,
  });
}
