/**
 * The re-authentication gate (docs/decisions/106), enumerated from the contract: every call it
 * marks `reauthenticated` refuses a stolen session (a live session, but no proof or a wrong
 * password) before its handler runs, so nothing is made, linked, bound or deleted. Each
 * feature's own tests show the same call succeeding with the proof.
 */
import * as contract from '@foyer/contract';
import type { CallRoute } from '@foyer/contract';
import { PASSWORD_ERROR_LIMIT } from '@foyer/contract';
import { describe, expect, it } from 'vitest';
import { databases } from '../test-support/databases.js';
import { signUpByEmail, type SignedUp } from '../test-support/flows.js';
import { routeTestApp } from '../test-support/route-test-app.js';
import { digestOf } from '../test-support/test-app.js';

const isMarked = (value: unknown): value is CallRoute =>
  typeof value === 'object' &&
  value !== null &&
  'path' in value &&
  (value as CallRoute).reauthenticated === true;

/** Every call of the contract a session alone must not make. */
const marked: CallRoute[] = Object.values(contract as Record<string, unknown>).filter(isMarked);

/** A body each marked call would accept, but for its `reauth` (the target is made up). */
const BODIES: Record<string, object> = {
  '/user/private/sub-account/create': { name: 'thiefdesk1', password: digestOf('Thief-pass1') },
  '/user/private/sub-account/delete': { id: '123456789' },
  '/user/private/sub-account/password': { id: '123456789', password: digestOf('Thief-pass1') },
  '/user/private/thirdparty/link': { token_type: 'google', token: 'a.b.c' },
  '/user/private/bind/telegram': { telegram_callback: '{"id":"1"}' },
  '/user/private/trading-password/set': { trading_password: digestOf('Thief-pass1') },
};

describe.each(databases)('the re-authentication gate on $name', (database) => {
  const t = routeTestApp(database, {
    RATE_LIMIT_LOGIN_PER_MINUTE: '1000',
    RATE_LIMIT_SEND_CODE_PER_MINUTE: '1000',
  });
  let n = 0;
  const victim = () => signUpByEmail(t, `reauth-victim${(n += 1)}@example.com`);
  /** Nothing of the account changed: no sub-account, link, binding, and no message to it. */
  async function expectUntouched(account: SignedUp, email: string, sentBefore: number) {
    expect(await t.store.subAccounts.ofParent(account.id)).toEqual([]);
    expect(await t.store.thirdPartyLinks.linksOf(account.id)).toEqual([]);
    expect(await t.store.telegram.byAccount(account.id)).toBeUndefined();
    expect(await t.store.tradingPasswords.of(account.id)).toBeUndefined();
    expect(t.delivery.sent.slice(sentBefore).filter((m) => m.to === email)).toEqual([]);
  }

  it('the contract marks creating, deleting and setting the password of a sub-account, linking a provider, binding Telegram and setting the trading password', () => {
    expect(marked.map((call) => call.path).sort()).toEqual(Object.keys(BODIES).sort());
    for (const call of marked) expect(call.private).toBe(true);
  });

  it('a stolen session alone is refused by every marked call: without the proof 10004, with a wrong password 31002; nothing happens', async () => {
    for (const call of marked) {
      const email = `reauth-victim${(n += 1)}@example.com`;
      const account = await signUpByEmail(t, email);
      const sentBefore = t.delivery.sent.length;
      const body = BODIES[call.path] ?? {};
      expect({ path: call.path, ...(await t.post(call.path, body, account.token)) }).toMatchObject({
        path: call.path,
        ret_code: 10004,
      });
      const empty = await t.post(call.path, { ...body, reauth: {} }, account.token);
      expect({ path: call.path, ret_code: empty.ret_code }).toEqual({
        path: call.path,
        ret_code: 10004,
      });
      const wrong = { ...body, reauth: { password: digestOf('Not-the-passw0rd') } };
      expect({ path: call.path, ...(await t.post(call.path, wrong, account.token)) }).toMatchObject(
        {
          path: call.path,
          ret_code: 31002,
          result: { pass_err_count: 1 },
        },
      );
      await expectUntouched(account, email, sentBefore);
    }
  });

  it('a wrong password there counts toward the log-in’s lock-out: a stolen session cannot guess around it (31030)', async () => {
    const email = `reauth-guess${(n += 1)}@example.com`;
    const account = await signUpByEmail(t, email);
    const guess = { ...BODIES['/user/private/sub-account/create'], reauth: { password: digestOf('Guess-0') } }; // prettier-ignore
    for (let i = 1; i < PASSWORD_ERROR_LIMIT; i += 1) {
      expect((await t.post('/user/private/sub-account/create', guess, account.token)).ret_code).toBe(31002); // prettier-ignore
    }
    expect((await t.post('/user/private/sub-account/create', guess, account.token)).ret_code).toBe(31030); // prettier-ignore
    // The right password no longer helps, at the log-in either, until the lock-out ends.
    const right = { ...guess, reauth: { password: digestOf(account.password) } };
    expect((await t.post('/user/private/sub-account/create', right, account.token)).ret_code).toBe(31030); // prettier-ignore
    const login = await t.post('/login', { email, password: digestOf(account.password) });
    expect(login.ret_code).toBe(31030);
  });

  it('the proof is checked after the session gate: without a session 10005, whatever it carries', async () => {
    const account = await victim();
    for (const call of marked) {
      const body = { ...BODIES[call.path], reauth: { password: digestOf(account.password) } };
      expect((await t.post(call.path, body, 'not-a-session')).ret_code).toBe(10005);
    }
  });
});
