import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases, type FreshDatabase } from '../test-support/databases.js';
import type { Account } from '../store/accounts.store.js';
import { openStore, type Store } from '../store/store.js';

const account = (id: string, email: string | null = null): Account => ({
  id,
  email,
  country_code: null,
  mobile: null,
  password_hash: '$argon2id$stub',
  country: '',
  created_at: 1_700_000_000_000,
  site: 'BYBIT',
});

describe.each(databases)('sub-accounts store (migration 012_sub_accounts) on $name', (database) => {
  let fresh: FreshDatabase;
  let store: Store;

  beforeAll(async () => {
    fresh = await database.create();
    store = await openStore(fresh);
    await store.accounts.insert(account('300000001', 'main@x.io'));
    await store.accounts.insert(account('300000002'));
    await store.accounts.insert(account('300000003'));
    await store.accounts.insert(account('300000004'));
  });
  afterAll(async () => {
    await store?.destroy();
    await fresh?.dispose();
  });

  it('a sub-account row names an account and its one main account; found by name and by account', async () => {
    const row = { account_id: '300000002', parent_id: '300000001', name: 'deskone', created_at: 2 };
    expect(await store.subAccounts.insert(row)).toBe('ok');
    expect(await store.subAccounts.findByName('deskone')).toEqual({ ...row, deleted_at: null });
    expect(await store.subAccounts.findByAccount('300000002')).toEqual({
      ...row,
      deleted_at: null,
    });
    expect(await store.subAccounts.findByName('desktwo')).toBeUndefined();
  });

  it('names are unique across the server: a second row with the name is nameTaken', async () => {
    const row = { account_id: '300000003', parent_id: '300000001', name: 'deskone', created_at: 3 };
    expect(await store.subAccounts.insert(row)).toBe('nameTaken');
  });

  it('a main account’s sub-accounts, oldest first, and their count', async () => {
    const row = {
      account_id: '300000004',
      parent_id: '300000001',
      name: 'deskzero',
      created_at: 1,
    };
    expect(await store.subAccounts.insert(row)).toBe('ok');
    const names = (await store.subAccounts.ofParent('300000001')).map((r) => r.name);
    expect(names).toEqual(['deskzero', 'deskone']);
    expect(await store.subAccounts.countOfParent('300000001')).toBe(2);
    expect(await store.subAccounts.countOfParent('300000002')).toBe(0);
  });

  it('timestamps come back as numbers', async () => {
    const row = await store.subAccounts.findByName('deskzero');
    expect(typeof row?.created_at).toBe('number');
  });

  it('a deleted sub-account keeps its row and its name, but is no longer found by name, listed or counted (decision 106)', async () => {
    expect(await store.subAccounts.markDeleted('300000004', 9)).toBe(true);
    expect(await store.subAccounts.markDeleted('300000004', 10)).toBe(false);
    expect(await store.subAccounts.findByName('deskzero')).toBeUndefined();
    expect((await store.subAccounts.findByAccount('300000004'))?.deleted_at).toBe(9);
    expect((await store.subAccounts.ofParent('300000001')).map((r) => r.name)).toEqual(['deskone']);
    expect(await store.subAccounts.countOfParent('300000001')).toBe(1);
    const again = { account_id: '300000003', parent_id: '300000001', name: 'deskzero', created_at: 11 }; // prettier-ignore
    expect(await store.subAccounts.insert(again)).toBe('nameTaken');
  });
});
