/**
 * Asking a signed-in person for the password again, before a change to how the account is
 * protected (two-factor on or off): a session alone, perhaps stolen, is not enough. The check
 * is the log-in's own, with its per-account try count and lock-out, so it is no way to guess
 * around them.
 */
import { failure, type Outcome } from '../errors.js';
import type { Account } from '../store/accounts.store.js';
import type { ServiceDeps } from '../shared/deps.js';
import { emailIdentity, identityKey } from '../shared/identity.js';
import { checkPassword } from './login.service.js';
import { subAccountLoginKey } from '../sub-accounts/sub-accounts.service.js';

/** The log-in failure key of an account: its e-mail, its mobile, or its sub-account name. */
async function loginKeyOf(deps: ServiceDeps, account: Account): Promise<string> {
  if (account.email) return identityKey(emailIdentity(account.email));
  if (account.mobile) {
    const countryCode = account.country_code ?? '';
    return identityKey({ kind: 'mobile', countryCode, mobile: account.mobile });
  }
  const sub = await deps.store.subAccounts.findByAccount(account.id);
  return sub ? subAccountLoginKey(sub.name) : `account:${account.id}`;
}

/** The signed-in account, when `password` (the client's SHA-256 hex) is its password. */
export async function reauthenticate(
  deps: ServiceDeps,
  accountId: string,
  password: string,
): Promise<Outcome<Account>> {
  const account = await deps.store.accounts.findById(accountId);
  if (!account) return failure({ kind: 'notLoggedIn' });
  return checkPassword(deps, {
    key: await loginKeyOf(deps, account),
    find: async () => account,
    password,
  });
}
