/**
 * A new account's id (gates/account-id.ts): random, settled by the unique index, retried when
 * taken — once for every way to make an account. The retry alone, then through a door that
 * makes accounts on each engine.
 */
import { describe, expect, it } from 'vitest';
import { createSubAccount } from '../sub-accounts/sub-accounts.service.js';
import { noGeo } from '../shared/geo.service.js';
import { cryptoRandom } from '../shared/random.js';
import { insertAccount, testVisitor } from '../test-support/accounts.js';
import { databases } from '../test-support/databases.js';
import { digestOf, freshTestDeps } from '../test-support/test-app.js';
import { ACCOUNT_ID_TRIES, ID_TAKEN, withFreshAccountId } from './account-id.js';

/** Ids handed out in this order. */
const idsInOrder = (...ids: string[]) => ({ accountId: () => ids.shift() ?? 'none left' });

describe('a new account id', () => {
  it('is tried again, fresh, when another account has it', async () => {
    const tried: string[] = [];
    const made = await withFreshAccountId(idsInOrder('111111111', '222222222'), async (id) => {
      tried.push(id);
      return id === '111111111' ? ID_TAKEN : `made ${id}`;
    });
    expect(tried).toEqual(['111111111', '222222222']);
    expect(made).toBe('made 222222222');
  });

  it('is not tried again for any other answer, a refusal included', async () => {
    let attempts = 0;
    const refused = await withFreshAccountId(idsInOrder('111111111', '222222222'), async () => {
      attempts += 1;
      return { ok: false as const };
    });
    expect(refused).toEqual({ ok: false });
    expect(attempts).toBe(1);
  });

  it(`gives up with an error after ${ACCOUNT_ID_TRIES} taken ids, never making a duplicate`, async () => {
    let attempts = 0;
    await expect(
      withFreshAccountId(cryptoRandom, async () => {
        attempts += 1;
        return ID_TAKEN;
      }),
    ).rejects.toThrow(`no free account id after ${ACCOUNT_ID_TRIES} tries`);
    expect(attempts).toBe(ACCOUNT_ID_TRIES);
  });
});

describe.each(databases)('an account whose first id is taken, on $name', (database) => {
  const deps = freshTestDeps(database, { geo: noGeo });
  const visitor = testVisitor('account');

  it('is made with the next id, and the taken one still belongs to its account', async () => {
    const main = await insertAccount(deps, { country: 'DE' });
    const taken = await insertAccount(deps, {});
    deps.random = { ...cryptoRandom, ...idsInOrder(taken.id, '987654321') };
    const made = await createSubAccount(deps, visitor, main.id, {
      name: 'desk',
      password: digestOf('Sub-pass9'),
    });
    expect(made).toMatchObject({ ok: true, value: { id: '987654321', name: 'desk' } });
    expect(await deps.store.accounts.findById(taken.id)).toMatchObject({ email: taken.email });
  });
});
