import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases, type FreshDatabase } from '../test-support/databases.js';
import { buildTestApp, json, type TestApp } from '../test-support/test-app.js';

// The envelope rules do not depend on the database: SQLite is enough here.
const sqlite = databases[0]!;

describe('every answer is the envelope with a non-zero ret_code: never a 500 for bad input, never a stack', () => {
  let fresh: FreshDatabase;
  let t: TestApp;

  beforeAll(async () => {
    fresh = await sqlite.create();
    t = await buildTestApp(fresh);
    t.app.get('/x-api/test/boom', async () => {
      throw new Error('secret detail at /work/main/src/x.ts:1');
    });
  });
  afterAll(async () => {
    await t?.app.close();
    await fresh?.dispose();
  });

  const expectEnvelope = (
    response: { statusCode: number; body: string },
    status: number,
    retCode: number,
  ) => {
    expect(response.statusCode).toBe(status);
    expect(JSON.parse(response.body)).toMatchObject({
      ret_code: retCode,
      ret_msg: expect.any(String),
    });
    expect(response.body).not.toMatch(/stack|at .*\.ts|secret/i);
  };

  it('unknown path: 404, 10404', async () => {
    expectEnvelope(await t.app.inject({ url: '/x-api/no/such/call' }), 404, 10404);
    expectEnvelope(await t.app.inject({ method: 'DELETE', url: '/elsewhere' }), 404, 10404);
  });

  it('wrong method on a known path: 405, 10405, with Allow', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/x-api/login?x=1' });
    expectEnvelope(response, 405, 10405);
    expect(response.headers.allow).toBe('POST');
  });

  it('malformed JSON: 400, 10004', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/x-api/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expectEnvelope(response, 400, 10004);
    expect(json(response).ret_msg).toBe('body: malformed JSON');
  });

  it('a JSON body that is not an object, or a missing body: 400, 10004', async () => {
    const post = (payload: string) =>
      t.app.inject({
        method: 'POST',
        url: '/x-api/verify/register/email',
        headers: { 'content-type': 'application/json' },
        payload,
      });
    expectEnvelope(await post('[1,2]'), 400, 10004);
    expectEnvelope(await post('null'), 400, 10004);
    expectEnvelope(await post(''), 400, 10004);
  });

  it('prototype poisoning is refused: 400, 10004', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/x-api/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"__proto__":{"admin":true}}',
    });
    expectEnvelope(response, 400, 10004);
  });

  it('oversized body (over 64 KiB): 413, 10413', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/x-api/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.co', pad: 'x'.repeat(70_000) }),
    });
    expectEnvelope(response, 413, 10413);
  });

  it('a body that is not JSON: 400 (text) or 415 (other types), 10004', async () => {
    const post = (type: string) =>
      t.app.inject({
        method: 'POST',
        url: '/x-api/login',
        headers: { 'content-type': type },
        payload: 'email=a@b.co',
      });
    expectEnvelope(await post('text/plain'), 400, 10004);
    expectEnvelope(await post('application/x-www-form-urlencoded'), 415, 10004);
  });

  it('a bad field: 400, 10004, ret_msg names the field and its message key', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/x-api/verify/register/email',
      payload: { email: 'x'.repeat(95) + '@b.com' },
    });
    expectEnvelope(response, 400, 10004);
    expect(json(response).ret_msg).toBe('email: invalidMail');
  });

  it('a malformed URL: 400, 10004', async () => {
    expectEnvelope(await t.app.inject({ url: '/x-api/%E0%A4%A' }), 400, 10004);
  });

  it('a bug: 500, 10500 with a generic message and no detail', async () => {
    const response = await t.app.inject({ url: '/x-api/test/boom' });
    expectEnvelope(response, 500, 10500);
    expect(json(response).ret_msg).toBe('Internal error');
  });

  it('security headers and the CSP are on every answer', async () => {
    const response = await t.app.inject({ url: '/x-api/register/countryCode' });
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('rate limits answer 429 with 10006', () => {
  it('the whole API is limited per IP (RATE_LIMIT_PER_MINUTE), send-code more strictly', async () => {
    const fresh = await sqlite.create();
    const t = await buildTestApp(fresh, {
      RATE_LIMIT_PER_MINUTE: '3',
      RATE_LIMIT_SEND_CODE_PER_MINUTE: '1',
    });
    try {
      const codes = [];
      for (let i = 0; i < 4; i += 1)
        codes.push((await t.app.inject({ url: '/x-api/register/countryCode' })).statusCode);
      expect(codes).toEqual([200, 200, 200, 429]);
      const limited = await t.app.inject({ url: '/x-api/register/countryCode' });
      expect(json(limited)).toMatchObject({ ret_code: 10006 });
      expect(limited.headers['retry-after']).toBeDefined();

      const send = (email: string) =>
        t.app.inject({ method: 'POST', url: '/x-api/verify/register/email', payload: { email } });
      expect((await send('a@example.com')).statusCode).toBe(200);
      const second = await send('b@example.com');
      expect(second.statusCode).toBe(429);
      expect(json(second).ret_code).toBe(10006);
    } finally {
      await t.app.close();
      await fresh.dispose();
    }
  });
});
