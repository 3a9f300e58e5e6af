import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStore, type Store } from '../store/store.js';
import { databases, type FreshDatabase } from '../test-support/databases.js';
import { signUpByEmail, signUpByMobile } from '../test-support/flows.js';
import { buildTestApp, digestOf, json, postJson, type TestApp } from '../test-support/test-app.js';

const SEND = '/user/find-password/validation';
const RESET = '/user/find/password';
const NEW_PASSWORD = 'N3w-Passw0rd';

describe.each(databases)('password recovery (behaviour §7 recovery calls) on $name', (database) => {
  let fresh: FreshDatabase;
  let t: TestApp;
  let operator: Store;
  let n = 0;
  const newAccount = async () => {
    const email = `recover${(n += 1)}@example.com`;
    return { email, ...(await signUpByEmail(t, email)) };
  };
  const login = async (email: string, password: string) =>
    json(await postJson(t.app, '/login', { email, password: digestOf(password) }));
  const profile = async (token: string) =>
    json(
      await t.app.inject({ url: '/x-api/v2/private/user/profile', headers: { usertoken: token } }),
    );
  /** Sends a code to the e-mail and sets NEW_PASSWORD with it. */
  const recover = async (email: string) => {
    const sent = json(await postJson(t.app, SEND, { email }));
    const code = t.delivery.lastCodeTo(email);
    return json(
      await postJson(t.app, RESET, {
        email,
        emailverify: code,
        password: digestOf(NEW_PASSWORD),
        uuid: sent.result.uuid,
      }),
    );
  };

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

  it('sends a six-digit code to the account and answers a uuid', async () => {
    const account = await newAccount();
    const sent = json(await postJson(t.app, SEND, { email: account.email.toUpperCase() }));
    expect(sent).toMatchObject({ ret_code: 0, result: { uuid: expect.any(String) } });
    expect(t.delivery.lastCodeTo(account.email)).toMatch(/^\d{6}$/);
  });

  it('an unknown account is answered exactly like a known one, and no code reaches it', async () => {
    const known = await newAccount();
    const knownAnswer = json(await postJson(t.app, SEND, { email: known.email }));
    const unknownAnswer = json(await postJson(t.app, SEND, { email: 'nobody@example.com' }));
    expect(Object.keys(unknownAnswer.result)).toEqual(Object.keys(knownAnswer.result));
    expect({ ...unknownAnswer, result: {} }).toEqual({ ...knownAnswer, result: {} });
    expect(() => t.delivery.lastCodeTo('nobody@example.com')).toThrow();
    expect(t.delivery.sent.at(-1)).toMatchObject({ to: 'nobody@example.com', channel: 'email' });
    const reset = json(
      await postJson(t.app, RESET, {
        email: 'nobody@example.com',
        emailverify: '123456',
        password: digestOf(NEW_PASSWORD),
      }),
    );
    expect(reset.ret_code).toBe(32001);
  });

  it('a wrong code is refused (32001) and the password stays as it was', async () => {
    const account = await newAccount();
    await postJson(t.app, SEND, { email: account.email });
    const right = t.delivery.lastCodeTo(account.email);
    const wrong = right === '000000' ? '111111' : '000000';
    const reset = json(
      await postJson(t.app, RESET, {
        email: account.email,
        emailverify: wrong,
        password: digestOf(NEW_PASSWORD),
      }),
    );
    expect(reset.ret_code).toBe(32001);
    expect((await login(account.email, account.password)).ret_code).toBe(0);
  });

  it('a reset sets the new password and ends every session of the account', async () => {
    const account = await newAccount();
    const second = await login(account.email, account.password);
    expect((await profile(account.token)).ret_code).toBe(0);
    expect(await recover(account.email)).toMatchObject({ ret_code: 0 });
    expect((await profile(account.token)).ret_code).toBe(10005);
    expect((await profile(String(second.token))).ret_code).toBe(10005);
    expect((await login(account.email, account.password)).ret_code).toBe(31002);
    expect((await login(account.email, NEW_PASSWORD)).ret_code).toBe(0);
  });

  it('a code is single use: the same code cannot set a password twice', async () => {
    const account = await newAccount();
    await postJson(t.app, SEND, { email: account.email });
    const code = t.delivery.lastCodeTo(account.email);
    const body = { email: account.email, emailverify: code, password: digestOf(NEW_PASSWORD) };
    expect(json(await postJson(t.app, RESET, body)).ret_code).toBe(0);
    expect(json(await postJson(t.app, RESET, body)).ret_code).toBe(32001);
  });

  it('a reset lifts the log-in lock-out (31030) of the identity', async () => {
    const account = await newAccount();
    let last = 0;
    for (let i = 0; i < 5; i += 1) last = (await login(account.email, 'Wrong-pass1')).ret_code;
    expect(last).toBe(31030);
    expect(await recover(account.email)).toMatchObject({ ret_code: 0 });
    expect((await login(account.email, NEW_PASSWORD)).ret_code).toBe(0);
  });

  it('pre_action 1: a flagged account gets no token until it resets its password', async () => {
    const account = await newAccount();
    await operator.recovery.requireReset(account.id, t.clock.now());
    const response = await postJson(t.app, '/login', {
      email: account.email,
      password: digestOf(account.password),
    });
    expect(json(response)).toMatchObject({ ret_code: 0, result: { pre_action: 1 } });
    expect(json(response).token).toBeUndefined();
    expect(response.headers['set-cookie']).toBeUndefined();
    // A wrong password is still only a wrong password.
    expect((await login(account.email, 'Wrong-pass1')).ret_code).toBe(31002);
    expect(await recover(account.email)).toMatchObject({ ret_code: 0 });
    const after = await login(account.email, NEW_PASSWORD);
    expect(after.result.pre_action).toBeUndefined();
    expect(after.token).toEqual(expect.any(String));
  });

  it('pre_action 1 answers carry no account details: only the flag the widget needs', async () => {
    // The attacker holds a password the operator has flagged (e.g. from a leak) and logs in.
    const account = await newAccount();
    await operator.recovery.requireReset(account.id, t.clock.now());
    const answered = json(
      await postJson(t.app, '/login', {
        email: account.email,
        password: digestOf(account.password),
      }),
    );
    expect(answered.ret_code).toBe(0);
    expect(answered.result).toEqual({ pre_action: 1 });
    expect(JSON.stringify(answered)).not.toContain(account.id);
    expect(answered).not.toHaveProperty('token');
    expect(answered).not.toHaveProperty('currentSite');
  });

  it('mobile accounts recover by SMS with smsverify', async () => {
    const account = await signUpByMobile(t, '44', '7700900123');
    const sent = json(await postJson(t.app, SEND, { country_code: '44', mobile: '07700900123' }));
    expect(sent.ret_code).toBe(0);
    const code = t.delivery.lastCodeTo('+447700900123');
    const reset = json(
      await postJson(t.app, RESET, {
        country_code: '44',
        mobile: '7700900123',
        smsverify: code,
        password: digestOf(NEW_PASSWORD),
      }),
    );
    expect(reset.ret_code).toBe(0);
    const loggedIn = json(
      await postJson(t.app, '/login', {
        country_code: '44',
        mobile: '7700900123',
        password: digestOf(NEW_PASSWORD),
      }),
    );
    expect(loggedIn).toMatchObject({ ret_code: 0, result: { id: account.id } });
  });

  it('a second code within 60 s is refused (32004); bad input answers the envelope', async () => {
    const account = await newAccount();
    await postJson(t.app, SEND, { email: account.email });
    expect(json(await postJson(t.app, SEND, { email: account.email })).ret_code).toBe(32004);
    const bad = await postJson(t.app, RESET, { email: account.email, emailverify: '12' });
    expect(json(bad).ret_code).toBe(10004);
  });
});
