import * as contract from '@foyer/contract';
import type { CallRoute } from '@foyer/contract';
import { describe, expect, it } from 'vitest';
import { runAdmin } from '../admin/admin.js';
import { databases } from '../test-support/databases.js';
import { reauthBy, signUpByEmail } from '../test-support/flows.js';
import { routeTestApp } from '../test-support/route-test-app.js';
import { digestOf, json } from '../test-support/test-app.js';

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
  const t = routeTestApp(database, {
    RATE_LIMIT_LOGIN_PER_MINUTE: '1000',
    RATE_LIMIT_SEND_CODE_PER_MINUTE: '1000',
  });
  let n = 0;
  const newEmail = () => `gate${(n += 1)}@example.com`;
  const admin = (...argv: string[]) => runAdmin(argv, { store: t.store, clock: t.clock });
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
    const password = digestOf(SUB_PASSWORD);
    const created = await t.post(
      '/user/private/sub-account/create',
      { name, password, ...reauthBy() },
      main.token,
    );
    expect(created.ret_code).toBe(0);
    const sub = await t.post('/user/public/sub-account/login', { name, password });
    expect(sub.ret_code).toBe(0);
    return { main, subToken: String(sub.token) };
  }

  it('every private call of the contract has /private/ in its path, where the gate stands', () => {
    expect(privateCalls.length).toBeGreaterThan(10);
    for (const route of privateCalls) expect(route.path).toContain('/private/');
  });

  it('every private call refuses a banned account’s open session with 31003, before its body is read', async () => {
    const victim = await signUpByEmail(t, newEmail());
    // A ban written without ending the sessions: the gate alone must stop them.
    await t.store.restrictions.restrict(victim.id, 'banned', 'operator', t.clock.now());
    for (const route of privateCalls) {
      const thief = await signUpByEmail(t, newEmail());
      await t.store.restrictions.restrict(thief.id, 'banned', 'operator', t.clock.now());
      const response = await call(route, thief.token);
      expect({ path: route.path, ...json(response) }).toMatchObject({
        path: route.path,
        ret_code: 31003,
      });
    }
    expect((await profile(victim.token)).ret_code).toBe(31003);
    // Refused once, the session is over: lifting the ban does not bring it back.
    await t.store.restrictions.lift(victim.id);
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
    await t.store.restrictions.restrict(victim.id, 'terminated', 'operator', t.clock.now());
    expect((await profile(victim.token)).ret_code).toBe(40029);
  });

  it('a sub-account whose main account is banned or terminated is refused on its next call', async () => {
    const banned = await withSubAccount();
    await t.store.restrictions.restrict(banned.main.id, 'banned', 'operator', t.clock.now());
    expect((await profile(banned.subToken)).ret_code).toBe(31003);
    const ended = await withSubAccount();
    await t.store.restrictions.restrict(ended.main.id, 'terminated', 'operator', t.clock.now());
    expect((await profile(ended.subToken)).ret_code).toBe(40029);
  });

  it('an operator’s ban, a termination and a self-help ban (admin CLI) end every session at once; lifting brings none back', async () => {
    const commands = [
      [['ban'], { state: 'banned', kind: 'operator' }],
      [['terminate'], { state: 'terminated', kind: 'operator' }],
      [['ban', '--self-help'], { state: 'banned', kind: 'self_help' }],
    ] as const;
    for (const [argv, restriction] of commands) {
      const email = newEmail();
      const victim = await signUpByEmail(t, email);
      const second = await t.post('/login', { email, password: digestOf('Passw0rd!') });
      const [command, ...options] = argv;
      expect((await admin(command, victim.id, ...options)).code).toBe(0);
      expect(await t.store.restrictions.ofAccount(victim.id)).toMatchObject(restriction);
      expect((await profile(victim.token)).ret_code, argv.join(' ')).toBe(10005);
      expect((await profile(String(second.token))).ret_code).toBe(10005);
    }
    const email = newEmail();
    const lifted = await signUpByEmail(t, email);
    await admin('ban', email);
    await admin('unban', email);
    expect((await profile(lifted.token)).ret_code).toBe(10005);
  });

  it('banning a main account ends its sub-accounts’ sessions as the client sees them', async () => {
    const { main, subToken } = await withSubAccount();
    expect((await admin('ban', main.id)).code).toBe(0);
    expect((await profile(subToken)).ret_code).toBe(10005);
    expect((await profile(main.token)).ret_code).toBe(10005);
  });
});
