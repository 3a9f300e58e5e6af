/**
 * Approving a QR log-in (docs/decisions/039), a ladder of guards in this order:
 * 1. the number picked is the one the requesting screen shows (number matching); a wrong
 *    pick spends the code, so a phished person cannot be walked through a second try;
 * 2. the approver's password, through log-in's check and lock-out, and the current
 *    two-factor code when two-factor is on: a session alone approves nothing;
 * 3. at most QR_APPROVALS_PER_HOUR approvals per account, counted by the one limiter (a
 *    count that confirmed nothing is refunded);
 * then the code is confirmed with the end of the approving session (the new one ends no
 * later), and the account is told by e-mail or SMS.
 */
import { QR_APPROVALS_PER_HOUR } from '@foyer/contract';
import { failure, success, type Outcome } from '../errors.js';
import type { Account } from '../store/accounts.store.js';
import type { MessagingDeps, ServiceDeps } from '../shared/deps.js';
import type { LimitRule } from '../limits/limiter.js';
import { hitLimit } from '../limits/limits.service.js';
import { checkPassword, loginKeyOf } from '../log-in/index.js';
import { qrApprovedMessage } from './qr-messages.js';
import { pendingByCode } from './qr-login.service.js';
import { sameMatchNumber } from './qr-number.js';
import { purseOf } from '../limits/purses.js';
import { loginSecondFactor } from '../two-factor/index.js';

/**
 * Approvals per account, counted by the one limiter (decision 042) in an hour from the first,
 * so every instance shares them. Only approvals that passed the number, the password and the
 * code count: counting failures would let a thief lock the owner out of QR log-in.
 */
const QR_APPROVALS_RULE: LimitRule = { limit: QR_APPROVALS_PER_HOUR, windowMs: 3_600_000 };

/** Who approves: the signed-in account, and when its session ends. */
export interface Approver {
  accountId: string;
  sessionExpiresAt: number;
  /** The approving device (shared/device-hash.ts): the account's own spends its own purse (105). */
  deviceHash: string;
}

export interface QrApproval {
  code: string;
  /** The number picked on the approving device. */
  number: string;
  /** The client's SHA-256 hex of the approver's password. */
  password: string;
  google2fa?: string | undefined;
}

const expired = () => failure({ kind: 'qrLoginExpired' });

export async function confirmQrLogin(
  deps: MessagingDeps,
  approver: Approver,
  approval: QrApproval,
): Promise<Outcome<Record<string, never>>> {
  const row = await pendingByCode(deps, approval.code);
  if (!row) return expired();
  const now = deps.clock.now();
  if (!sameMatchNumber(approval.number, row.match_number)) {
    await deps.store.qrLogins.decide(row.uuid, { status: 'declined' }, now);
    return failure({ kind: 'qrNumberMismatch' });
  }
  const account = await deps.store.accounts.findById(approver.accountId);
  if (!account) return failure({ kind: 'notLoggedIn' });
  const owner = await provenOwner(deps, account, approver, approval);
  if (!owner.ok) return owner;

  const approvals = await hitLimit(deps, 'qrApprovals', account.id, QR_APPROVALS_RULE, now);
  // A hit that confirms nothing is taken back: confirmations of one code racing each other,
  // or refused over the limit, must not spend the owner's approvals.
  const uncount = () => deps.store.limits.refund('qrApprovals', account.id);
  if (!approvals.allowed) {
    await uncount();
    return failure({ kind: 'qrApprovalsOverLimit' });
  }
  const confirmed = { accountId: account.id, approverExpiresAt: approver.sessionExpiresAt };
  const decided = await deps.store.qrLogins.decide(
    row.uuid,
    { status: 'confirmed', ...confirmed },
    now,
  );
  if (!decided) {
    await uncount();
    return expired();
  }
  await tellOwner(deps, account, qrApprovedMessage(deps.language, now, row));
  return success({});
}

/** The password (with log-in's lock-out) and, when on, the current two-factor code. */
async function provenOwner(
  deps: MessagingDeps,
  account: Account,
  approver: Approver,
  approval: QrApproval,
): Promise<Outcome<void>> {
  // Log-in's lock-out key, so approvals share its limit; the approving device's purse.
  const checked = await checkPassword(deps, {
    key: await loginKeyOf(deps, account),
    find: async () => account,
    password: approval.password,
    deviceHash: approver.deviceHash,
  });
  if (!checked.ok) return checked;
  const purse = await purseOf(deps, account.id, approver.deviceHash);
  const second = await loginSecondFactor(deps, account.id, approval.google2fa, purse);
  if (!second.ok) return second;
  if (second.value === 'required') return failure({ kind: 'qrTwoFactorRequired' });
  return success(undefined);
}

/** By e-mail, else SMS; a sub-account has neither, so its main account is told. */
async function tellOwner(
  deps: ServiceDeps,
  account: Account,
  message: ReturnType<typeof qrApprovedMessage>,
): Promise<void> {
  const sub = await deps.store.subAccounts.findByAccount(account.id);
  const holder = sub ? await deps.store.accounts.findById(sub.parent_id) : account;
  if (holder?.email) await deps.delivery.sendEmail({ to: holder.email, ...message.email });
  else if (holder?.mobile) {
    const to = `+${holder.country_code ?? ''}${holder.mobile}`;
    await deps.delivery.sendSms({ to, ...message.sms });
  }
}
