import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases, type FreshDatabase } from '../test-support/databases.js';
import { signUpByEmail } from '../test-support/flows.js';
import { buildTestApp, digestOf, json, postJson, type TestApp } from '../test-support/test-app.js';

describe.each(databases)('answers carrying tokens are never cached, on $name', (database) => {
  let fresh: FreshDatabase;
  let t: TestApp;

  beforeAll(async () => {
    fresh = await database.create();
    t = await buildTestApp(fresh);
  });
  afterAll(async () => {
    await t?.app.close();
    await fresh?.dispose();
  });

  it('a log-in answer (session token and cookie) is Cache-Control: no-store', async () => {
    const email = 'cached@example.com';
    const account = await signUpByEmail(t, email);
    const response = await postJson(t.app, '/login', {
      email,
      password: digestOf(account.password),
    });
    expect(json(response).token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('a risk-token answer is Cache-Control: no-store', async () => {
    // The first sign-up send of a device already asks for a security verification.
    const risky = await buildTestApp(fresh, { SIGN_UP_RISK_TARGETS_PER_HOUR: '1' });
    try {
      const response = await postJson(risky.app, '/verify/register/email', {
        email: 'risky@example.com',
      });
      expect(json(response).result.risk_token).toEqual(expect.any(String));
      expect(response.headers['cache-control']).toBe('no-store');
    } finally {
      await risky.app.close();
    }
  });

  it('so is every API answer, refusals included', async () => {
    const response = await t.app.inject({ url: '/x-api/no-such-call' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['cache-control']).toBe('no-store');
  });
});
