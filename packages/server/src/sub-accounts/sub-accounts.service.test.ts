/**
 * The sub-account use-cases without HTTP (behaviour §6 "Main and sub-accounts", §5
 * "Sub-account name", §4 "Sub-account log-in"; decisions 020, 036): a real store on each
 * engine and a fake clock.
 */
import { PASSWORD_ERROR_LIMIT, SUB_ACCOUNT_LIMIT } from '@foyer/contract';
import { describe, expect, it } from 'vitest';
import { STRANGERS } from '../limits/purses.js';
import { login } from '../log-in/login.use-case.js';
import { restrictAccount } from '../restrictions/restrictions.service.js';
import { noGeo } from '../shared/geo.service.js';
import { emailIdentity } from '../shared/identity.js';
import { insertAccount, testVisitor } from '../test-support/accounts.js';
import { fakeCaptchaGate, SOLVED } from '../test-support/captcha.js';
import { databases } from '../test-support/databases.js';
import { digestOf, freshTestDeps } from '../test-support/test-app.js';
import { codeAt, STEP_MS } from '../test-support/two-factor.js';
import { beginEnabling, confirmEnabling } from '../two-factor/two-factor.service.js';
import {
  createSubAccount,
  listSubAccounts,
  subAccountLogin,
  type NewSubAccount,
} from './sub-accounts.service.js';

const SUB_PASSWORD = digestOf('Sub-pass9');
const WRONG = digestOf('Wrong-pass1');
const atAccountDoor = testVisitor('account');
const atSessionDoor = testVisitor('session');
const DESK = { deviceHash: 'desk-1', fingerprintHash: '', country: 'GB' };

describe.each(databases)('sub-accounts, on $name', (database) => {
  const deps = freshTestDeps(database, { geo: noGeo, captcha: fakeCaptchaGate() });
  let n = 0;
  const aName = (stem: string) => `${stem}${(n += 1)}`;
  const aMainAccount = async () => (await insertAccount(deps, { country: 'DE', site: 'EU' })).id;
  const create = (parentId: string, input: Partial<NewSubAccount> = {}, visitor = atAccountDoor) =>
    createSubAccount(deps, visitor, parentId, {
      name: aName('desk'),
      password: SUB_PASSWORD,
      ...input,
    });
  /** A new sub-account of the main account; answers its id and name. */
  async function aSubAccount(parentId: string) {
    const made = await create(parentId);
    if (!made.ok) throw new Error(made.error.kind);
    return made.value;
  }
  const logIn = (name: string, password = SUB_PASSWORD, more: object = {}) =>
    subAccountLogin(deps, {
      name,
      password,
      visitor: atSessionDoor,
      captcha: SOLVED,
      site: 'EU',
      place: DESK,
      ...more,
    });

  describe('creating', () => {
    it('a main account creates one: kept under its name lower-cased, listed with its id and time', async () => {
      const parent = await aMainAccount();
      const created = await create(parent, { name: 'Trading-Desk7' });
      expect(created).toEqual({
        ok: true,
        value: {
          id: expect.stringMatching(/^[1-9]\d{8}$/),
          name: 'trading-desk7',
          create_time: deps.clock.now(),
        },
      });
      expect(await listSubAccounts(deps, parent)).toEqual([created.ok && created.value]);
    });

    it("a sub-account belongs to its main account's regional site and country", async () => {
      const sub = await aSubAccount(await aMainAccount());
      expect(await deps.store.accounts.findById(sub.id)).toMatchObject({
        site: 'EU',
        country: 'DE',
        email: null,
        mobile: null,
      });
    });

    it('names are unique across the server, without case (decision 020)', async () => {
      const name = aName('Shared');
      expect((await create(await aMainAccount(), { name })).ok).toBe(true);
      const other = await aMainAccount();
      expect(await create(other, { name: name.toUpperCase() })).toEqual({
        ok: false,
        error: { kind: 'subAccountNameTaken' },
      });
      expect(await listSubAccounts(deps, other)).toEqual([]);
    });

    it('a sub-account belongs to exactly one main account: it cannot create sub-accounts', async () => {
      const sub = await aSubAccount(await aMainAccount());
      expect(await create(sub.id)).toEqual({ ok: false, error: { kind: 'subAccountNotAllowed' } });
    });

    it('a sub-account is a new account: the account gate refuses an IP-banned visitor', async () => {
      await deps.store.restrictions.banRange('198.51.100.0/24', deps.clock.now());
      try {
        const banned = { ...atAccountDoor, ip: '198.51.100.7' };
        expect(await create(await aMainAccount(), {}, banned)).toEqual({
          ok: false,
          error: { kind: 'signUpIpBanned', ip: '198.51.100.7' },
        });
      } finally {
        await deps.store.restrictions.unbanRange('198.51.100.0/24');
      }
    });

    it(`a main account holds at most ${SUB_ACCOUNT_LIMIT}; two creations at once at the limit make exactly that many`, async () => {
      const parent = await aMainAccount();
      for (let i = 0; i < SUB_ACCOUNT_LIMIT - 1; i += 1) await aSubAccount(parent);
      const both = await Promise.all([create(parent), create(parent)]);
      expect(both.filter((made) => made.ok)).toHaveLength(1);
      expect(both.find((made) => !made.ok)).toEqual({
        ok: false,
        error: { kind: 'subAccountLimit', limit: SUB_ACCOUNT_LIMIT },
      });
      expect(await listSubAccounts(deps, parent)).toHaveLength(SUB_ACCOUNT_LIMIT);
    });

    it(`a burst of creations from nothing also stops at exactly ${SUB_ACCOUNT_LIMIT}`, async () => {
      const parent = await aMainAccount();
      const burst = Array.from({ length: SUB_ACCOUNT_LIMIT + 4 }, () => create(parent));
      const made = await Promise.all(burst);
      expect(made.filter((outcome) => outcome.ok)).toHaveLength(SUB_ACCOUNT_LIMIT);
      expect(
        made.filter((outcome) => !outcome.ok && outcome.error.kind === 'subAccountLimit'),
      ).toHaveLength(4);
      expect(await listSubAccounts(deps, parent)).toHaveLength(SUB_ACCOUNT_LIMIT);
    });
  });

  describe('logging in (behaviour §4 "Sub-account log-in")', () => {
    it('by name, without case, and password: a session of the sub-account', async () => {
      const sub = await aSubAccount(await aMainAccount());
      expect(await logIn(sub.name.toUpperCase())).toMatchObject({
        ok: true,
        value: { kind: 'signedIn', account: { id: sub.id } },
      });
    });

    it(`the main log-in's lock-out: wrong passwords count 1..${PASSWORD_ERROR_LIMIT - 1}, the ${PASSWORD_ERROR_LIMIT}th locks, even the right one is refused`, async () => {
      const sub = await aSubAccount(await aMainAccount());
      for (let count = 1; count < PASSWORD_ERROR_LIMIT; count += 1) {
        expect(await logIn(sub.name, WRONG)).toEqual({
          ok: false,
          error: { kind: 'wrongPassword', passErrCount: count },
        });
      }
      expect(await logIn(sub.name, WRONG)).toMatchObject({
        ok: false,
        error: { kind: 'passwordLocked' },
      });
      expect(await logIn(sub.name)).toMatchObject({ ok: false, error: { kind: 'passwordLocked' } });
    });

    it('an unknown name is only a wrong password (no enumeration)', async () => {
      expect(await logIn(aName('nobody'))).toEqual({
        ok: false,
        error: { kind: 'wrongPassword', passErrCount: 1 },
      });
    });

    it('the main log-in does not find sub-accounts: they have no e-mail or phone', async () => {
      const sub = await aSubAccount(await aMainAccount());
      const asMain = await login(deps, {
        identity: emailIdentity(`${sub.name}@example.com`),
        password: SUB_PASSWORD,
        site: 'EU',
        place: DESK,
        visitor: atSessionDoor,
        captcha: SOLVED,
      });
      expect(asMain).toMatchObject({ ok: false, error: { kind: 'wrongPassword' } });
    });

    it("a banned main account's sub-accounts are refused too (31003)", async () => {
      const parent = await aMainAccount();
      const sub = await aSubAccount(parent);
      await restrictAccount(deps, parent, { state: 'banned', kind: 'operator' });
      expect(await logIn(sub.name)).toMatchObject({ ok: false, error: { kind: 'accountBanned' } });
    });

    it('a banned address is turned away before the password (31018): a wrong one is not even counted', async () => {
      const sub = await aSubAccount(await aMainAccount());
      await deps.store.restrictions.banRange('198.51.100.0/24', deps.clock.now());
      try {
        const banned = { ...atSessionDoor, ip: '198.51.100.9' };
        const refused = { ok: false, error: { kind: 'ipLimited', ip: '198.51.100.9' } };
        expect(await logIn(sub.name, WRONG, { visitor: banned })).toEqual(refused);
        expect(await logIn(sub.name, SUB_PASSWORD, { visitor: banned })).toEqual(refused);
      } finally {
        await deps.store.restrictions.unbanRange('198.51.100.0/24');
      }
      expect(await logIn(sub.name, WRONG)).toEqual({
        ok: false,
        error: { kind: 'wrongPassword', passErrCount: 1 },
      });
    });

    describe("after the password, the main log-in's steps (decision 036)", () => {
      it('with an authenticator: no session without its code; a wrong code is refused; the right one signs in', async () => {
        const sub = await aSubAccount(await aMainAccount());
        const account = await deps.store.accounts.findById(sub.id);
        const begun = await beginEnabling(deps, account!);
        if (!begun.ok) throw new Error(begun.error.kind);
        const secret = begun.value.secret;
        expect(
          (await confirmEnabling(deps, sub.id, codeAt(secret, deps.clock.now()), STRANGERS)).ok,
        ).toBe(true);
        deps.clock.advance(STEP_MS);
        expect(await logIn(sub.name)).toMatchObject({
          ok: true,
          value: { kind: 'twoFactorRequired' },
        });
        const right = codeAt(secret, deps.clock.now());
        const guessed = right === '123456' ? '123457' : '123456';
        expect(await logIn(sub.name, SUB_PASSWORD, { google2fa: guessed })).toEqual({
          ok: false,
          error: { kind: 'twoFactorCodeInvalid' },
        });
        expect(await logIn(sub.name, SUB_PASSWORD, { google2fa: right })).toMatchObject({
          ok: true,
          value: { kind: 'signedIn' },
        });
      });

      it('one that must reset its password gets no session (pre_action 1)', async () => {
        const sub = await aSubAccount(await aMainAccount());
        await deps.store.recovery.requireReset(sub.id, deps.clock.now());
        expect(await logIn(sub.name)).toMatchObject({
          ok: true,
          value: { kind: 'mustResetPassword' },
        });
      });

      it('its first device becomes known; from another device it gets security verification', async () => {
        const sub = await aSubAccount(await aMainAccount());
        expect(await logIn(sub.name)).toMatchObject({ ok: true, value: { kind: 'signedIn' } });
        const elsewhere = { deviceHash: 'stranger-device', fingerprintHash: '', country: 'GB' };
        expect(await logIn(sub.name, SUB_PASSWORD, { place: elsewhere })).toMatchObject({
          ok: true,
          value: { kind: 'riskVerification' },
        });
      });
    });
  });
});
