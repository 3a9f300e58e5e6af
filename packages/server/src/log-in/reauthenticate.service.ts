/**
 * Asking a signed-in person for the password again, before a change to how the account is
 * protected (two-factor on or off): a session alone, perhaps stolen, is not enough. The check
 * is the log-in's own, with its per-account try count and lock-out, so it is no way to guess
 * around them.
 */
import { failure, type Outcome } from '../errors.js';
import type { Account } from '../store/accounts.store.js';
import type { MessagingDeps, ServiceDeps } from '../shared/deps.js';
import { emailIdentity, identityKey } from '../shared/identity.js';
import { checkPassword } from './login.service.js';
import { subAccountLoginKey } from '../sub-accounts/sub-accounts.service.js';

/**
 * Every log-in failure key of an account, the one it is asked by first: its e-mail, its
 * mobile (an account with both logs in by either), or its sub-account name.
 */
export async function loginKeysOf(
  deps: Pick<ServiceDeps, 'store'>,
  account: Account,
): Promise<string[]> {
  const keys: string[] = [];
  if (account.email) keys.push(identityKey(emailIdentity(account.email)));
  if (account.mobile) {
    const countryCode = account.country_code ?? '';
    keys.push(identityKey({ kind: 'mobile', countryCode, mobile: account.mobile }));
  }
  if (keys.length > 0) return keys;
  const sub = await deps.store.subAccounts.findByAccount(account.id);
  return [sub ? subAccountLoginKey(sub.name) : `account:${account.id}`];
}

/** The log-in failure key a check of the account's password counts under. */
export async function loginKeyOf(deps: Pick<ServiceDeps, 'store'>, account: Account) {
  const [key] = await loginKeysOf(deps, account);
  return key!;
}

/**
 * The signed-in account, when `password` (the client's SHA-256 hex) is its password; the
 * try counts in the purse of the device that asks (decision 105).
 */
export async function reauthenticate(
  deps: MessagingDeps,
  accountId: string,
  password: string,
  deviceHash: string,
): Promise<Outcome<Account>> {
  const account = await deps.store.accounts.findById(accountId);
  if (!account) return failure({ kind: 'notLoggedIn' });
  return checkPassword(deps, {
    key: await loginKeyOf(deps, account),
    find: async () => account,
    password,
    deviceHash,
  });
}

/** Ends every session of the account but the one that asked; answers how many ended. */
export function endOtherSessions(
  deps: Pick<ServiceDeps, 'store' | 'clock'>,
  accountId: string,
  keepTokenHash: string,
): Promise<number> {
  return deps.store.sessions.revokeAllOf([accountId], deps.clock.now(), keepTokenHash);
}
