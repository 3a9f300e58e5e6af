/**
 * The two-factor use-cases without HTTP (decisions 016, 036; behaviour §7 "Two-factor"): a real
 * store on each engine and a fake clock.
 */
import { describe, expect, it } from 'vitest';
import type { Account } from '../store/accounts.store.js';
import { accountOfToken, insertAccount, signIn } from '../test-support/accounts.js';
import { databases } from '../test-support/databases.js';
import { digestOf, freshTestDeps } from '../test-support/test-app.js';
import { codeAt, STEP_MS } from '../test-support/two-factor.js';
import { STRANGERS } from '../limits/purses.js';
import { turnTwoFactorOff, turnTwoFactorOn } from './two-factor-change.service.js';
import {
  TOTP_FAILURE_LIMIT,
  TOTP_LOCK_MINUTES,
  beginEnabling,
  confirmEnabling,
  disable,
  loginSecondFactor,
  twoFactorEnabled,
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
      STRANGERS,
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
    expect(await loginSecondFactor(deps, id, undefined, STRANGERS)).toEqual({
      ok: true,
      value: 'required',
    });
    const code = codeAt(secret, deps.clock.now());
    expect(await loginSecondFactor(deps, id, code, STRANGERS)).toEqual({
      ok: true,
      value: 'passed',
    });
    expect(await loginSecondFactor(deps, id, code, STRANGERS)).toEqual({
      ok: false,
      error: { kind: 'twoFactorCodeInvalid' },
    });
  });

  it('a code of the previous step is still accepted (±1 step), one of two steps ago is not', async () => {
    const { id, secret } = await accountWithTwoFactor();
    deps.clock.advance(3 * STEP_MS);
    const twoAgo = codeAt(secret, deps.clock.now() - 2 * STEP_MS);
    const oneAgo = codeAt(secret, deps.clock.now() - STEP_MS);
    expect((await loginSecondFactor(deps, id, twoAgo, STRANGERS)).ok).toBe(false);
    expect((await loginSecondFactor(deps, id, oneAgo, STRANGERS)).ok).toBe(true);
  });

  it(`${TOTP_FAILURE_LIMIT} wrong codes in a row lock for ${TOTP_LOCK_MINUTES} minutes; a right code resets the count`, async () => {
    const { id, secret } = await accountWithTwoFactor();
    const now = () => codeAt(secret, deps.clock.now());
    for (let i = 1; i < TOTP_FAILURE_LIMIT; i += 1)
      await loginSecondFactor(deps, id, wrong(now()), STRANGERS);
    expect((await loginSecondFactor(deps, id, now(), STRANGERS)).ok).toBe(true);
    deps.clock.advance(STEP_MS);
    for (let i = 1; i < TOTP_FAILURE_LIMIT; i += 1)
      await loginSecondFactor(deps, id, wrong(now()), STRANGERS);
    const locked = await loginSecondFactor(deps, id, wrong(now()), STRANGERS);
    const until = deps.clock.now() + TOTP_LOCK_MINUTES * 60_000;
    expect(locked).toEqual({ ok: false, error: { kind: 'twoFactorLocked', lockedUntil: until } });
    deps.clock.set(until);
    expect((await loginSecondFactor(deps, id, now(), STRANGERS)).ok).toBe(true);
  });

  it('disable forgets the secret: log-in then needs no code', async () => {
    const { id, secret } = await accountWithTwoFactor();
    expect((await disable(deps, id, codeAt(secret, deps.clock.now()), STRANGERS)).ok).toBe(true);
    expect(await deps.store.twoFactor.find(id)).toBeUndefined();
    expect(await loginSecondFactor(deps, id, undefined, STRANGERS)).toEqual({
      ok: true,
      value: 'off',
    });
  });
});

describe.each(databases)(
  'turning two-factor on and off (decisions 016, 036) on $name',
  (database) => {
    const deps = freshTestDeps(database);
    const PASSWORD = digestOf('Passw0rd!');
    const WRONG_PASSWORD = digestOf('Guess-1a');
    const anAccount = (fields: Partial<Account> = {}) =>
      insertAccount(deps, { password: PASSWORD, ...fields });
    /** A wrong code for this moment's right one. */
    const wrongFor = (right: string) => (right === '000000' ? '000001' : '000000');
    /** Begins enabling; answers the pending secret. */
    async function begun(account: Account) {
      const outcome = await beginEnabling(deps, account);
      if (!outcome.ok) throw new Error(outcome.error.kind);
      return outcome.value.secret;
    }
    /** Two-factor on, confirmed by its first code; the clock moved to the next step. */
    async function turnedOn(account: Account) {
      const secret = await begun(account);
      expect(
        (await confirmEnabling(deps, account.id, codeAt(secret, deps.clock.now()), STRANGERS)).ok,
      ).toBe(true);
      deps.clock.advance(STEP_MS);
      return secret;
    }

    describe('begin', () => {
      it('a new base32 secret and its otpauth URI (issuer Foyer, SHA1, 6 digits, 30 s, the e-mail as label)', async () => {
        const account = await anAccount();
        const outcome = await beginEnabling(deps, account);
        if (!outcome.ok) throw new Error(outcome.error.kind);
        const { secret, otpauthUri } = outcome.value;
        expect(secret).toMatch(/^[A-Z2-7]{32}$/);
        const uri = new URL(otpauthUri);
        expect([uri.protocol, uri.host]).toEqual(['otpauth:', 'totp']);
        expect(decodeURIComponent(uri.pathname)).toBe(`/Foyer:${account.email}`);
        expect(Object.fromEntries(uri.searchParams)).toEqual({
          secret,
          issuer: 'Foyer',
          algorithm: 'SHA1',
          digits: '6',
          period: '30',
        });
      });

      it('an account without e-mail is labelled by its number in E.164', async () => {
        const account = await anAccount({ email: null, country_code: '44', mobile: '7700900123' });
        const outcome = await beginEnabling(deps, account);
        expect(outcome.ok && decodeURIComponent(new URL(outcome.value.otpauthUri).pathname)).toBe(
          '/Foyer:+447700900123',
        );
      });

      it('two-factor stays off until confirmed; beginning again replaces the pending secret', async () => {
        const account = await anAccount();
        const first = await begun(account);
        expect(await twoFactorEnabled(deps, account.id)).toBe(false);
        const second = await begun(account);
        expect(second).not.toBe(first);
        const stale = await confirmEnabling(
          deps,
          account.id,
          codeAt(first, deps.clock.now()),
          STRANGERS,
        );
        expect(stale).toEqual({ ok: false, error: { kind: 'twoFactorCodeInvalid' } });
        const fresh = await confirmEnabling(
          deps,
          account.id,
          codeAt(second, deps.clock.now()),
          STRANGERS,
        );
        expect(fresh.ok).toBe(true);
      });

      it('once on, the secret is never answered again: begin is refused (35003)', async () => {
        const account = await anAccount();
        await turnedOn(account);
        expect(await beginEnabling(deps, account)).toEqual({
          ok: false,
          error: { kind: 'twoFactorAlreadyOn' },
        });
      });
    });

    describe('confirm and disable', () => {
      it('confirm: a wrong code is refused (35001) and it stays off; the right one turns it on', async () => {
        const account = await anAccount();
        const secret = await begun(account);
        const right = codeAt(secret, deps.clock.now());
        expect(await confirmEnabling(deps, account.id, wrongFor(right), STRANGERS)).toEqual({
          ok: false,
          error: { kind: 'twoFactorCodeInvalid' },
        });
        expect(await twoFactorEnabled(deps, account.id)).toBe(false);
        expect(await confirmEnabling(deps, account.id, right, STRANGERS)).toEqual({
          ok: true,
          value: undefined,
        });
        expect(await twoFactorEnabled(deps, account.id)).toBe(true);
      });

      it('confirm without a pending secret, or disable while off, is refused (35004); confirm once on (35003)', async () => {
        const account = await anAccount();
        const notOn = { ok: false, error: { kind: 'twoFactorNotOn' } };
        expect(await confirmEnabling(deps, account.id, '123456', STRANGERS)).toEqual(notOn);
        expect(await disable(deps, account.id, '123456', STRANGERS)).toEqual(notOn);
        await begun(account);
        expect(await disable(deps, account.id, '123456', STRANGERS)).toEqual(notOn);
        const on = await anAccount();
        const secret = await turnedOn(on);
        expect(
          await confirmEnabling(deps, on.id, codeAt(secret, deps.clock.now()), STRANGERS),
        ).toEqual({
          ok: false,
          error: { kind: 'twoFactorAlreadyOn' },
        });
      });

      it('disable: a wrong code is refused and it stays on; the right one turns it off', async () => {
        const account = await anAccount();
        const secret = await turnedOn(account);
        const right = codeAt(secret, deps.clock.now());
        expect((await disable(deps, account.id, wrongFor(right), STRANGERS)).ok).toBe(false);
        expect(await twoFactorEnabled(deps, account.id)).toBe(true);
        expect((await disable(deps, account.id, right, STRANGERS)).ok).toBe(true);
        expect(await twoFactorEnabled(deps, account.id)).toBe(false);
      });

      it('each code is accepted once: the code that confirmed cannot disable in the same step; the next one can', async () => {
        const account = await anAccount();
        const secret = await begun(account);
        const code = codeAt(secret, deps.clock.now());
        expect((await confirmEnabling(deps, account.id, code, STRANGERS)).ok).toBe(true);
        expect(await disable(deps, account.id, code, STRANGERS)).toEqual({
          ok: false,
          error: { kind: 'twoFactorCodeInvalid' },
        });
        deps.clock.advance(STEP_MS);
        expect(
          (await disable(deps, account.id, codeAt(secret, deps.clock.now()), STRANGERS)).ok,
        ).toBe(true);
      });

      it(`${TOTP_FAILURE_LIMIT} wrong codes in a row lock disabling for ${TOTP_LOCK_MINUTES} minutes, even for the right code`, async () => {
        const account = await anAccount();
        const secret = await turnedOn(account);
        const wrongNow = () => wrongFor(codeAt(secret, deps.clock.now()));
        for (let i = 1; i < TOTP_FAILURE_LIMIT; i += 1) {
          expect(await disable(deps, account.id, wrongNow(), STRANGERS)).toEqual({
            ok: false,
            error: { kind: 'twoFactorCodeInvalid' },
          });
        }
        const lockedUntil = deps.clock.now() + TOTP_LOCK_MINUTES * 60_000;
        expect(await disable(deps, account.id, wrongNow(), STRANGERS)).toEqual({
          ok: false,
          error: { kind: 'twoFactorLocked', lockedUntil },
        });
        deps.clock.set(lockedUntil - 1);
        expect(
          await disable(deps, account.id, codeAt(secret, deps.clock.now()), STRANGERS),
        ).toEqual({
          ok: false,
          error: { kind: 'twoFactorLocked', lockedUntil },
        });
        deps.clock.set(lockedUntil + STEP_MS);
        expect(
          (await disable(deps, account.id, codeAt(secret, deps.clock.now()), STRANGERS)).ok,
        ).toBe(true);
      });
    });

    describe('from a session: the password first, then the code, then the other sessions end (decision 036)', () => {
      const alive = async (session: { token: string }) =>
        (await accountOfToken(deps, session.token)) !== undefined;

      it('a wrong password is refused (31002 with its count) before the code is tried: the code stays good', async () => {
        const account = await anAccount();
        const session = await signIn(deps, account.id);
        const secret = await begun(account);
        const google2fa = codeAt(secret, deps.clock.now());
        expect(
          await turnTwoFactorOn(deps, session, {
            password: WRONG_PASSWORD,
            google2fa,
            deviceHash: '',
          }),
        ).toEqual({
          ok: false,
          error: { kind: 'wrongPassword', passErrCount: 1 },
        });
        expect(await twoFactorEnabled(deps, account.id)).toBe(false);
        expect(
          (await turnTwoFactorOn(deps, session, { password: PASSWORD, google2fa, deviceHash: '' }))
            .ok,
        ).toBe(true);
      });

      it('with the password and the first code it turns on and ends every other session, not this one', async () => {
        const account = await anAccount();
        const [asking, other] = [await signIn(deps, account.id), await signIn(deps, account.id)];
        const stranger = await signIn(deps, (await anAccount()).id);
        const google2fa = codeAt(await begun(account), deps.clock.now());
        expect(
          (await turnTwoFactorOn(deps, asking, { password: PASSWORD, google2fa, deviceHash: '' }))
            .ok,
        ).toBe(true);
        expect(await twoFactorEnabled(deps, account.id)).toBe(true);
        expect([await alive(asking), await alive(other), await alive(stranger)]).toEqual([
          true,
          false,
          true,
        ]);
      });

      it('off: a wrong password or a wrong code changes nothing and ends no session; both right, it turns off and ends the others', async () => {
        const account = await anAccount();
        const [asking, other] = [await signIn(deps, account.id), await signIn(deps, account.id)];
        const secret = await turnedOn(account);
        const google2fa = codeAt(secret, deps.clock.now());
        const refused = [
          await turnTwoFactorOff(deps, asking, {
            password: WRONG_PASSWORD,
            google2fa,
            deviceHash: '',
          }),
          await turnTwoFactorOff(deps, asking, {
            password: PASSWORD,
            google2fa: wrongFor(google2fa),
            deviceHash: '',
          }),
        ];
        expect(refused.map((outcome) => !outcome.ok && outcome.error.kind)).toEqual([
          'wrongPassword',
          'twoFactorCodeInvalid',
        ]);
        expect(await twoFactorEnabled(deps, account.id)).toBe(true);
        expect(await alive(other)).toBe(true);
        expect(
          (await turnTwoFactorOff(deps, asking, { password: PASSWORD, google2fa, deviceHash: '' }))
            .ok,
        ).toBe(true);
        expect(await twoFactorEnabled(deps, account.id)).toBe(false);
        expect([await alive(asking), await alive(other)]).toEqual([true, false]);
      });
    });
  },
);
