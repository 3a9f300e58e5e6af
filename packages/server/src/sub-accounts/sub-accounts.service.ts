/**
 * Sub-accounts (behaviour §1, §6 main versus sub-account login; docs/decisions/020): a main account
 * creates them with a name and a password; each is an accounts row without e-mail or phone, so
 * sessions work the same for it. Log-in by name goes through the main log-in's password check.
 * Creating one is re-authenticated (the route's gate, decision 106) and its holder is told;
 * deleting one and setting its password: sub-account-changes.service.ts.
 */
import { SUB_ACCOUNT_LIMIT, normalizeSubAccountName, type SubAccount } from '@foyer/contract';
import { failure, success, type Outcome } from '../errors.js';
import type { Account } from '../store/accounts.store.js';
import type { SubAccountRow } from './sub-accounts.store.js';
import type { MessagingDeps, ServiceDeps } from '../shared/deps.js';
import { subAccountCreatedMessage, tellHolder } from '../account-security/index.js';
import {
  admitAccount,
  type DoorDeps,
  ID_TAKEN,
  type Visitor,
  withFreshAccountId,
} from '../gates/index.js';
import {
  afterPassword,
  beforePassword,
  type BeforePasswordInput,
  type LoginDeps,
  checkPassword,
  type AfterPasswordInput,
  type LoggedIn,
} from '../log-in/index.js';
import { hashPassword } from '../shared/passwords.service.js';

export interface NewSubAccount {
  /** As typed; stored lower-cased (names are unique without case). */
  name: string;
  /** The client's SHA-256 hex of the password. */
  password: string;
}

function view(row: SubAccountRow): SubAccount {
  return { id: row.account_id, name: row.name, create_time: row.created_at };
}

type CreateOutcome =
  { ok: true } | { ok: false; reason: 'idTaken' | 'identityTaken' | 'nameTaken' | 'limit' };

export async function createSubAccount(
  deps: DoorDeps & MessagingDeps,
  visitor: Visitor,
  parentId: string,
  input: NewSubAccount,
): Promise<Outcome<SubAccount>> {
  const { store } = deps;
  // A sub-account is a new account: the account gate is asked for the visitor making it.
  const admitted = await admitAccount(deps, visitor);
  if (!admitted.ok) return admitted;
  // A sub-account has exactly one main account and no sub-accounts of its own.
  if (await store.subAccounts.findByAccount(parentId)) {
    return failure({ kind: 'subAccountNotAllowed' });
  }
  const name = normalizeSubAccountName(input.name);
  const passwordHash = await hashPassword(input.password);
  const parent = await store.accounts.findById(parentId);
  return withFreshAccountId(deps.random, async (id) => {
    const now = deps.clock.now();
    const account: Account = {
      id,
      email: null,
      country_code: null,
      mobile: null,
      password_hash: passwordHash,
      country: parent?.country ?? '',
      created_at: now,
      // A sub-account belongs to its main account's regional site.
      site: parent?.site ?? 'BYBIT',
    };
    const row: SubAccountRow = {
      account_id: account.id,
      parent_id: parentId,
      name,
      created_at: now,
      deleted_at: null,
    };
    // The unique name index settles two creations of one name at once, not a look-up first;
    // the limit is counted under the main account's row lock, so two creations at the limit
    // cannot both see room.
    const outcome = await store.atomically<CreateOutcome>(async (tx) => {
      await tx.subAccounts.lockParent(parentId);
      if ((await tx.subAccounts.countOfParent(parentId)) >= SUB_ACCOUNT_LIMIT) {
        return { ok: false, reason: 'limit' };
      }
      const inserted = await tx.accounts.insert(account);
      if (inserted !== 'ok') return { ok: false, reason: inserted };
      const named = await tx.subAccounts.insert(row);
      return named === 'ok' ? { ok: true } : { ok: false, reason: 'nameTaken' };
    });
    if (outcome.ok) {
      // Whoever made it may not be the holder: the holder hears of it (decision 106).
      await tellHolder(deps, parentId, subAccountCreatedMessage(deps, name, now));
      return success(view(row));
    }
    if (outcome.reason === 'limit') {
      return failure({ kind: 'subAccountLimit', limit: SUB_ACCOUNT_LIMIT });
    }
    if (outcome.reason === 'nameTaken') return failure({ kind: 'subAccountNameTaken' });
    // A taken e-mail or phone cannot happen (a sub-account has neither): only the id was.
    return ID_TAKEN;
  });
}

export async function listSubAccounts(
  deps: Pick<ServiceDeps, 'store'>,
  parentId: string,
): Promise<SubAccount[]> {
  return (await deps.store.subAccounts.ofParent(parentId)).map(view);
}

/** The lock-out key of a sub-account name: never an e-mail ('@') or a '+cc mobile' key. */
export function subAccountLoginKey(name: string): string {
  return `sub:${normalizeSubAccountName(name)}`;
}

/**
 * Log in as a sub-account by name and password: the main log-in's checks before the password
 * (a banned address, the captcha), its password check and lock-out, then the same gate after the password (ban of the sub-account or of its main
 * account, site, must-reset, risk, second factor).
 */
export async function subAccountLogin(
  deps: LoginDeps,
  input: { name: string; password: string } & BeforePasswordInput &
    Omit<AfterPasswordInput, 'method'>,
): Promise<Outcome<LoggedIn>> {
  const before = await beforePassword(deps, input);
  if (!before.ok) return before;
  const name = normalizeSubAccountName(input.name);
  const checked = await checkPassword(deps, {
    key: subAccountLoginKey(name),
    find: async () => {
      const row = await deps.store.subAccounts.findByName(name);
      return row ? deps.store.accounts.findById(row.account_id) : undefined;
    },
    password: input.password,
    deviceHash: input.place.deviceHash,
  });
  if (!checked.ok) return checked;
  return afterPassword(deps, checked.value, { ...input, method: 'password' });
}
