import { describe, expect, it } from 'vitest';
import type { Account } from '../store/accounts.store.js';
import { databases } from '../test-support/databases.js';
import { freshTestDeps } from '../test-support/test-app.js';
import { codeAt, STEP_MS } from '../test-support/two-factor.js';
import {
  TOTP_FAILURE_LIMIT,
  TOTP_LOCK_MINUTES,
  beginEnabling,
  confirmEnabling,
  disable,
  loginSecondFactor,
} from './two-factor.service.js';

describe.each(databases)('two-factor service (decision 016) on $name', (database) => {
  const deps = freshTestDeps(database);
  let n = 0;

  /** An account with two-factor on; answers its id and secret. */
  async function accountWithTwoFactor() {
    n += 1;
    const account: Account = {
      id: String(100_000_000 + n),
      email: `tfa-service${n}@example.com`,
      country_code: null,
      mobile: null,
      password_hash: 'unused',
      country: '',
      created_at: deps.clock.now(),
      site: 'BYBIT',
    };
    expect(await deps.store.accounts.insert(account)).toBe('ok');
    const begun = await beginEnabling(deps, account);
    if (!begun.ok) throw new Error(begun.error.kind);
    const confirmed = await confirmEnabling(
      deps,
      account.id,
      codeAt(begun.value.secret, deps.clock.now()),
    );
    expect(confirmed.ok).toBe(true);
    deps.clock.advance(STEP_MS);
    return { id: account.id, secret: begun.value.secret };
  }
  const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  it('the secret is stored once enabling begins, and the stored row never holds a code', async () => {
    const { id, secret } = await accountWithTwoFactor();
    const row = await deps.store.twoFactor.find(id);
    expect(row).toMatchObject({ secret });
    // No column for a code; the wrong-code count is the limiter's (decision 042).
    expect(Object.keys(row ?? {}).sort()).toEqual([
      'account_id',
      'created_at',
      'enabled_at',
      'last_used_step',
      'secret',
    ]);
    expect(row?.enabled_at).not.toBeNull();
  });

  it('log-in: no code → required; the right code → passed; the same code again → refused', async () => {
    const { id, secret } = await accountWithTwoFactor();
    expect(await loginSecondFactor(deps, id, undefined)).toEqual({ ok: true, value: 'required' });
    const code = codeAt(secret, deps.clock.now());
    expect(await loginSecondFactor(deps, id, code)).toEqual({ ok: true, value: 'passed' });
    expect(await loginSecondFactor(deps, id, code)).toEqual({
      ok: false,
      error: { kind: 'twoFactorCodeInvalid' },
    });
  });

  it('a code of the previous step is still accepted (±1 step), one of two steps ago is not', async () => {
    const { id, secret } = await accountWithTwoFactor();
    deps.clock.advance(3 * STEP_MS);
    const twoAgo = codeAt(secret, deps.clock.now() - 2 * STEP_MS);
    const oneAgo = codeAt(secret, deps.clock.now() - STEP_MS);
    expect((await loginSecondFactor(deps, id, twoAgo)).ok).toBe(false);
    expect((await loginSecondFactor(deps, id, oneAgo)).ok).toBe(true);
  });

  it(`${TOTP_FAILURE_LIMIT} wrong codes in a row lock for ${TOTP_LOCK_MINUTES} minutes; a right code resets the count`, async () => {
    const { id, secret } = await accountWithTwoFactor();
    const now = () => codeAt(secret, deps.clock.now());
    for (let i = 1; i < TOTP_FAILURE_LIMIT; i += 1) await loginSecondFactor(deps, id, wrong(now()));
    expect((await loginSecondFactor(deps, id, now())).ok).toBe(true);
    deps.clock.advance(STEP_MS);
    for (let i = 1; i < TOTP_FAILURE_LIMIT; i += 1) await loginSecondFactor(deps, id, wrong(now()));
    const locked = await loginSecondFactor(deps, id, wrong(now()));
    const until = deps.clock.now() + TOTP_LOCK_MINUTES * 60_000;
    expect(locked).toEqual({ ok: false, error: { kind: 'twoFactorLocked', lockedUntil: until } });
    deps.clock.set(until);
    expect((await loginSecondFactor(deps, id, now())).ok).toBe(true);
  });

  it('disable forgets the secret: log-in then needs no code', async () => {
    const { id, secret } = await accountWithTwoFactor();
    expect((await disable(deps, id, codeAt(secret, deps.clock.now()))).ok).toBe(true);
    expect(await deps.store.twoFactor.find(id)).toBeUndefined();
    expect(await loginSecondFactor(deps, id, undefined)).toEqual({ ok: true, value: 'off' });
  });
});
