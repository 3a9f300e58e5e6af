/**
 * Guided sign-ins on the wire (decision 025; behaviour §3 "Login response"): a known device in
 * a new country logs in with a session and a guide token, nothing sent; the security page's
 * calls list and acknowledge behind the session gate. The rules themselves:
 * risk.service.test.ts and risk-guide.service.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { databases } from '../test-support/databases.js';
import { routeTestApp } from '../test-support/route-test-app.js';
import { codeAt, enableTwoFactor } from '../test-support/two-factor.js';
import { from, visits, withGeoTable } from '../test-support/visits.js';

const UK_IP = '10.0.0.1';
const FR_IP = '20.0.0.1';
const NOTICES = '/user/private/risk/guided-sign-ins';
const ACKNOWLEDGE = '/user/private/risk/guided-sign-ins/acknowledge';

describe.each(databases)('risk_token type guide (decision 025) on $name', (database) => {
  const env = { RATE_LIMIT_LOGIN_PER_MINUTE: '1000', RATE_LIMIT_SEND_CODE_PER_MINUTE: '1000' };
  withGeoTable(env, '10.0.0.0/8,GB\n20.0.0.0/8,FR\n');
  const t = routeTestApp(database, env);
  const { call, signUp, login } = visits(t);
  let n = 0;
  const newEmail = () => `guide${(n += 1)}@example.com`;
  const notices = (session?: string) =>
    call('GET', NOTICES, undefined, from(undefined, UK_IP, session));
  const acknowledge = (riskToken: string, session?: string) =>
    call('POST', ACKNOWLEDGE, { risk_token: riskToken }, from(undefined, UK_IP, session));

  it('risk_token type guide (id not "0"): a known device in a new country logs in with a session and the token, nothing sent', async () => {
    const email = newEmail();
    const { id } = await signUp(email, from('device-a', UK_IP));
    const sentBefore = t.delivery.sent.length;
    const { response, body } = await login(email, from('device-a', FR_IP));
    expect(body.ret_code).toBe(0);
    expect(body.token).toEqual(expect.any(String));
    expect(response.headers['set-cookie']).toBeDefined();
    expect(body.result).toMatchObject({
      id,
      risk_token: expect.any(String),
      risk_token_type: 'guide',
    });
    expect(body.result.id).not.toBe('0');
    expect(body.result.risk_token).not.toBe(body.token);
    expect(t.delivery.sent.length).toBe(sentBefore);
  });

  it('a known device in a known country: plain success, no risk token fields', async () => {
    const email = newEmail();
    await signUp(email, from('device-a', UK_IP));
    const { body } = await login(email, from('device-a', UK_IP));
    expect(body.ret_code).toBe(0);
    expect(body.token).toEqual(expect.any(String));
    expect(body.result).not.toHaveProperty('risk_token');
    expect(body.result).not.toHaveProperty('risk_token_type');
  });

  it('with two-factor on, the guided log-in asks the authenticator code first, then answers guide', async () => {
    const email = newEmail();
    const { token } = await signUp(email, from('device-a', UK_IP));
    const secret = await enableTwoFactor(t, token);
    const first = await login(email, from('device-a', FR_IP));
    expect(first.body.result).toEqual({ google2fa_secret: true });
    expect(first.body.token).toBeUndefined();
    const google2fa = codeAt(secret, t.clock.now());
    const done = await login(email, from('device-a', FR_IP), { google2fa });
    expect(done.body.token).toEqual(expect.any(String));
    expect(done.body.result.risk_token_type).toBe('guide');
  });

  it('the security page lists the guided sign-in (country, created_at); its token acknowledges it; 37001 otherwise', async () => {
    const email = newEmail();
    await signUp(email, from('device-a', UK_IP));
    const guided = await login(email, from('device-a', FR_IP));
    const session = String(guided.body.token);
    const riskToken = String(guided.body.result.risk_token);
    expect((await notices(session)).body).toMatchObject({
      ret_code: 0,
      result: { items: [{ country: 'FR', created_at: t.clock.now() }] },
    });
    expect((await acknowledge('not-a-token', session)).body.ret_code).toBe(37001);
    expect((await acknowledge(riskToken, session)).body).toMatchObject({ ret_code: 0 });
    expect((await notices(session)).body.result.items).toEqual([]);
  });

  it('without a session both calls answer 10005 in the envelope', async () => {
    expect((await notices()).body.ret_code).toBe(10005);
    expect((await acknowledge('x')).body.ret_code).toBe(10005);
  });
});
