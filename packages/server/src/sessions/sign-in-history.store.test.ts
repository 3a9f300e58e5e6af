/**
 * The sign-in history keeps each account's newest sign-ins and no more: a long-lived account
 * does not grow the table without end, and one account's sign-ins never push out another's.
 */
import { describe, expect, it } from 'vitest';
import type { Account } from '../store/accounts.store.js';
import { databases } from '../test-support/databases.js';
import { suiteStore } from '../test-support/suite-store.js';
import { SIGN_INS_KEPT, type NewSignIn } from './sign-in-history.store.js';

const account = (id: string): Account => ({
  id,
  email: `${id}@example.com`,
  country_code: null,
  mobile: null,
  password_hash: 'no-password',
  country: 'GB',
  created_at: 1_000,
  site: 'BYBIT',
});

const signIn = (accountId: string, at: number): NewSignIn => ({
  account_id: accountId,
  at,
  method: 'password',
  result: 'success',
  ip: '192.0.2.10',
  country: 'GB',
  user_agent: 'Mozilla/5.0',
});

describe.each(databases)('the sign-in history on $name', (database) => {
  const { store } = suiteStore(database);

  it(`lists an account's sign-ins newest first, and keeps only its newest ${SIGN_INS_KEPT}`, async () => {
    await store().accounts.insert(account('history-long'));
    await store().accounts.insert(account('history-other'));
    await store().signIns.record(signIn('history-other', 500));
    for (let at = 1; at <= SIGN_INS_KEPT + 5; at += 1) {
      await store().signIns.record(signIn('history-long', at));
    }
    const kept = await store().signIns.latest('history-long');
    expect(kept).toHaveLength(SIGN_INS_KEPT);
    expect(kept[0]?.at).toBe(SIGN_INS_KEPT + 5);
    expect(kept.at(-1)?.at).toBe(6);
    expect(await store().signIns.latest('history-other')).toMatchObject([{ at: 500 }]);
  });

  it('two sign-ins in one millisecond keep the order they came in', async () => {
    await store().accounts.insert(account('history-same-ms'));
    await store().signIns.record({ ...signIn('history-same-ms', 7), method: 'google' });
    await store().signIns.record({ ...signIn('history-same-ms', 7), method: 'qr' });
    const [newest] = await store().signIns.latest('history-same-ms', 1);
    expect(newest?.method).toBe('qr');
  });
});
