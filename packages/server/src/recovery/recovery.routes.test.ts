/**
 * The recovery calls' wiring and answers (behaviour §7 "Recovery"): the send and the reset by
 * e-mail or phone, each outcome with its ret_code, answers alike for unknown addresses, the
 * log-in's pre_action 1 until a reset. The rules themselves: recovery.service.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { databases } from '../test-support/databases.js';
import { signUpByEmail, signUpByMobile } from '../test-support/flows.js';
import { routeTestApp } from '../test-support/route-test-app.js';
import { sealedPasswordFields } from '../test-support/sealed-password.js';
import { digestOf, json } from '../test-support/test-app.js';

const SEND = '/user/find-password/validation';
const RESET = '/user/find/password';
const NEW_PASSWORD = 'N3w-Passw0rd';

describe.each(databases)('password recovery calls on $name', (database) => {
  const t = routeTestApp(database, {
    RATE_LIMIT_LOGIN_PER_MINUTE: '1000',
    RATE_LIMIT_SEND_CODE_PER_MINUTE: '1000',
  });
  let n = 0;
  const newAccount = async () => {
    const email = `recover${(n += 1)}@example.com`;
    return { email, ...(await signUpByEmail(t, email)) };
  };
  const login = (email: string, password: string) =>
    t.post('/login', { email, password: digestOf(password) });
  const profile = (token: string) => t.get('/v2/private/user/profile', token);
  /** Sends a code to the e-mail and sets NEW_PASSWORD with it. */
  const recover = async (email: string) => {
    const sent = await t.post(SEND, { email });
    const code = t.delivery.lastCodeTo(email);
    return t.post(RESET, {
      email,
      emailverify: code,
      password: digestOf(NEW_PASSWORD),
      uuid: sent.result.uuid,
    });
  };

  it('the send answers a uuid and sends the code to the account, whatever the case typed', async () => {
    const account = await newAccount();
    const sent = await t.post(SEND, { email: account.email.toUpperCase() });
    expect(sent).toMatchObject({ ret_code: 0, result: { uuid: expect.any(String) } });
    expect(t.delivery.lastCodeTo(account.email)).toMatch(/^\d{6}$/);
  });

  it('an unknown account is answered exactly like a known one, and no code reaches it (decision 007)', async () => {
    const known = await newAccount();
    const knownAnswer = await t.post(SEND, { email: known.email });
    const unknownAnswer = await t.post(SEND, { email: 'nobody@example.com' });
    expect(Object.keys(unknownAnswer.result)).toEqual(Object.keys(knownAnswer.result));
    expect({ ...unknownAnswer, result: {} }).toEqual({ ...knownAnswer, result: {} });
    expect(() => t.delivery.lastCodeTo('nobody@example.com')).toThrow();
    const password = digestOf(NEW_PASSWORD);
    const reset = { email: 'nobody@example.com', emailverify: '123456', password };
    expect((await t.post(RESET, reset)).ret_code).toBe(32001);
  });

  it('a wrong code answers 32001', async () => {
    const account = await newAccount();
    await t.post(SEND, { email: account.email });
    const right = t.delivery.lastCodeTo(account.email);
    const emailverify = right === '000000' ? '111111' : '000000';
    const password = digestOf(NEW_PASSWORD);
    expect((await t.post(RESET, { email: account.email, emailverify, password })).ret_code).toBe(
      32001,
    );
  });

  it('a reset answers 0: the old sessions answer 10005, the new password logs in', async () => {
    const account = await newAccount();
    const second = await login(account.email, account.password);
    expect((await profile(account.token)).ret_code).toBe(0);
    expect(await recover(account.email)).toMatchObject({ ret_code: 0 });
    expect((await profile(account.token)).ret_code).toBe(10005);
    expect((await profile(String(second.token))).ret_code).toBe(10005);
    expect((await login(account.email, account.password)).ret_code).toBe(31002);
    expect((await login(account.email, NEW_PASSWORD)).ret_code).toBe(0);
  });

  it("the new password may travel sealed, as a log-in's (decision 161): the reset takes it once, and a logged body played again is refused", async () => {
    const account = await newAccount();
    const sent = await t.post(SEND, { email: account.email });
    const code = t.delivery.lastCodeTo(account.email);
    const sealed = await sealedPasswordFields(t.app, digestOf(NEW_PASSWORD));
    const body = { email: account.email, emailverify: code, uuid: sent.result.uuid, ...sealed };
    expect(await t.post(RESET, body)).toMatchObject({ ret_code: 0 });
    expect((await login(account.email, NEW_PASSWORD)).ret_code).toBe(0);
    // The same body again, from a log on the way: refused before the code is even looked at.
    const replayed = await t.post(RESET, body);
    expect(replayed).toMatchObject({
      ret_code: 10004,
      ret_msg: expect.stringMatching(/used before/),
    });
  });

  it('a reset with both the digest and the sealed password, or neither, is refused with the envelope', async () => {
    const account = await newAccount();
    await t.post(SEND, { email: account.email });
    const code = t.delivery.lastCodeTo(account.email);
    const digest = digestOf(NEW_PASSWORD);
    const both = {
      email: account.email,
      emailverify: code,
      password: digest,
      ...(await sealedPasswordFields(t.app, digest)),
    };
    expect((await t.post(RESET, both)).ret_code).toBe(10004);
    expect((await t.post(RESET, { email: account.email, emailverify: code })).ret_code).toBe(10004);
    expect((await login(account.email, NEW_PASSWORD)).ret_code).toBe(31002);
  });

  it('a reset to the current password answers 49001 and changes nothing; the same code then sets another (decision 138)', async () => {
    const account = await newAccount();
    const sent = await t.post(SEND, { email: account.email });
    const code = { email: account.email, emailverify: t.delivery.lastCodeTo(account.email) };
    const same = { ...code, uuid: sent.result.uuid, password: digestOf(account.password) };
    expect(await t.post(RESET, same)).toMatchObject({ ret_code: 49001 });
    // Nothing happened: the session lives, the password logs in, the code is unspent.
    expect((await profile(account.token)).ret_code).toBe(0);
    expect((await login(account.email, account.password)).ret_code).toBe(0);
    const other = { ...same, password: digestOf(NEW_PASSWORD) };
    expect((await t.post(RESET, other)).ret_code).toBe(0);
    expect((await login(account.email, NEW_PASSWORD)).ret_code).toBe(0);
  });

  it("whoever holds a code or the mail's link cannot use the reset to guess the current password: each answer takes one of the code's five tries", async () => {
    const account = await newAccount();
    const guesses = ['Guess-n0-1', 'Guess-n0-2', 'Guess-n0-3', 'Guess-n0-4', account.password];
    // By the code: four guesses of another password would set it, so the thief's steps are
    // the current password's candidates, each refused or taken; the sixth try finds the code void.
    await t.post(SEND, { email: account.email });
    const emailverify = t.delivery.lastCodeTo(account.email);
    const tries = (password: string) =>
      t.post(RESET, { email: account.email, emailverify, password: digestOf(password) });
    const answers: number[] = [];
    for (let i = 0; i < 5; i += 1) answers.push((await tries(account.password)).ret_code);
    answers.push((await tries(guesses[0]!)).ret_code);
    expect(answers).toEqual([49001, 49001, 49001, 49001, 49001, 32003]);
    // By the link: the same five, then the link is void too.
    t.clock.advance(61_000);
    await t.post(SEND, { email: account.email });
    const mail = t.delivery.sent.filter((message) => message.to === account.email).at(-1)!;
    if (mail.channel !== 'email' || !mail.link) throw new Error('the e-mail carries no link');
    const reset_token = new URLSearchParams(new URL(mail.link).hash.slice(1)).get('reset')!;
    const byLink = (password: string) =>
      t.post(RESET, { reset_token, password: digestOf(password) });
    const linkAnswers: number[] = [];
    for (let i = 0; i < 5; i += 1) linkAnswers.push((await byLink(account.password)).ret_code);
    linkAnswers.push((await byLink(NEW_PASSWORD)).ret_code);
    expect(linkAnswers).toEqual([49001, 49001, 49001, 49001, 49001, 32003]);
    expect((await login(account.email, account.password)).ret_code).toBe(0);
  });

  it('pre_action 1: a flagged account gets no token and no cookie until it resets its password', async () => {
    const account = await newAccount();
    await t.store.recovery.requireReset(account.id, t.clock.now());
    const body = { email: account.email, password: digestOf(account.password) };
    const response = await t.inject('POST', '/login', body);
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
    await t.store.recovery.requireReset(account.id, t.clock.now());
    const answered = await login(account.email, account.password);
    expect(answered.ret_code).toBe(0);
    expect(answered.result).toEqual({ pre_action: 1 });
    expect(JSON.stringify(answered)).not.toContain(account.id);
    expect(answered).not.toHaveProperty('token');
    expect(answered).not.toHaveProperty('currentSite');
  });

  it('mobile accounts recover by SMS with smsverify', async () => {
    const account = await signUpByMobile(t, '44', '7700900123');
    const sent = await t.post(SEND, { country_code: '44', mobile: '07700900123' });
    expect(sent.ret_code).toBe(0);
    const smsverify = t.delivery.lastCodeTo('+447700900123');
    const password = digestOf(NEW_PASSWORD);
    const phone = { country_code: '44', mobile: '7700900123' };
    expect((await t.post(RESET, { ...phone, smsverify, password })).ret_code).toBe(0);
    expect(await t.post('/login', { ...phone, password })).toMatchObject({
      ret_code: 0,
      result: { id: account.id },
    });
  });

  it('a second code within 60 s answers 32004; bad input answers the envelope (10004)', async () => {
    const account = await newAccount();
    await t.post(SEND, { email: account.email });
    expect((await t.post(SEND, { email: account.email })).ret_code).toBe(32004);
    expect((await t.post(RESET, { email: account.email, emailverify: '12' })).ret_code).toBe(10004);
  });
});
