import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases, type FreshDatabase } from '../test-support/databases.js';
import { buildTestApp, digestOf, json, type TestApp } from '../test-support/test-app.js';
import { codeAt, enableTwoFactor } from '../test-support/two-factor.js';

const PASSWORD = 'Passw0rd!';
const UK_IP = '10.0.0.1';
const FR_IP = '20.0.0.1';
const DE_IP = '30.0.0.1';

describe.each(databases)(
  'risk_token type guide (behaviour §4, decision 025) on $name',
  (database) => {
    let fresh: FreshDatabase;
    let t: TestApp;
    let n = 0;
    const newEmail = () => `guide${(n += 1)}@example.com`;

    /** A request from a device (Guid header), an address, and a session token if any. */
    const from = (guid: string | undefined, ip = UK_IP, session?: string) => ({
      headers: { ...(guid ? { guid } : {}), ...(session ? { usertoken: session } : {}) },
      remoteAddress: ip,
    });
    type Where = ReturnType<typeof from>;
    async function call(
      method: 'GET' | 'POST',
      path: string,
      body?: object,
      where = from(undefined),
    ) {
      const response = await t.app.inject({
        method,
        url: `/x-api${path}`,
        ...(body ? { payload: body } : {}),
        headers: where.headers,
        remoteAddress: where.remoteAddress,
      });
      return { response, body: json(response) };
    }
    async function signUp(email: string, where: Where) {
      await call('POST', '/verify/register/email', { email }, where);
      const code = t.delivery.lastCodeTo(email);
      const registered = await call(
        'POST',
        '/register/email',
        { email, emailverify: code, password: digestOf(PASSWORD) },
        where,
      );
      expect(registered.body.ret_code).toBe(0);
      return { id: String(registered.body.result.id), token: String(registered.body.token) };
    }
    const login = (email: string, where: Where, extra: object = {}) =>
      call('POST', '/login', { email, password: digestOf(PASSWORD), ...extra }, where);
    const notices = (session: string) =>
      call('GET', '/user/private/risk/guided-sign-ins', undefined, from(undefined, UK_IP, session));
    const acknowledge = (session: string, riskToken: string) =>
      call(
        'POST',
        '/user/private/risk/guided-sign-ins/acknowledge',
        { risk_token: riskToken },
        from(undefined, UK_IP, session),
      );

    beforeAll(async () => {
      fresh = await database.create();
      const geoTable = join(fresh.dataDir, 'geo.csv');
      writeFileSync(geoTable, '10.0.0.0/8,GB\n20.0.0.0/8,FR\n30.0.0.0/8,DE\n');
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

    it('risk_token type guide (id not "0"): a known device in a new country logs in with the token, no code', async () => {
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
      // No code was asked for: nothing was sent.
      expect(t.delivery.sent.length).toBe(sentBefore);
    });

    it('a new device stays risk_token type pass, whatever the country', async () => {
      const email = newEmail();
      await signUp(email, from('device-a', UK_IP));
      const sameCountry = await login(email, from('device-b', UK_IP));
      expect(sameCountry.body.result).toEqual({
        risk_token: expect.any(String),
        risk_token_type: 'pass',
      });
      expect(sameCountry.body.token).toBeUndefined();
      const newCountry = await login(email, from('device-c', FR_IP));
      expect(newCountry.body.result.risk_token_type).toBe('pass');
      expect(newCountry.body.token).toBeUndefined();
    });

    it('a known device in a known country: plain success, no risk token', async () => {
      const email = newEmail();
      await signUp(email, from('device-a', UK_IP));
      const { body } = await login(email, from('device-a', UK_IP));
      expect(body.ret_code).toBe(0);
      expect(body.token).toEqual(expect.any(String));
      expect(body.result).not.toHaveProperty('risk_token');
      expect(body.result).not.toHaveProperty('risk_token_type');
    });

    it('after a guided log-in the new country is known: the next log-in from it is plain', async () => {
      const email = newEmail();
      await signUp(email, from('device-a', UK_IP));
      expect((await login(email, from('device-a', FR_IP))).body.result.risk_token_type).toBe(
        'guide',
      );
      const next = await login(email, from('device-a', FR_IP));
      expect(next.body.token).toEqual(expect.any(String));
      expect(next.body.result).not.toHaveProperty('risk_token');
      // Another new country is guided again.
      expect((await login(email, from('device-a', DE_IP))).body.result.risk_token_type).toBe(
        'guide',
      );
    });

    it('a device not known yet (trusted on first use only) in a new country is verified (pass)', async () => {
      const email = newEmail();
      // Signed up by API without a device id: no known device, the country is known.
      await signUp(email, from(undefined, UK_IP));
      expect((await login(email, from('device-a', FR_IP))).body.result.risk_token_type).toBe(
        'pass',
      );
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

    it('the security page lists the guided sign-in (country, time); its token acknowledges it once, only for its own account (37001)', async () => {
      const email = newEmail();
      const other = newEmail();
      await signUp(email, from('device-a', UK_IP));
      const otherAccount = await signUp(other, from('device-o', UK_IP));
      const guided = await login(email, from('device-a', FR_IP));
      const session = String(guided.body.token);
      const riskToken = String(guided.body.result.risk_token);
      const signedInAt = t.clock.now();

      const listed = await notices(session);
      expect(listed.body).toMatchObject({
        ret_code: 0,
        result: { items: [{ country: 'FR', created_at: signedInAt }] },
      });
      // Bound to the account: another account's session cannot use it.
      expect((await acknowledge(otherAccount.token, riskToken)).body.ret_code).toBe(37001);
      expect((await acknowledge(session, 'not-a-token')).body.ret_code).toBe(37001);
      expect((await acknowledge(session, riskToken)).body.ret_code).toBe(0);
      expect((await notices(session)).body.result.items).toEqual([]);
      // Single use.
      expect((await acknowledge(session, riskToken)).body.ret_code).toBe(37001);
    });

    it('the guide token is no risk token for a log-in, nor for the security verification panel (37001)', async () => {
      const email = newEmail();
      await signUp(email, from('device-a', UK_IP));
      const riskToken = String(
        (await login(email, from('device-a', FR_IP))).body.result.risk_token,
      );
      expect((await login(email, from('device-b'), { risk_token: riskToken })).body.ret_code).toBe(
        37001,
      );
      const sent = await call('POST', '/user/public/risk/send-code', { risk_token: riskToken });
      expect(sent.body.ret_code).toBe(37001);
    });

    it('a notice is kept 30 days: then it is gone and its token no longer acknowledges (37001)', async () => {
      const email = newEmail();
      await signUp(email, from('device-a', UK_IP));
      const guided = await login(email, from('device-a', FR_IP));
      const session = String(guided.body.token);
      t.clock.advance(30 * 24 * 60 * 60_000);
      // A fresh session: the first may have expired by now.
      const again = await login(email, from('device-a', UK_IP));
      const fresh = String(again.body.token);
      expect((await notices(fresh)).body.result.items).toEqual([]);
      expect((await acknowledge(fresh, String(guided.body.result.risk_token))).body.ret_code).toBe(
        37001,
      );
      expect(session).not.toBe(fresh);
    });

    it('without a session both calls answer 10005 in the envelope', async () => {
      const listed = await call('GET', '/user/private/risk/guided-sign-ins');
      expect(listed.body.ret_code).toBe(10005);
      const acknowledged = await call('POST', '/user/private/risk/guided-sign-ins/acknowledge', {
        risk_token: 'x',
      });
      expect(acknowledged.body.ret_code).toBe(10005);
    });
  },
);
