/**
 * Security verification without HTTP (behaviour §3 "Risk-token check", §7 "Security
 * verification"; decisions 017, 025, 034): a real store on each engine and a fake clock.
 */
import { deviceHashOf, fingerprintHashOf } from '../shared/device-hash.js';
import { describe, expect, it } from 'vitest';
import { STRANGERS } from '../limits/purses.js';
import { sha256Hex } from '../shared/digest.js';
import type { Account } from '../store/accounts.store.js';
import { insertAccount } from '../test-support/accounts.js';
import { databases } from '../test-support/databases.js';
import { freshTestDeps } from '../test-support/test-app.js';
import { codeAt, STEP_MS } from '../test-support/two-factor.js';
import { beginEnabling, confirmEnabling } from '../two-factor/two-factor.service.js';
import { recordGuidedSignIn } from './risk-guide.service.js';
import {
  LIVE_RISK_TOKENS_MAX,
  RISK_TOKEN_TTL_MS,
  assessLogin,
  checkRiskCode,
  completeLoginPlace,
  rememberPlace,
  sendRiskCode,
  type LoginPlace,
} from './risk.service.js';

const IP = '192.0.2.10';
const RESEND_MS = 60_000;
const place = (device: string, country = 'GB', fingerprint = ''): LoginPlace => ({
  deviceHash: device === '' ? '' : sha256Hex(device),
  fingerprintHash: fingerprint === '' ? '' : fingerprintHashOf(sha256Hex(fingerprint)),
  country,
});
const invalidToken = { ok: false, error: { kind: 'riskTokenInvalid' } };

describe('the device of a login', () => {
  it('is the sha256 of its Guid; none when missing, empty, not text or over 128 characters', () => {
    expect(deviceHashOf('device-a')).toBe(sha256Hex('device-a'));
    expect(deviceHashOf('x'.repeat(128))).toBe(sha256Hex('x'.repeat(128)));
    for (const guid of [undefined, '', 42, 'x'.repeat(129)]) expect(deviceHashOf(guid)).toBe('');
  });
});

describe("the browser's fingerprint (decision 150)", () => {
  it('is kept as a hash of the 64 hex digits the widget sends; anything else is none', () => {
    const sent = sha256Hex('signals');
    expect(fingerprintHashOf(sent)).toBe(sha256Hex(sent));
    for (const bad of [undefined, '', 42, sent.toUpperCase(), `${sent}0`, 'x'.repeat(64)]) {
      expect(fingerprintHashOf(bad)).toBe('');
    }
  });
});

describe.each(databases)('security verification, on $name', (database) => {
  const deps = freshTestDeps(database);
  /** An account whose sign-up made `at` its first known place (none for 'nowhere'). */
  async function anAccount(at: LoginPlace | 'nowhere' = place('device-a')) {
    const account = await insertAccount(deps);
    if (at !== 'nowhere') await rememberPlace(deps, account.id, at);
    return account;
  }
  const assess = (account: Account, at: LoginPlace, riskToken?: string) =>
    assessLogin(deps, account, at, riskToken);
  /** A risk token of a login from a new device. */
  async function riskTokenOf(account: Account) {
    const decided = await assess(account, place(`stranger-${account.id}`));
    if (!decided.ok || decided.value.kind !== 'verify') throw new Error(JSON.stringify(decided));
    return decided.value.riskToken;
  }
  /** Sends the token's code and answers it. */
  async function codeOf(account: Account, riskToken: string) {
    const sent = await sendRiskCode(deps, riskToken, IP);
    if (!sent.ok) throw new Error(sent.error.kind);
    return deps.delivery.lastCodeTo(account.email!);
  }
  const wrongFor = (right: string) => (right === '000000' ? '000001' : '000000');

  describe('which logins are verified (decisions 017, 025)', () => {
    it('the device and country of sign-up are known: trusted', async () => {
      const account = await anAccount();
      expect(await assess(account, place('device-a'))).toEqual({
        ok: true,
        value: { kind: 'trusted' },
      });
    });

    it('a new device is verified, in the same country or a new one: a risk token', async () => {
      const account = await anAccount();
      for (const at of [place('device-b'), place('device-c', 'FR')]) {
        expect(await assess(account, at)).toEqual({
          ok: true,
          value: { kind: 'verify', riskToken: expect.stringMatching(/^[\w-]{43}$/) },
        });
      }
    });

    it('a known device in a new country is guided, not verified', async () => {
      const account = await anAccount();
      expect(await assess(account, place('device-a', 'FR'))).toEqual({
        ok: true,
        value: { kind: 'guide' },
      });
    });

    it('after a guided login the new country is known: the next login from it is trusted, another new one guided', async () => {
      const account = await anAccount();
      const guided = await assess(account, place('device-a', 'FR'));
      if (!guided.ok) throw new Error(guided.error.kind);
      await completeLoginPlace(deps, account.id, place('device-a', 'FR'), guided.value);
      expect(await assess(account, place('device-a', 'FR'))).toEqual({
        ok: true,
        value: { kind: 'trusted' },
      });
      expect(await assess(account, place('device-a', 'DE'))).toEqual({
        ok: true,
        value: { kind: 'guide' },
      });
    });

    it('trust on first use: no known device yet, the first login is trusted and its device becomes known', async () => {
      const account = await anAccount('nowhere');
      const first = await assess(account, place('device-first'));
      expect(first).toEqual({ ok: true, value: { kind: 'trusted' } });
      if (first.ok) await completeLoginPlace(deps, account.id, place('device-first'), first.value);
      expect(await assess(account, place('device-other'))).toMatchObject({
        value: { kind: 'verify' },
      });
    });

    it("a device id copied into another browser is a new device: the owner's device id with another fingerprint, or none, is verified", async () => {
      const account = await anAccount(place('device-a', 'GB', 'owner-browser'));
      expect(await assess(account, place('device-a', 'GB', 'owner-browser'))).toEqual({
        ok: true,
        value: { kind: 'trusted' },
      });
      // The attacker's steps: the stolen device id, the password, a browser of their own.
      for (const thief of [place('device-a', 'GB', 'thief-browser'), place('device-a', 'GB')]) {
        expect(await assess(account, thief)).toMatchObject({ value: { kind: 'verify' } });
      }
      expect(await assess(account, place('device-a', 'FR', 'thief-browser'))).toMatchObject({
        value: { kind: 'verify' },
      });
    });

    it('a device known before fingerprints is trusted by its device id, and its next log-in with one records it', async () => {
      const account = await anAccount(place('device-a'));
      const first = await assess(account, place('device-a', 'GB', 'owner-browser'));
      expect(first).toEqual({ ok: true, value: { kind: 'trusted' } });
      if (first.ok) {
        await completeLoginPlace(
          deps,
          account.id,
          place('device-a', 'GB', 'owner-browser'),
          first.value,
        );
      }
      expect(await assess(account, place('device-a', 'GB', 'other-browser'))).toMatchObject({
        value: { kind: 'verify' },
      });
    });

    it('a verified log-in makes the fingerprint it came with the known one; a log-in with none never erases it', async () => {
      const account = await anAccount(place('device-a', 'GB', 'before-update'));
      const updated = place('device-a', 'GB', 'after-update');
      const riskToken = await (async () => {
        const decided = await assess(account, updated);
        if (!decided.ok || decided.value.kind !== 'verify') throw new Error('not verified');
        return decided.value.riskToken;
      })();
      expect((await checkRiskCode(deps, riskToken, await codeOf(account, riskToken))).ok).toBe(
        true,
      );
      const passed = await assess(account, updated, riskToken);
      if (!passed.ok) throw new Error(passed.error.kind);
      await completeLoginPlace(deps, account.id, updated, passed.value);
      expect(await assess(account, updated)).toEqual({ ok: true, value: { kind: 'trusted' } });
      await completeLoginPlace(deps, account.id, place('device-a'), { kind: 'trusted' });
      expect(await assess(account, updated)).toEqual({ ok: true, value: { kind: 'trusted' } });
      expect(await assess(account, place('device-a', 'GB', 'before-update'))).toMatchObject({
        value: { kind: 'verify' },
      });
    });

    it('a device not known yet in a new country (the country known, no device) is verified', async () => {
      const account = await anAccount(place('', 'GB'));
      expect(await assess(account, place('device-a', 'FR'))).toMatchObject({
        value: { kind: 'verify' },
      });
    });

    it(`at most ${LIVE_RISK_TOKENS_MAX} live tokens per account and device: one more waits until the oldest expires, another device opens its own (decision 105)`, async () => {
      const account = await anAccount();
      const firstExpiry = deps.clock.now() + RISK_TOKEN_TTL_MS;
      for (let i = 0; i < LIVE_RISK_TOKENS_MAX; i += 1) {
        await riskTokenOf(account);
        deps.clock.advance(1000);
      }
      const again = place(`stranger-${account.id}`);
      expect(await assess(account, again)).toEqual({
        ok: false,
        error: { kind: 'riskTokensTooMany', retryAt: firstExpiry },
      });
      expect(await assess(account, place('device-z'))).toMatchObject({ value: { kind: 'verify' } });
      deps.clock.set(firstExpiry);
      expect(await assess(account, again)).toMatchObject({ value: { kind: 'verify' } });
    });
  });

  describe('the re-sent login with a risk token', () => {
    it('works only verified, only for its own account, and once; the place then becomes known', async () => {
      const [account, other] = [await anAccount(), await anAccount(place('device-o'))];
      const riskToken = await riskTokenOf(account);
      const at = place(`stranger-${account.id}`);
      expect(await assess(account, at, riskToken)).toEqual(invalidToken);
      expect((await checkRiskCode(deps, riskToken, await codeOf(account, riskToken))).ok).toBe(
        true,
      );
      expect(await assess(other, at, riskToken)).toEqual(invalidToken);
      const decided = await assess(account, at, riskToken);
      expect(decided).toEqual({
        ok: true,
        value: { kind: 'trusted', tokenHash: sha256Hex(riskToken) },
      });
      if (!decided.ok) return;
      expect(await completeLoginPlace(deps, account.id, at, decided.value)).toEqual({
        ok: true,
        value: undefined,
      });
      expect(await completeLoginPlace(deps, account.id, at, decided.value)).toEqual(invalidToken);
      expect(await assess(account, at, riskToken)).toEqual(invalidToken);
      expect(await assess(account, at)).toEqual({ ok: true, value: { kind: 'trusted' } });
    });

    it("a guided sign-in's token is no risk token, for a login or for a code", async () => {
      const account = await anAccount();
      const guideToken = await recordGuidedSignIn(deps, account.id, 'FR');
      expect(await assess(account, place('device-b'), guideToken)).toEqual(invalidToken);
      expect(await sendRiskCode(deps, guideToken, IP)).toEqual(invalidToken);
    });
  });

  describe('the code of a risk token', () => {
    it("goes to the account's e-mail, shown partly hidden; google2fa says whether the panel also asks the authenticator", async () => {
      const account = await anAccount();
      const riskToken = await riskTokenOf(account);
      expect(await sendRiskCode(deps, riskToken, IP)).toEqual({
        ok: true,
        value: { channel: 'email', target: `a***@example.com`, google2fa: false },
      });
      expect(deps.delivery.lastCodeTo(account.email!)).toMatch(/^\d{6}$/);
      const begun = await beginEnabling(deps, account);
      if (!begun.ok) throw new Error(begun.error.kind);
      const first = codeAt(begun.value.secret, deps.clock.now());
      expect((await confirmEnabling(deps, account.id, first, STRANGERS)).ok).toBe(true);
      deps.clock.advance(Math.max(RESEND_MS, STEP_MS));
      expect(await sendRiskCode(deps, riskToken, IP)).toMatchObject({
        value: { google2fa: true },
      });
    });

    it('goes by SMS to a phone account, the number hidden but its last four digits', async () => {
      const account = await insertAccount(deps, {
        email: null,
        country_code: '44',
        mobile: '7700900123',
      });
      await rememberPlace(deps, account.id, place('device-a'));
      const riskToken = await riskTokenOf(account);
      expect(await sendRiskCode(deps, riskToken, IP)).toEqual({
        ok: true,
        value: { channel: 'sms', target: '+44 ****0123', google2fa: false },
      });
      expect(deps.delivery.sent.at(-1)).toMatchObject({ channel: 'sms', to: '+447700900123' });
    });

    it("a sub-account's goes to its main account, which has the address", async () => {
      const parent = await anAccount();
      const sub = await insertAccount(deps, { email: null });
      const row = { account_id: sub.id, parent_id: parent.id, name: `sub${sub.id}`, created_at: 0 };
      expect(await deps.store.subAccounts.insert(row)).toBe('ok');
      await rememberPlace(deps, sub.id, place('desk'));
      const riskToken = await riskTokenOf(sub);
      expect(await sendRiskCode(deps, riskToken, IP)).toMatchObject({
        value: { channel: 'email', target: 'a***@example.com' },
      });
      expect(deps.delivery.lastCodeTo(parent.email!)).toMatch(/^\d{6}$/);
    });

    it('is re-sent after 60 s only (32004); the token lives 10 minutes', async () => {
      const account = await anAccount();
      const riskToken = await riskTokenOf(account);
      await codeOf(account, riskToken);
      expect(await sendRiskCode(deps, riskToken, IP)).toMatchObject({
        ok: false,
        error: { kind: 'resendTooSoon' },
      });
      deps.clock.advance(RESEND_MS);
      expect((await sendRiskCode(deps, riskToken, IP)).ok).toBe(true);
      deps.clock.advance(RISK_TOKEN_TTL_MS - RESEND_MS);
      expect(await sendRiskCode(deps, riskToken, IP)).toEqual(invalidToken);
      expect(await checkRiskCode(deps, riskToken, '123456')).toEqual(invalidToken);
    });

    it('before any code is sent, a check is a wrong code', async () => {
      const riskToken = await riskTokenOf(await anAccount());
      expect(await checkRiskCode(deps, riskToken, '123456')).toEqual({
        ok: false,
        error: { kind: 'codeInvalid' },
      });
    });

    it('5 wrong tries void it (32003), even for the right code, however many codes were sent', async () => {
      const account = await anAccount();
      const riskToken = await riskTokenOf(account);
      let code = await codeOf(account, riskToken);
      for (let i = 1; i <= 4; i += 1) {
        expect(await checkRiskCode(deps, riskToken, wrongFor(code))).toEqual({
          ok: false,
          error: { kind: 'codeInvalid' },
        });
        if (i === 2) {
          deps.clock.advance(RESEND_MS);
          code = await codeOf(account, riskToken);
        }
      }
      expect(await checkRiskCode(deps, riskToken, wrongFor(code))).toEqual({
        ok: false,
        error: { kind: 'codeTooManyTries' },
      });
      expect(await checkRiskCode(deps, riskToken, code)).toEqual({
        ok: false,
        error: { kind: 'codeTooManyTries' },
      });
    });

    it('the right code verifies the token; an unknown token is refused (37001)', async () => {
      const account = await anAccount();
      const riskToken = await riskTokenOf(account);
      const code = await codeOf(account, riskToken);
      expect(await checkRiskCode(deps, riskToken, code)).toEqual({ ok: true, value: undefined });
      expect(await checkRiskCode(deps, 'nope', code)).toEqual(invalidToken);
    });
  });
});
