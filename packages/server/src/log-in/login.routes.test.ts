import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases, type FreshDatabase } from '../test-support/databases.js';
import { signUpByEmail, signUpByMobile } from '../test-support/flows.js';
import { buildTestApp, digestOf, json, postJson, type TestApp } from '../test-support/test-app.js';

const LOCKOUT_MS = 15 * 60_000;

describe.each(databases)('POST /x-api/login on $name', (database) => {
  let fresh: FreshDatabase;
  let t: TestApp;
  let n = 0;
  const newEmail = () => `login${(n += 1)}@example.com`;
  const login = async (body: object) => json(await postJson(t.app, '/login', body));
  const byEmail = (email: string, password: string) =>
    login({ email, password: digestOf(password) });

  beforeAll(async () => {
    fresh = await database.create();
    t = await buildTestApp(fresh, { RATE_LIMIT_LOGIN_PER_MINUTE: '1000' });
  });
  afterAll(async () => {
    await t?.app.close();
    await fresh?.dispose();
  });

  it('the right password answers the token, the behaviour §3 result fields and the session cookie', async () => {
    const email = newEmail();
    const account = await signUpByEmail(t, email);
    const response = await postJson(t.app, '/login', {
      email,
      password: digestOf(account.password),
    });
    const body = json(response);
    expect(body).toMatchObject({
      ret_code: 0,
      currentSite: 'BYBIT',
      result: { id: account.id, country: '', pass_err_count: 0 },
    });
    expect(body.result.create_time).toBe(body.result.registration_origin_time);
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(response.headers['set-cookie']).toMatch(/^foyer_token=[^;]+;.*HttpOnly.*SameSite=Lax/);
  });

  it('e-mail is compared case-insensitively', async () => {
    const email = newEmail();
    const account = await signUpByEmail(t, email);
    expect((await byEmail(email.toUpperCase(), account.password)).ret_code).toBe(0);
  });

  it('a wrong password answers 31002 with pass_err_count 1..4, the 5th answers 31030 with locked_until', async () => {
    const email = newEmail();
    await signUpByEmail(t, email);
    for (let count = 1; count <= 4; count += 1) {
      expect(await byEmail(email, 'Wrong-1')).toMatchObject({
        ret_code: 31002,
        result: { pass_err_count: count },
      });
    }
    expect(await byEmail(email, 'Wrong-1')).toMatchObject({
      ret_code: 31030,
      result: { locked_until: t.clock.now() + LOCKOUT_MS },
    });
  });

  it('an unknown e-mail answers exactly as a wrong password does (the rules: login.use-case.test.ts)', async () => {
    const email = newEmail();
    const known = await signUpByEmail(t, newEmail());
    const wrongForKnown = await byEmail(`x${known.id}@example.com`, 'Wrong-1');
    const unknown = await byEmail(email, 'Whatever-1');
    expect(unknown).toEqual({ ...wrongForKnown, result: { pass_err_count: 1 } });
  });

  it('logs in by mobile + country_code, with or without the trunk 0', async () => {
    const account = await signUpByMobile(t, '44', '7911123456');
    const password = digestOf(account.password);
    expect(await login({ mobile: '07911123456', country_code: '44', password })).toMatchObject({
      ret_code: 0,
      result: { id: account.id, country: expect.stringMatching(/^[A-Z]{2}$/) },
    });
    expect((await login({ mobile: '7911123456', country_code: '1', password })).ret_code).toBe(
      31002,
    );
  });

  it.each([
    ['not hex', 'Passw0rd!'],
    ['upper-case hex', digestOf('Passw0rd!').toUpperCase()],
    ['SHA-256 of the empty password', digestOf('')],
    ['63 characters', digestOf('x').slice(1)],
  ])('a password that is %s is refused with 10004 (HTTP 400)', async (_why, password) => {
    const response = await postJson(t.app, '/login', { email: newEmail(), password });
    expect(response.statusCode).toBe(400);
    expect(json(response)).toMatchObject({
      ret_code: 10004,
      ret_msg: 'password: invalidPasswordDigest',
    });
  });

  it('names the field of a bad e-mail, and asks for a country code with a mobile', async () => {
    const password = digestOf('Passw0rd!');
    expect((await login({ email: 'nope', password })).ret_msg).toBe('email: invalidMail');
    expect((await login({ mobile: '7911123456', password })).ret_msg).toBe(
      'country_code: required',
    );
  });
});
