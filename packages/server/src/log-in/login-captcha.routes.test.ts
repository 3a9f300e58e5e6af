import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { encodeCaptchaToken } from '@foyer/contract';
import type { PowChallenge } from '@foyer/contract/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases, type FreshDatabase } from '../test-support/databases.js';
import { signUpByEmail } from '../test-support/flows.js';
import { buildTestApp, digestOf, json, postJson, type TestApp } from '../test-support/test-app.js';

describe.each(databases)('login with the captcha required (behaviour §4) on $name', (database) => {
  let fresh: FreshDatabase;
  let t: TestApp;
  let email: string;
  let password: string;

  /** What the widget does: fetch a challenge for the scene and solve it. */
  async function solved(scene = 31000) {
    const url = `/x-api/v3/public/user/captcha-info?scene=${scene}`;
    const challenge = json(await t.app.inject({ url })).result.pow as PowChallenge;
    const solution = await solveChallenge({ challenge: challenge as Challenge, deriveKey });
    return { token: encodeCaptchaToken(challenge, solution!), scene };
  }
  const login = async (extra: object) =>
    json(await postJson(t.app, '/login', { email, password: digestOf(password), ...extra }));

  beforeAll(async () => {
    fresh = await database.create();
    t = await buildTestApp(fresh, { CAPTCHA_ON_LOGIN: 'true' });
    email = 'captcha@example.com';
    password = (await signUpByEmail(t, email)).password;
  });
  afterAll(async () => {
    await t?.app.close();
    await fresh?.dispose();
  });

  it('a login with a solved captcha answers the token', async () => {
    const body = await login({ magpie_verify_info: await solved() });
    expect(body.ret_code).toBe(0);
    expect(body.token).toBeTruthy();
  });

  it('a login whose captcha result is missing is refused with 34001, and no session', async () => {
    expect(await login({})).toMatchObject({ ret_code: 34001, result: { reason: 'missing' } });
  });

  it('a forged captcha result is refused', async () => {
    const real = await solved();
    const forged = { token: real.token.slice(0, -4) + 'AAAA', scene: 31000 };
    expect((await login({ magpie_verify_info: forged })).ret_code).toBe(34001);
  });

  it('an expired captcha result is refused', async () => {
    const info = await solved();
    t.clock.advance(5 * 60_000);
    expect(await login({ magpie_verify_info: info })).toMatchObject({
      ret_code: 34001,
      result: { reason: 'expired' },
    });
  });

  it('a reused captcha result is refused', async () => {
    const info = await solved();
    expect((await login({ magpie_verify_info: info })).ret_code).toBe(0);
    expect(await login({ magpie_verify_info: info })).toMatchObject({
      ret_code: 34001,
      result: { reason: 'reused' },
    });
  });

  it('a refused captcha is not a password try: five refusals do not lock the account', async () => {
    for (let i = 0; i < 6; i += 1) expect((await login({})).ret_code).toBe(34001);
    expect((await login({ magpie_verify_info: await solved() })).ret_code).toBe(0);
  });

  it("the scene is the site's (decision 082): on the main site a challenge of the EU login scene 31014 is refused", async () => {
    expect((await login({ magpie_verify_info: await solved(31014) })).ret_code).toBe(34001);
    expect((await login({ magpie_verify_info: await solved(31000) })).ret_code).toBe(0);
  });
});
