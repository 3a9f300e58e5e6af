/**
 * A lost authenticator (behaviour §7 `unbind-google-2fa/send-code-to-email`, decision 143): a
 * code to the account's own mailbox, stored hashed under its own purpose, for the reset of the
 * authenticator that will spend it (not built yet: issue 39).
 *
 * No oracle: every address gets the same answer `{uuid}`, behind the same captcha and the
 * same send limits, and a message. Only an account with its authenticator on gets a code; any
 * other address gets a notice with none, so nothing the caller sees tells them apart.
 */
import { success, type Outcome } from '../errors.js';
import { type CaptchaAnswer, checkSendCaptcha, type SendCaptchaDeps } from '../captcha/index.js';
import { CODE_TTL_MS, deliver, issueCode } from '../codes/index.js';
import type { MessagingDeps } from '../shared/deps.js';
import { emailIdentity, findAccount } from '../shared/identity.js';
import { purseOf } from '../limits/purses.js';
import { twoFactorEnabled } from '../two-factor/index.js';
import { unbindTwoFactorCodeMessage, unbindTwoFactorNoneMessage } from './recovery-messages.js';

export const UNBIND_TWO_FACTOR_PURPOSE = 'unbind2fa';

export interface UnbindTwoFactorSend {
  /** The account's mailbox: the code goes to e-mail only, never by SMS. */
  email: string;
  ip: string;
  /** The device that asks (shared/device-hash.ts): one the account knows has its own budgets. */
  deviceHash: string;
  captcha: CaptchaAnswer;
}

/**
 * The captcha of the recovery scene (31006: this is a recovery send), then one code row for
 * every address, so the send caps and the 60 s cooldown count alike whoever is asked about.
 */
export async function sendUnbindTwoFactorCode(
  deps: MessagingDeps & SendCaptchaDeps,
  { email, ip, deviceHash, captcha }: UnbindTwoFactorSend,
): Promise<Outcome<{ uuid: string }>> {
  const identity = emailIdentity(email);
  const solved = await checkSendCaptcha(deps, captcha, 'recovery', ip);
  if (!solved.ok) return solved;
  const account = await findAccount(deps.store, identity);
  const purse = await purseOf(deps, account?.id, deviceHash);
  const issued = await issueCode(deps, UNBIND_TWO_FACTOR_PURPOSE, identity, ip, {
    budget: purse,
    sends: purse,
  });
  if (!issued.ok) return issued;
  const withAuthenticator = account !== undefined && (await twoFactorEnabled(deps, account.id));
  const message = withAuthenticator
    ? unbindTwoFactorCodeMessage(deps.language, issued.value.code, CODE_TTL_MS / 60_000)
    : unbindTwoFactorNoneMessage(deps.language);
  await deliver(deps, identity, message);
  return success({ uuid: issued.value.uuid });
}
