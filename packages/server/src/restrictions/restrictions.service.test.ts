/**
 * The standing of accounts and addresses without HTTP (behaviour §6 "Log-in blocked by
 * address", §8 "IP limited", §4 "Ban check"; decision 015): a real store on each engine and a
 * fake clock.
 */
import { describe, expect, it } from 'vitest';
import { accountOfToken, insertAccount, signIn } from '../test-support/accounts.js';
import { databases } from '../test-support/databases.js';
import { freshTestDeps } from '../test-support/test-app.js';
import { ipBanned, restrictAccount, standingRefusal } from './restrictions.service.js';

describe.each(databases)('the standing of accounts and addresses, on $name', (database) => {
  const deps = freshTestDeps(database);
  const anAccount = async () => (await insertAccount(deps)).id;
  /** A sub-account row under the main account, as sub-accounts.service makes it. */
  async function aSubAccountOf(parentId: string) {
    const id = (await insertAccount(deps, { email: null })).id;
    const row = { account_id: id, parent_id: parentId, name: `sub${id}`, created_at: 0 };
    expect(await deps.store.subAccounts.insert(row)).toBe('ok');
    return id;
  }
  const alive = async (session: { token: string }) =>
    (await accountOfToken(deps, session.token)) !== undefined;

  it('an address inside a banned range, or banned alone, is banned; its neighbours and a lifted range are not', async () => {
    await deps.store.restrictions.banRange('198.51.100.0/24', deps.clock.now());
    await deps.store.restrictions.banRange('203.0.113.7', deps.clock.now());
    expect(await ipBanned(deps.store, '198.51.100.200')).toBe(true);
    expect(await ipBanned(deps.store, '203.0.113.7')).toBe(true);
    expect(await ipBanned(deps.store, '203.0.113.8')).toBe(false);
    expect(await ipBanned(deps.store, '198.51.101.1')).toBe(false);
    await deps.store.restrictions.unbanRange('198.51.100.0/24');
    expect(await ipBanned(deps.store, '198.51.100.200')).toBe(false);
    await deps.store.restrictions.unbanRange('203.0.113.7');
  });

  it('31003 banned account: the ban info says since when and whether it was self-help', async () => {
    const [selfHelp, byOperator] = [await anAccount(), await anAccount()];
    const since = deps.clock.now() - 3_600_000;
    await deps.store.restrictions.restrict(selfHelp, 'banned', 'self_help', since);
    await deps.store.restrictions.restrict(byOperator, 'banned', 'operator', since);
    expect(await standingRefusal(deps.store, selfHelp)).toEqual({
      kind: 'accountBanned',
      selfHelp: true,
      bannedAt: since,
    });
    expect(await standingRefusal(deps.store, byOperator)).toMatchObject({ selfHelp: false });
  });

  it('40029 terminated; an account in good standing has no refusal, nor one whose ban was lifted', async () => {
    const [terminated, banned, fine] = [await anAccount(), await anAccount(), await anAccount()];
    await deps.store.restrictions.restrict(terminated, 'terminated', 'operator', deps.clock.now());
    expect(await standingRefusal(deps.store, terminated)).toEqual({ kind: 'accountTerminated' });
    await deps.store.restrictions.restrict(banned, 'banned', 'operator', deps.clock.now());
    await deps.store.restrictions.lift(banned);
    expect(await standingRefusal(deps.store, banned)).toBeUndefined();
    expect(await standingRefusal(deps.store, fine)).toBeUndefined();
  });

  it('a sub-account answers for its main account\'s standing (behaviour §6 "Main and sub-accounts")', async () => {
    const parent = await anAccount();
    const sub = await aSubAccountOf(parent);
    expect(await standingRefusal(deps.store, sub)).toBeUndefined();
    await deps.store.restrictions.restrict(parent, 'terminated', 'operator', deps.clock.now());
    expect(await standingRefusal(deps.store, sub)).toEqual({ kind: 'accountTerminated' });
    // Its own restriction, when it has one, is the one it answers to.
    await deps.store.restrictions.restrict(sub, 'banned', 'operator', 5);
    expect(await standingRefusal(deps.store, sub)).toEqual({
      kind: 'accountBanned',
      selfHelp: false,
      bannedAt: 5,
    });
    // The main account does not answer for its sub-accounts.
    expect(await standingRefusal(deps.store, parent)).toEqual({ kind: 'accountTerminated' });
  });

  it('restricting ends every session of the account and of its sub-accounts, and no other', async () => {
    const parent = await anAccount();
    const sub = await aSubAccountOf(parent);
    const ended = [await signIn(deps, parent), await signIn(deps, parent), await signIn(deps, sub)];
    const stranger = await signIn(deps, await anAccount());
    const count = await restrictAccount(deps, parent, { state: 'banned', kind: 'operator' });
    expect(count).toBe(3);
    for (const session of ended) expect(await alive(session)).toBe(false);
    expect(await alive(stranger)).toBe(true);
    expect(await deps.store.restrictions.ofAccount(parent)).toMatchObject({
      state: 'banned',
      kind: 'operator',
      since: deps.clock.now(),
    });
  });
});
