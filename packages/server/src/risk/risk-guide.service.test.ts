/**
 * Guided sign-ins without HTTP (decision 025; behaviour §4 "Login"): a real store on each engine
 * and a fake clock.
 */
import { describe, expect, it } from 'vitest';
import { sha256Hex } from '../shared/digest.js';
import { insertAccount } from '../test-support/accounts.js';
import { databases } from '../test-support/databases.js';
import { freshTestDeps } from '../test-support/test-app.js';
import {
  GUIDED_SIGN_IN_NOTICE_MS,
  acknowledgeGuidedSignIn,
  pendingGuidedSignIns,
  recordGuidedSignIn,
} from './risk-guide.service.js';

const invalidToken = { ok: false, error: { kind: 'riskTokenInvalid' } };

describe.each(databases)('guided sign-ins, on $name', (database) => {
  const deps = freshTestDeps(database);
  const anAccount = async () => (await insertAccount(deps)).id;
  const acknowledge = (accountId: string, token: string) =>
    acknowledgeGuidedSignIn(deps, accountId, token);

  it('a guided sign-in is listed with its country and time, newest first; its token is kept hashed', async () => {
    const account = await anAccount();
    const first = await recordGuidedSignIn(deps, account, 'FR');
    const firstAt = deps.clock.now();
    deps.clock.advance(1000);
    await recordGuidedSignIn(deps, account, 'DE');
    expect(await pendingGuidedSignIns(deps, account)).toEqual([
      { country: 'DE', createdAt: firstAt + 1000 },
      { country: 'FR', createdAt: firstAt },
    ]);
    const rows = await deps.store.db.selectFrom('guided_sign_ins').selectAll().execute();
    expect(JSON.stringify(rows)).not.toContain(first);
    expect(rows.map((row) => row.token_hash)).toContain(sha256Hex(first));
  });

  it('its token acknowledges it once, only for its own account (37001)', async () => {
    const [account, other] = [await anAccount(), await anAccount()];
    const token = await recordGuidedSignIn(deps, account, 'FR');
    expect(await acknowledge(other, token)).toEqual(invalidToken);
    expect(await acknowledge(account, 'not-a-token')).toEqual(invalidToken);
    expect(await acknowledge(account, token)).toEqual({ ok: true, value: undefined });
    expect(await pendingGuidedSignIns(deps, account)).toEqual([]);
    expect(await acknowledge(account, token)).toEqual(invalidToken);
  });

  it('a notice is kept 30 days: then it is gone and its token no longer acknowledges', async () => {
    const account = await anAccount();
    const token = await recordGuidedSignIn(deps, account, 'FR');
    deps.clock.advance(GUIDED_SIGN_IN_NOTICE_MS - 1);
    expect(await pendingGuidedSignIns(deps, account)).toHaveLength(1);
    deps.clock.advance(1);
    expect(await pendingGuidedSignIns(deps, account)).toEqual([]);
    expect(await acknowledge(account, token)).toEqual(invalidToken);
  });
});
