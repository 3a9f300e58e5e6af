import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases, type FreshDatabase } from '../test-support/databases.js';
import { buildTestApp, digestOf, json, type TestApp } from '../test-support/test-app.js';
import { codeAt, enableTwoFactor } from '../test-support/two-factor.js';

const PASSWORD = 'Passw0rd!';
const UK_IP = '10.0.0.1';
const FR_IP = '20.0.0.1';

describe.each(databases)('risk verification (behaviour §3/§4 risk_token) on $name', (database) => {
  let fresh: FreshDatabase;
  let t: TestApp;
  let n = 0;
  const newEmail = () => `risk${(n += 1)}@example.com`;

  /** A request from a device (Guid header) and an address, as the widget sends it. */
  const from = (guid: string | undefined, ip = UK_IP) => ({
    headers: guid ? { guid } : {},
    remoteAddress: ip,
  });
  async function post(path: string, body: object, where = from(undefined)) {
    const response = await t.app.inject({
      method: 'POST',
      url: `/x-api${path}`,
      payload: body,
      headers: where.headers,
      remoteAddress: where.remoteAddress,
    });
    return { response, body: json(response) };
  }
  async function signUp(email: string, where = from(undefined)) {
    await post('/verify/register/email', { email }, where);
    const code = t.delivery.lastCodeTo(email);
    const registered = await post(
      '/register/email',
      { email, emailverify: code, password: digestOf(PASSWORD) },
      where,
    );
    expect(registered.body.ret_code).toBe(0);
    return String(registered.body.token);
  }
  const login = (email: string, where: ReturnType<typeof from>, extra: object = {}) =>
    post('/login', { email, password: digestOf(PASSWORD), ...extra }, where);
  /** Sends the code of a risk token and checks it: the security verification panel. */
  async function verify(email: string, riskToken: string) {
    const sent = await post('/user/public/risk/send-code', { risk_token: riskToken });
    expect(sent.body.ret_code).toBe(0);
    const code = t.delivery.lastCodeTo(email);
    return post('/user/public/risk/check', { risk_token: riskToken, code });
  }

  beforeAll(async () => {
    fresh = await database.create();
    const geoTable = join(fresh.dataDir, 'geo.csv');
    writeFileSync(geoTable, '10.0.0.0/8,GB\n20.0.0.0/8,FR\n');
    t = await buildTestApp(fresh, {
      GEO_TABLE: geoTable,
      RATE_LIMIT_LOGIN_PER_MINUTE: '1000',
      RATE_LIMIT_SEND_CODE_PER_MINUTE: '1000',
    });
  });
  afterAll(async () => {
    await t?.app.close();
    await fresh?.dispose();
  });

  it('the first device at sign-up is known: logging in from it answers the token', async () => {
    const email = newEmail();
    await signUp(email, from('device-a'));
    const { body } = await login(email, from('device-a'));
    expect(body.ret_code).toBe(0);
    expect(body.token).toBeTruthy();
  });

  it('risk_token: a new device answers ret_code 0 without a token, with risk_token type pass', async () => {
    const email = newEmail();
    await signUp(email, from('device-a'));
    const { response, body } = await login(email, from('device-b'));
    expect(body.ret_code).toBe(0);
    expect(body.token).toBeUndefined();
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(body.result).toEqual({ risk_token: expect.any(String), risk_token_type: 'pass' });
  });

  it('a new device in a new country answers risk_token type pass (a known device there is guided: risk-guide.routes.test.ts)', async () => {
    const email = newEmail();
    await signUp(email, from('device-a', UK_IP));
    const { body } = await login(email, from('device-b', FR_IP));
    expect(body.result.risk_token_type).toBe('pass');
    expect(body.token).toBeUndefined();
  });

  it('the code goes to the account e-mail; the check verifies it; the re-sent login completes and the device becomes known', async () => {
    const email = newEmail();
    await signUp(email, from('device-a'));
    const riskToken = String((await login(email, from('device-b'))).body.result.risk_token);
    const sent = await post('/user/public/risk/send-code', { risk_token: riskToken });
    expect(sent.body).toMatchObject({
      ret_code: 0,
      result: { channel: 'email', target: `r***@example.com`, google2fa: false },
    });
    const code = t.delivery.lastCodeTo(email);
    const wrong = code === '000000' ? '000001' : '000000';
    const refused = await post('/user/public/risk/check', { risk_token: riskToken, code: wrong });
    expect(refused.body.ret_code).toBe(32001);
    const checked = await post('/user/public/risk/check', { risk_token: riskToken, code });
    expect(checked.body).toMatchObject({
      ret_code: 0,
      result: { risk_token: riskToken, risk_token_type: 'pass' },
    });
    const completed = await login(email, from('device-b'), { risk_token: riskToken });
    expect(completed.body.ret_code).toBe(0);
    expect(completed.body.token).toBeTruthy();
    // Known now: no verification the next time.
    expect((await login(email, from('device-b'))).body.token).toBeTruthy();
  });

  it('a risk token works once, only when verified, and only for its own account (37001)', async () => {
    const email = newEmail();
    const other = newEmail();
    await signUp(email, from('device-a'));
    await signUp(other, from('device-c'));
    const riskToken = String((await login(email, from('device-b'))).body.result.risk_token);
    expect((await login(email, from('device-b'), { risk_token: riskToken })).body.ret_code).toBe(
      37001,
    );
    await verify(email, riskToken);
    expect((await login(other, from('device-b'), { risk_token: riskToken })).body.ret_code).toBe(
      37001,
    );
    expect((await login(email, from('device-b'), { risk_token: riskToken })).body.ret_code).toBe(0);
    expect((await login(email, from('device-x'), { risk_token: riskToken })).body.ret_code).toBe(
      37001,
    );
  });

  it('the code is limited: 5 wrong tries void it (32003), resend waits 60 s (32004), the token expires in 10 minutes', async () => {
    const email = newEmail();
    await signUp(email, from('device-a'));
    const riskToken = String((await login(email, from('device-b'))).body.result.risk_token);
    await post('/user/public/risk/send-code', { risk_token: riskToken });
    const code = t.delivery.lastCodeTo(email);
    const wrong = code === '000000' ? '000001' : '000000';
    for (let i = 1; i <= 4; i += 1) {
      const tried = await post('/user/public/risk/check', { risk_token: riskToken, code: wrong });
      expect(tried.body.ret_code).toBe(32001);
    }
    const fifth = await post('/user/public/risk/check', { risk_token: riskToken, code: wrong });
    expect(fifth.body.ret_code).toBe(32003);
    const right = await post('/user/public/risk/check', { risk_token: riskToken, code });
    expect(right.body.ret_code).toBe(32003);
    const again = await post('/user/public/risk/send-code', { risk_token: riskToken });
    expect(again.body.ret_code).toBe(32004);
    t.clock.advance(10 * 60_000);
    const late = await post('/user/public/risk/send-code', { risk_token: riskToken });
    expect(late.body.ret_code).toBe(37001);
  });

  it('with two-factor on, the panel also asks the authenticator code: risk first, then google2fa', async () => {
    const email = newEmail();
    const token = await signUp(email, from('device-a'));
    const secret = await enableTwoFactor(t, token);
    const first = await login(email, from('device-b'));
    expect(first.body.result).toMatchObject({ risk_token_type: 'pass' });
    expect(first.body.result).not.toHaveProperty('google2fa_secret');
    const riskToken = String(first.body.result.risk_token);
    const sent = await post('/user/public/risk/send-code', { risk_token: riskToken });
    expect(sent.body.result.google2fa).toBe(true);
    await post('/user/public/risk/check', {
      risk_token: riskToken,
      code: t.delivery.lastCodeTo(email),
    });
    const google2fa = codeAt(secret, t.clock.now());
    const done = await login(email, from('device-b'), { risk_token: riskToken, google2fa });
    expect(done.body.ret_code).toBe(0);
    expect(done.body.token).toBeTruthy();
  });

  it('an account signed up without a device id trusts the device of its first login', async () => {
    const email = newEmail();
    await signUp(email, from(undefined));
    expect((await login(email, from('device-first'))).body.token).toBeTruthy();
    expect((await login(email, from('device-other'))).body.result.risk_token_type).toBe('pass');
  });

  it('bad input answers the envelope: a missing risk token is 10004, an unknown one 37001', async () => {
    const missing = await post('/user/public/risk/send-code', {});
    expect(missing.response.statusCode).toBe(400);
    expect(missing.body.ret_code).toBe(10004);
    const unknown = await post('/user/public/risk/check', { risk_token: 'nope', code: '123456' });
    expect(unknown.body.ret_code).toBe(37001);
  });
});
