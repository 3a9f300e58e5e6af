/**
 * The one session step (issue 35): every door calls it once its own proof has passed — the
 * password log-in and the sub-account's (after `afterPassword`), a third-party or Telegram
 * sign-in, a QR approval, a completed sign-up. It opens the session through the session gate
 * (gates/doors.ts: the address ban and the account's standing, checked now), then does what a
 * new session brings with it: the Telegram data the visitor carried is bound (decision 024),
 * a link ticket links its provider (decision 062), the sign-in joins the account's history
 * (sign-in-history.store.ts), and an account whose trading password support reset is marked
 * for the prompt (decision 160). A new door adds a call of this, and its name to `SignInMethod`;
 * `gates/doors.routes.test.ts` lists every route that answers with a session and fails on one
 * that does not come through here.
 */
import type { TgBindResult } from '@foyer/contract';
import { success, type Outcome } from '../errors.js';
import { openSession, type Visitor } from '../gates/index.js';
import type { MessagingDeps } from '../shared/deps.js';
import { bindTelegram } from '../telegram/index.js';
import { linkByTicket, type LinkResult } from '../third-party/index.js';
import type { NewSession, SessionLimits } from './sessions.service.js';

/** How a session was earned, as the account's history shows it: the door's own proof. */
export type SignInMethod = 'password' | 'sign-up' | 'google' | 'apple' | 'tr' | 'telegram' | 'qr';

/** What a new session does besides itself, once open. */
export interface Afterwards {
  /** Telegram Login data the visitor brought (behaviour §3 telegram_callback), to bind. */
  telegramCallback?: string | undefined;
  /** The account was made by this very request: the bind needs no notice to its holder. */
  newAccount?: boolean;
  /** A link ticket of a 48003 answer, spent from the device it was given to (decision 062). */
  linkTicket?: { ticket: string; deviceHash: string } | undefined;
}

/** What a completed sign-in did besides the session: the Telegram bind, the provider link. */
export interface AlsoDone {
  tgBindResult?: TgBindResult | undefined;
  link?: LinkResult | undefined;
  /** Support reset the account's trading password: the answer offers a new one (160). */
  tradingPasswordPrompt?: true;
}

/** A session the step issued, and what came with it. */
export interface Issued {
  session: NewSession;
  also: AlsoDone;
}

export interface IssueSession {
  /** Who stands at the door of the route (gates/doors.ts). */
  visitor: Visitor;
  accountId: string;
  method: SignInMethod;
  /** How long the session may live at most (a QR approval's: the approving session's). */
  limits?: SessionLimits | undefined;
  afterwards?: Afterwards | undefined;
}

/** The step: the session gate, the session, then what it brings (see above). */
export async function issueSession(
  deps: MessagingDeps,
  { visitor, accountId, method, limits, afterwards = {} }: IssueSession,
): Promise<Outcome<Issued>> {
  const opened = await openSession(deps, visitor, accountId, limits);
  if (!opened.ok) return opened;
  await deps.store.signIns.record({
    account_id: accountId,
    at: deps.clock.now(),
    method,
    result: 'success',
    ip: visitor.ip,
    country: visitor.country,
    user_agent: visitor.userAgent,
  });
  const also: AlsoDone = {};
  const { telegramCallback, newAccount, linkTicket } = afterwards;
  // A bind that fails does not undo the sign-in: the answer says how it went.
  if (telegramCallback) {
    const bind = { newAccount: newAccount === true };
    also.tgBindResult = await bindTelegram(deps, accountId, telegramCallback, bind);
  }
  if (linkTicket) {
    const owner = { accountId, deviceHash: linkTicket.deviceHash };
    also.link = await linkByTicket(deps, owner, linkTicket.ticket);
  }
  // After the session, never before: the prompt offers, it does not hold the log-in (160).
  if ((await deps.store.tradingPasswords.of(accountId))?.mustSet) also.tradingPasswordPrompt = true;
  return success({ session: opened.value, also });
}
