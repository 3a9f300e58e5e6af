import * as contract from '@foyer/contract';
import type { CallRoute } from '@foyer/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdmin } from '../admin/admin.js';
import { openStore, type Store } from '../store/store.js';
import { databases, type FreshDatabase } from '../test-support/databases.js';
import { signUpByEmail } from '../test-support/flows.js';
import { buildTestApp, digestOf, json, postJson, type TestApp } from '../test-support/test-app.js';

const PROFILE = '/x-api/v2/private/user/profile';
const SUB_PASSWORD = 'Sub-pass9';

function isPrivateCall(value: unknown): value is CallRoute {
  return (
    typeof value === 'object' &&
    value !== null &&
    'path' in value &&
    'method' in value &&
    (value as CallRoute).private === true
  );
}

/** Every call of the contract that needs a session. */
const privateCalls: CallRoute[] = Object.values(contract as Record<string, unknown>).filter(
  isPrivateCall,
);

describe.each(databases)('sessions follow the account (decision 036) on $name', (database) => {
  let fresh: FreshDatabase;
  let t: TestApp;
  let operator: Store;
  let n = 0;
  const newEmail = () => `gate${(n += 1)}@example.com`;
  const admin = (...argv: string[]) => runAdmin(argv, { store: operator, clock: t.clock });
  const profile = async (token: string) =>
    json(await t.app.inject({ url: PROFILE, headers: { usertoken: token } }));
  const call = (route: CallRoute, token: string) =>
    t.app.inject({
      method: route.method,
      url: `/x-api${route.path}`,
      headers: { usertoken: token },
      ...(route.method === 'GET' ? {} : { payload: {} }),
    });
  /** A main account with a sub-account, each holding a session. */
  async function withSubAccount() {
    const main = await signUpByEmail(t, newEmail());
    const name = `desk${(n += 1)}`;
    const created = json(
      await postJson(
        t.app,
        '/user/private/sub-account/create',
        { name, password: digestOf(SUB_PASSWORD) },
        { usertoken: main.token },
      ),
    );
    expect(created.ret_code).toBe(0);
    const sub = json(
      await postJson(t.app, '/user/public/sub-account/login', {
        name,
        password: digestOf(SUB_PASSWORD),
      }),
    );
    expect(sub.ret_code).toBe(0);
    return { main, subToken: String(sub.token), subId: String(created.result.id) };
  }

  beforeAll(async () => {
    fresh = await database.create();
    t = await buildTestApp(fresh, {
      RATE_LIMIT_LOGIN_PER_MINUTE: '1000',
      RATE_LIMIT_SEND_CODE_PER_MINUTE: '1000',
    });
    operator = await openStore(fresh);
  });
  afterAll(async () => {
    await operator?.destroy();
    await t?.app.close();
    await fresh?.dispose();
  });

  it('every private call of the contract has /private/ in its path, where the gate stands', () => {
    expect(privateCalls.length).toBeGreaterThan(10);
    for (const route of privateCalls) expect(route.path).toContain('/private/');
  });

  it('every private call refuses a banned account’s open session with 31003, before its body is read', async () => {
    const victim = await signUpByEmail(t, newEmail());
    // A ban written without ending the sessions: the gate alone must stop them.
    await operator.restrictions.restrict(victim.id, 'banned', 'operator', t.clock.now());
    for (const route of privateCalls) {
      const thief = await signUpByEmail(t, newEmail());
      await operator.restrictions.restrict(thief.id, 'banned', 'operator', t.clock.now());
      const response = await call(route, thief.token);
      expect({ path: route.path, ...json(response) }).toMatchObject({
        path: route.path,
        ret_code: 31003,
      });
    }
    expect((await profile(victim.token)).ret_code).toBe(31003);
    // Refused once, the session is over: lifting the ban does not bring it back.
    await operator.restrictions.lift(victim.id);
    expect((await profile(victim.token)).ret_code).toBe(10005);
  });

  it('every private call answers 10005 without a live session', async () => {
    for (const route of privateCalls) {
      expect({ path: route.path, ...json(await call(route, 'not-a-session')) }).toMatchObject({
        path: route.path,
        ret_code: 10005,
      });
    }
  });

  it('a terminated account’s open session is refused with 40029 on its next call', async () => {
    const victim = await signUpByEmail(t, newEmail());
    expect((await profile(victim.token)).ret_code).toBe(0);
    await operator.restrictions.restrict(victim.id, 'terminated', 'operator', t.clock.now());
    expect((await profile(victim.token)).ret_code).toBe(40029);
  });

  it('a sub-account whose main account is banned or terminated is refused on its next call', async () => {
    const banned = await withSubAccount();
    await operator.restrictions.restrict(banned.main.id, 'banned', 'operator', t.clock.now());
    expect((await profile(banned.subToken)).ret_code).toBe(31003);
    const ended = await withSubAccount();
    await operator.restrictions.restrict(ended.main.id, 'terminated', 'operator', t.clock.now());
    expect((await profile(ended.subToken)).ret_code).toBe(40029);
  });

  it('an operator’s ban ends every session of the account at once', async () => {
    const email = newEmail();
    const victim = await signUpByEmail(t, email);
    const second = json(
      await postJson(t.app, '/login', { email, password: digestOf('Passw0rd!') }),
    );
    expect((await admin('ban', email)).code).toBe(0);
    expect(await operator.sessions.revokeAllOf([victim.id], t.clock.now())).toBe(0);
    expect((await profile(victim.token)).ret_code).toBe(10005);
    expect((await profile(String(second.token))).ret_code).toBe(10005);
    // Lifting the ban brings no session back.
    await admin('unban', email);
    expect((await profile(victim.token)).ret_code).toBe(10005);
  });

  it('a termination ends every session of the account at once', async () => {
    const victim = await signUpByEmail(t, newEmail());
    expect((await admin('terminate', victim.id)).code).toBe(0);
    expect(await operator.sessions.revokeAllOf([victim.id], t.clock.now())).toBe(0);
    expect((await profile(victim.token)).ret_code).toBe(10005);
  });

  it('a self-help ban ends every session of the account at once', async () => {
    const victim = await signUpByEmail(t, newEmail());
    expect((await admin('ban', victim.id, '--self-help')).code).toBe(0);
    expect(await operator.restrictions.ofAccount(victim.id)).toMatchObject({ kind: 'self_help' });
    expect(await operator.sessions.revokeAllOf([victim.id], t.clock.now())).toBe(0);
    expect((await profile(victim.token)).ret_code).toBe(10005);
  });

  it('banning a main account ends its sub-accounts’ sessions too; other accounts keep theirs', async () => {
    const { main, subToken, subId } = await withSubAccount();
    const bystander = await withSubAccount();
    expect((await admin('ban', main.id)).code).toBe(0);
    expect(await operator.sessions.revokeAllOf([subId], t.clock.now())).toBe(0);
    expect((await profile(subToken)).ret_code).toBe(10005);
    expect((await profile(main.token)).ret_code).toBe(10005);
    expect((await profile(bystander.subToken)).ret_code).toBe(0);
    expect((await profile(bystander.main.token)).ret_code).toBe(0);
  });
});
