/**
 * One person, one account (behaviour §7 `one_people_bind/set`, decision 143): the signed-in
 * account's holder declares that it is their one account on the exchange, or withdraws it.
 * The declaration changes no way in, so the session is proof enough: no re-authentication.
 * A sub-account is its main account's, never a person's own: refused.
 */
import { failure, success, type Outcome } from '../errors.js';
import type { ServiceDeps } from '../shared/deps.js';
import type { OnePersonBind } from './one-person-bind.store.js';

export type OnePersonBindDeps = Pick<ServiceDeps, 'store' | 'clock'>;

/** Keeps the declaration with its time; a later one replaces it. Answers it as kept. */
export async function setOnePersonBind(
  deps: OnePersonBindDeps,
  accountId: string,
  bound: boolean,
): Promise<Outcome<OnePersonBind>> {
  if (await deps.store.subAccounts.findByAccount(accountId)) {
    return failure({ kind: 'subAccountNotAllowed' });
  }
  const setAt = deps.clock.now();
  await deps.store.onePersonBinds.set(accountId, bound, setAt);
  return success({ bound, setAt });
}
