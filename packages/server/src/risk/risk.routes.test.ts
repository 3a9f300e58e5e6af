/**
 * Security verification on the wire (behaviour §3 "Login response", §7 "Security
 * verification"; decision 017): the Guid header and the address reach the decision, a login
 * that needs verification answers its risk token with no session token or cookie, and the
 * panel's calls answer their fields and ret_codes. The rules themselves: risk.service.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { sha256Hex } from '../shared/digest.js';
import { databases } from '../test-support/databases.js';
import { routeTestApp } from '../test-support/route-test-app.js';
import { codeAt, enableTwoFactor } from '../test-support/two-factor.js';
import { from, visits, withGeoTable } from '../test-support/visits.js';

const UK_IP = '10.0.0.1';
const SEND = '/user/public/risk/send-code';
const CHECK = '/user/public/risk/check';

describe.each(databases)('security verification calls on $name', (database) => {
  const env = { RATE_LIMIT_LOGIN_PER_MINUTE: '1000', RATE_LIMIT_SEND_CODE_PER_MINUTE: '1000' };
  withGeoTable(env, '10.0.0.0/8,GB\n20.0.0.0/8,FR\n');
  const t = routeTestApp(database, env);
  const { call, signUp, login } = visits(t);
  let n = 0;
  const newEmail = () => `risk${(n += 1)}@example.com`;
  const at = (guid: string | undefined) => from(guid, UK_IP);
  const post = (path: string, body: object) => call('POST', path, body, at(undefined));

  it('a login from a new device answers ret_code 0 with the risk token (type pass), no session token and no cookie', async () => {
    const email = newEmail();
    await signUp(email, at('device-a'));
    const { response, body } = await login(email, at('device-b'));
    expect(body.ret_code).toBe(0);
    expect(body.token).toBeUndefined();
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(body.result).toEqual({ risk_token: expect.any(String), risk_token_type: 'pass' });
    expect((await login(email, at('device-a'))).body.token).toEqual(expect.any(String));
  });

  it("a device id stolen from the owner's browser does not pass for the owner's device: a log-in from another browser is verified (decision 150)", async () => {
    const email = newEmail();
    const owner = (fingerprint: string) => {
      const where = at('device-a');
      return { ...where, headers: { ...where.headers, 'device-fingerprint': fingerprint } };
    };
    const [ownBrowser, thiefBrowser] = [sha256Hex('owner signals'), sha256Hex('thief signals')];
    await signUp(email, owner(ownBrowser));
    expect((await login(email, owner(ownBrowser))).body.token).toEqual(expect.any(String));
    // The attacker's steps: the owner's Guid, the password, their own browser (or none sent).
    for (const thief of [owner(thiefBrowser), at('device-a'), owner('not-a-fingerprint')]) {
      const { body } = await login(email, thief);
      expect(body.token).toBeUndefined();
      expect(body.result).toEqual({ risk_token: expect.any(String), risk_token_type: 'pass' });
    }
  });

  it('the panel: send-code answers channel, target and google2fa; check answers 32001 for a wrong code and the token for the right one; the re-sent login completes', async () => {
    const email = newEmail();
    await signUp(email, at('device-a'));
    const riskToken = String((await login(email, at('device-b'))).body.result.risk_token);
    expect((await post(SEND, { risk_token: riskToken })).body).toMatchObject({
      ret_code: 0,
      result: { channel: 'email', target: 'r***@example.com', google2fa: false },
    });
    const code = t.delivery.lastCodeTo(email);
    const wrong = code === '000000' ? '000001' : '000000';
    expect((await post(CHECK, { risk_token: riskToken, code: wrong })).body.ret_code).toBe(32001);
    expect((await post(CHECK, { risk_token: riskToken, code })).body).toMatchObject({
      ret_code: 0,
      result: { risk_token: riskToken, risk_token_type: 'pass' },
    });
    const completed = await login(email, at('device-b'), { risk_token: riskToken });
    expect(completed.body.ret_code).toBe(0);
    expect(completed.body.token).toEqual(expect.any(String));
    expect((await login(email, at('device-b'), { risk_token: riskToken })).body.ret_code).toBe(
      37001,
    );
  });

  it('the limits answer their ret_codes: 32003 after 5 wrong tries, 32004 for a resend within 60 s', async () => {
    const email = newEmail();
    await signUp(email, at('device-a'));
    const riskToken = String((await login(email, at('device-b'))).body.result.risk_token);
    await post(SEND, { risk_token: riskToken });
    const code = t.delivery.lastCodeTo(email);
    const wrong = code === '000000' ? '000001' : '000000';
    for (let i = 1; i <= 4; i += 1) await post(CHECK, { risk_token: riskToken, code: wrong });
    expect((await post(CHECK, { risk_token: riskToken, code: wrong })).body.ret_code).toBe(32003);
    expect((await post(SEND, { risk_token: riskToken })).body.ret_code).toBe(32004);
  });

  it('with two-factor on, the login asks risk first, then the authenticator code with the risk token', async () => {
    const email = newEmail();
    const { token } = await signUp(email, at('device-a'));
    const secret = await enableTwoFactor(t, token);
    const first = await login(email, at('device-b'));
    expect(first.body.result).toMatchObject({ risk_token_type: 'pass' });
    expect(first.body.result).not.toHaveProperty('google2fa_secret');
    const riskToken = String(first.body.result.risk_token);
    expect((await post(SEND, { risk_token: riskToken })).body.result.google2fa).toBe(true);
    await post(CHECK, { risk_token: riskToken, code: t.delivery.lastCodeTo(email) });
    const google2fa = codeAt(secret, t.clock.now());
    const done = await login(email, at('device-b'), { risk_token: riskToken, google2fa });
    expect(done.body.ret_code).toBe(0);
    expect(done.body.token).toEqual(expect.any(String));
  });

  it('bad input answers the envelope: a missing risk token is 10004 with status 400, an unknown one 37001', async () => {
    const missing = await post(SEND, {});
    expect(missing.response.statusCode).toBe(400);
    expect(missing.body.ret_code).toBe(10004);
    const unknown = await post(CHECK, { risk_token: 'nope', code: '123456' });
    expect(unknown.body.ret_code).toBe(37001);
  });
});
