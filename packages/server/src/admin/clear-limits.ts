/**
 * `clear-limits <account|e-mail|+mobile>` (decision 105): forgets every attempt count an
 * owner could be stopped by, in every purse, once the operator has checked who asks. The
 * password's lock-out and ceilings under each key the account logs in by; the wrong-code
 * budgets of its e-mail and phone (recovery, sign-up, unblock) and of the account (security
 * verification, authenticator); the authenticator's lock; the daily send caps of its
 * addresses. An e-mail or phone with no account has its own counts cleared the same way
 * (a sign-up stopped by someone else's wrong codes).
 */
import { budgetKey, sendCapKey, type BudgetPurpose } from '../codes/index.js';
import { forgetPasswordTries, loginKeysOf } from '../log-in/index.js';
import {
  deliveryAddress,
  emailIdentity,
  identityKey,
  mobileIdentity,
  type Identity,
} from '../shared/identity.js';
import type { Account } from '../store/accounts.store.js';
import type { Store } from '../store/store.js';
import { mobileOfKey } from './account-key.js';

const IDENTITY_PURPOSES: readonly BudgetPurpose[] = [
  'recovery',
  'register',
  'unblock',
  'unbind2fa',
];
const ACCOUNT_PURPOSES: readonly BudgetPurpose[] = ['risk', 'twoFactor'];

/** The e-mail and phone identities of an account. */
function identitiesOf(account: Account): Identity[] {
  const identities: Identity[] = [];
  if (account.email) identities.push(emailIdentity(account.email));
  if (account.mobile && account.country_code) {
    identities.push(mobileIdentity(account.country_code, account.mobile));
  }
  return identities;
}

/** Forgets an e-mail's or phone's own counts: its budgets, its sends, its password tries. */
async function clearIdentity(store: Store, identity: Identity): Promise<void> {
  const subject = identityKey(identity);
  for (const purpose of IDENTITY_PURPOSES) {
    await store.limits.resetWithPurses('wrongCodes', budgetKey({ purpose, subject }));
  }
  await store.limits.resetWithPurses('sends', sendCapKey(deliveryAddress(identity)));
  await forgetPasswordTries(store.limits, [subject]);
}

/** Forgets what stops the account, or the identity that has none. */
export async function clearLimits(
  store: Store,
  target: { account: Account } | { identity: Identity },
): Promise<void> {
  if ('identity' in target) {
    await clearIdentity(store, target.identity);
    return;
  }
  const { account } = target;
  for (const identity of identitiesOf(account)) await clearIdentity(store, identity);
  await forgetPasswordTries(store.limits, await loginKeysOf({ store }, account));
  const subject = `account ${account.id}`;
  for (const purpose of ACCOUNT_PURPOSES) {
    await store.limits.resetWithPurses('wrongCodes', budgetKey({ purpose, subject }));
  }
  await store.limits.resetWithPurses('twoFactor', account.id);
}

/** The identity an operator typed that has no account: an e-mail or a `+cc number`. */
export function identityOfKey(key: string): Identity | undefined {
  if (key.includes('@')) return emailIdentity(key);
  const mobile = key.startsWith('+') ? mobileOfKey(key) : undefined;
  return mobile ? mobileIdentity(mobile.countryCode, mobile.mobile) : undefined;
}
