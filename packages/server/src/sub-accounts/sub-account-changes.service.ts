/**
 * A main account's changes to one of its sub-accounts (docs/decisions/106), each made by a
 * re-authenticated main account (the route's gate) or by an operator:
 *
 * - **Deleting** stamps the sub-account deleted and ends it as a way in, in one transaction:
 *   a termination nobody lifts (every door and the session gate refuse it), its password made
 *   unusable, its second factor, Telegram binding, provider links and "must reset" removed,
 *   and every session and OpenID grant of it ended. Rows are kept, not removed: its id (a
 *   partner app's `sub`) must never be given to another account, and the name stays taken.
 * - **Setting its password** stores the new hash, clears "must reset password" and the
 *   name's log-in lock-out, and ends its sessions and grants: the main account's holder, the
 *   only one with a mailbox, is the sub-account's way back in.
 */
import { failure, success, type Outcome } from '../errors.js';
import { hashPassword, NO_PASSWORD_VERIFIER } from '../shared/passwords.service.js';
import { forgetPasswordTries } from '../log-in/index.js';
import { credentialsChanged } from '../sessions/index.js';
import type { ServiceDeps } from '../shared/deps.js';
import type { Queries } from '../store/store.js';
import { subAccountLoginKey } from './sub-accounts.service.js';
import type { SubAccountRow } from './sub-accounts.store.js';

/** One answer for an unknown id, another account's sub-account and a deleted one. */
const notYours = () =>
  failure<never>({ kind: 'invalidParams', message: 'id: not a sub-account of this account' });

/** The live sub-account `subId` of the main account `parentId`. */
async function ownSubAccount(
  deps: Pick<ServiceDeps, 'store'>,
  parentId: string,
  subId: string,
): Promise<Outcome<SubAccountRow>> {
  const row = await deps.store.subAccounts.findByAccount(subId);
  if (!row || row.parent_id !== parentId || row.deleted_at !== null) return notYours();
  return success(row);
}

/**
 * Whether the sub-account is still live, under its main account's row lock: a deletion and a new
 * password of one sub-account take the same lock, so a password is never set on a deleted one.
 */
async function stillLive(tx: Queries, row: SubAccountRow): Promise<boolean> {
  await tx.subAccounts.lockParent(row.parent_id);
  const now = await tx.subAccounts.findByAccount(row.account_id);
  return now?.deleted_at === null;
}

/** The deletion's writes, for a live sub-account; false when it was deleted meanwhile. */
async function deleteIn(tx: Queries, row: SubAccountRow, now: number): Promise<boolean> {
  const id = row.account_id;
  if (!(await stillLive(tx, row)) || !(await tx.subAccounts.markDeleted(id, now))) return false;
  await tx.restrictions.restrict(id, 'terminated', 'deleted', now, 'sub-account deleted');
  await tx.recovery.setPasswordHash(id, NO_PASSWORD_VERIFIER);
  await tx.twoFactor.remove(id);
  await tx.recovery.clearReset(id);
  // The Telegram person and the providers' people may be linked elsewhere again.
  await tx.telegram.unbind(id);
  await tx.thirdPartyLinks.unlinkAll(id);
  await credentialsChanged(tx, id, now);
  return true;
}

type Done = { ok: true } | { ok: false };

/** Deletes a live sub-account, whoever asks (the main account, or an operator). */
export async function deleteSubAccountRow(
  deps: Pick<ServiceDeps, 'store' | 'clock'>,
  row: SubAccountRow,
): Promise<Outcome<Record<string, never>>> {
  const now = deps.clock.now();
  const done = await deps.store.atomically<Done>(async (tx) => ({
    ok: await deleteIn(tx, row, now),
  }));
  return done.ok ? success({}) : notYours();
}

/** The main account deletes one of its sub-accounts. */
export async function deleteSubAccount(
  deps: Pick<ServiceDeps, 'store' | 'clock'>,
  parentId: string,
  subId: string,
): Promise<Outcome<Record<string, never>>> {
  const own = await ownSubAccount(deps, parentId, subId);
  if (!own.ok) return own;
  return deleteSubAccountRow(deps, own.value);
}

/**
 * The main account sets a new password (the client's SHA-256 hex) for one of its sub-accounts:
 * its "must reset password" and the lock-out of its name are cleared, and its sessions and
 * grants end, so it logs in again with the new password only.
 */
export async function setSubAccountPassword(
  deps: Pick<ServiceDeps, 'store' | 'clock'>,
  parentId: string,
  subId: string,
  password: string,
): Promise<Outcome<Record<string, never>>> {
  const own = await ownSubAccount(deps, parentId, subId);
  if (!own.ok) return own;
  const row = own.value;
  const passwordHash = await hashPassword(password);
  const now = deps.clock.now();
  const done = await deps.store.atomically<Done>(async (tx) => {
    if (!(await stillLive(tx, row))) return { ok: false };
    await tx.recovery.setPasswordHash(row.account_id, passwordHash);
    await tx.recovery.clearReset(row.account_id);
    // A new password: its lock-outs on every device and its ceilings are forgotten (105).
    await forgetPasswordTries(tx.limits, [subAccountLoginKey(row.name)]);
    await credentialsChanged(tx, row.account_id, now);
    return { ok: true };
  });
  return done.ok ? success({}) : notYours();
}
