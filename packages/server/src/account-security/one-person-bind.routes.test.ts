/**
 * One person, one account (behaviour §7 `one_people_bind/set`, decision 143) as its holder and
 * an attacker call it: a signed-in account declares it is its holder's one account, and
 * withdraws it, each kept with its time; one account's declaration is never another's;
 * without a session, or with a forged one, 10005 and nothing kept; a sub-account (its main
 * account's, never a person's own) is refused 36003; bad input is 10004 in the envelope.
 */
import { RET_CODES } from '@foyer/contract';
import { describe, expect, it } from 'vitest';
import { solvedCaptcha } from '../test-support/captcha.js';
import { databases } from '../test-support/databases.js';
import { reauthBy, signUpByEmail } from '../test-support/flows.js';
import { routeTestApp } from '../test-support/route-test-app.js';
import { digestOf } from '../test-support/test-app.js';

const SET = '/user/private/one_people_bind/set';

describe.each(databases)('one person, one account on $name', (database) => {
  const t = routeTestApp(database, {
    RATE_LIMIT_LOGIN_PER_MINUTE: '1000',
    RATE_LIMIT_SEND_CODE_PER_MINUTE: '1000',
  });
  let n = 0;
  const newAccount = () => signUpByEmail(t, `one-person${(n += 1)}@example.com`);

  it('the holder declares the account their one account, then withdraws it; each is kept with its time', async () => {
    const { id, token } = await newAccount();
    expect(await t.store.onePersonBinds.of(id)).toBeUndefined();
    const declaredAt = t.clock.now();
    expect(await t.post(SET, { bind: 1 }, token)).toEqual({
      ret_code: 0,
      ret_msg: 'OK',
      result: { bind: 1, set_at: declaredAt },
    });
    expect(await t.store.onePersonBinds.of(id)).toEqual({ bound: true, setAt: declaredAt });
    t.clock.advance(60_000);
    expect((await t.post(SET, { bind: 0 }, token)).result).toEqual({
      bind: 0,
      set_at: declaredAt + 60_000,
    });
    expect(await t.store.onePersonBinds.of(id)).toEqual({
      bound: false,
      setAt: declaredAt + 60_000,
    });
  });

  it("one account's declaration is never another's", async () => {
    const first = await newAccount();
    const second = await newAccount();
    expect((await t.post(SET, { bind: 1 }, first.token)).ret_code).toBe(0);
    expect(await t.store.onePersonBinds.of(second.id)).toBeUndefined();
  });

  it('an attacker without a session, or with a forged one, is answered 10005 and nothing is kept', async () => {
    const { id } = await newAccount();
    for (const token of [undefined, 'forged-token']) {
      expect((await t.post(SET, { bind: 1, account_id: id }, token)).ret_code).toBe(
        RET_CODES.NOT_LOGGED_IN.code,
      );
    }
    expect(await t.store.onePersonBinds.of(id)).toBeUndefined();
  });

  it("a sub-account's session is refused (36003): a sub-account is its main account's, not a person's own", async () => {
    const main = await newAccount();
    const name = `onesub${n}`;
    const password = digestOf('Sub-pass9');
    const made = await t.post(
      '/user/private/sub-account/create',
      { name, password, ...reauthBy() },
      main.token,
    );
    expect(made.ret_code).toBe(0);
    const login = await t.post('/user/public/sub-account/login', {
      name,
      password,
      ...(await solvedCaptcha(t.app, 31000)),
    });
    expect(login.ret_code).toBe(0);
    const refused = await t.post(SET, { bind: 1 }, String(login.token));
    expect(refused.ret_code).toBe(RET_CODES.SUB_ACCOUNT_NOT_ALLOWED.code);
    expect(await t.store.onePersonBinds.of(String(made.result.id))).toBeUndefined();
  });

  it.each([
    ['a value other than 0 or 1', { bind: 2 }],
    ['true instead of 1', { bind: true }],
    ['no value', {}],
    ["another account's id beside it", { bind: 1, account_id: 'someone-else' }],
  ])('%s is refused as invalid parameters, never a 500, and nothing is kept', async (_, body) => {
    const { id, token } = await newAccount();
    const response = await t.inject('POST', SET, body, token);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json()).toMatchObject({ ret_code: 10004, ret_msg: expect.any(String) });
    expect(await t.store.onePersonBinds.of(id)).toBeUndefined();
  });
});
