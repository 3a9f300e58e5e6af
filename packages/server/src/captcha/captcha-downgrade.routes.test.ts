import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { databases, type FreshDatabase } from '../test-support/databases.js';
import { signUpByEmail } from '../test-support/flows.js';
import { buildTestApp, digestOf, json, postJson, type TestApp } from '../test-support/test-app.js';

/** A loopback stand-in for the provider's siteverify: each issued token passes once. */
function fakeSiteverify() {
  const live = new Set<string>();
  const seen: URLSearchParams[] = [];
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const form = new URLSearchParams(body);
      seen.push(form);
      const token = form.get('response') ?? '';
      const ok = form.get('secret') === 'server-secret' && live.delete(token);
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ success: ok }));
    });
  });
  return {
    seen,
    issue: (token: string) => live.add(token),
    start: () =>
      new Promise<string>((resolve) =>
        server.listen(0, '127.0.0.1', () => {
          resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}/siteverify`);
        }),
      ),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const sqlite = databases[0]!;

describe('captcha downgrade to an older provider (behaviour §4, §9)', () => {
  const provider = fakeSiteverify();
  let fresh: FreshDatabase;
  let t: TestApp;
  let email: string;
  let password: string;
  const login = async (extra: object) =>
    json(await postJson(t.app, '/login', { email, password: digestOf(password), ...extra }));

  beforeAll(async () => {
    const verifyUrl = await provider.start();
    fresh = await sqlite.create();
    t = await buildTestApp(fresh, {
      CAPTCHA_ON_LOGIN: 'true',
      CAPTCHA_NEW: 'false',
      CAPTCHA_DOWNGRADE: 'recaptcha',
      RECAPTCHA_SITE_KEY: 'site-key-1',
      RECAPTCHA_SECRET: 'server-secret',
      RECAPTCHA_SCRIPT_URL: 'http://127.0.0.1:9/recaptcha.js',
      RECAPTCHA_VERIFY_URL: verifyUrl,
    });
    email = 'downgrade@example.com';
    password = (await signUpByEmail(t, email)).password;
  });
  afterAll(async () => {
    await t?.app.close();
    await fresh?.dispose();
    await provider.stop();
  });

  it('captcha-info says the new captcha is unavailable and names the provider to fall back to', async () => {
    const answer = json(await t.app.inject({ url: '/x-api/v3/public/user/captcha-info' }));
    expect(answer.result).toEqual({
      success: 0,
      newCaptcha: false,
      scene: 31000,
      downgrade: [
        {
          type: 'recaptcha',
          site_key: 'site-key-1',
          script_url: 'http://127.0.0.1:9/recaptcha.js',
        },
      ],
      visible: false,
    });
  });

  it('a login with a reCAPTCHA answer the provider accepts succeeds; the server sent secret, response and IP', async () => {
    provider.issue('token-ok');
    const body = await login({
      type: 'recaptcha',
      g_recaptcha_response: 'token-ok',
      key_version: 'v2',
    });
    expect(body.ret_code).toBe(0);
    const form = provider.seen.at(-1)!;
    expect(Object.fromEntries(form)).toEqual({
      secret: 'server-secret',
      response: 'token-ok',
      remoteip: '127.0.0.1',
    });
  });

  it('an answer the provider rejects, or a reused one, is refused with 34001', async () => {
    expect(await login({ type: 'recaptcha', g_recaptcha_response: 'made-up' })).toMatchObject({
      ret_code: 34001,
      result: { reason: 'rejected' },
    });
    provider.issue('token-once');
    expect((await login({ type: 'recaptcha', g_recaptcha_response: 'token-once' })).ret_code).toBe(
      0,
    );
    expect((await login({ type: 'recaptcha', g_recaptcha_response: 'token-once' })).ret_code).toBe(
      34001,
    );
  });

  it('with the new captcha switched off, a proof-of-work answer or none is refused', async () => {
    expect((await login({})).ret_code).toBe(34001);
    expect((await login({ magpie_verify_info: { token: 'x', scene: 31000 } })).ret_code).toBe(
      34001,
    );
  });

  it('a provider not in CAPTCHA_DOWNGRADE is refused', async () => {
    expect(await login({ type: 'geecaptcha' })).toMatchObject({
      ret_code: 34001,
      result: { reason: 'provider' },
    });
  });
});

describe('captcha downgrade settings', () => {
  it('an unknown provider in CAPTCHA_DOWNGRADE stops start-up naming the variable', () => {
    expect(() => loadConfig({ CAPTCHA_DOWNGRADE: 'recaptcha, carrier-pigeon' })).toThrow(
      /Invalid CAPTCHA_DOWNGRADE: "carrier-pigeon" is not one of geecaptcha, recaptcha, qq/,
    );
  });

  it('recaptcha without its keys stops start-up: the configuration is refused', () => {
    expect(() => loadConfig({ CAPTCHA_DOWNGRADE: 'recaptcha' })).toThrow(
      /Invalid CAPTCHA_DOWNGRADE: recaptcha needs RECAPTCHA_SITE_KEY and RECAPTCHA_SECRET/,
    );
  });

  it('a provider that cannot be reached refuses the login (34001 provider), never a 500', async () => {
    const fresh = await sqlite.create();
    const t = await buildTestApp(fresh, {
      CAPTCHA_ON_LOGIN: 'true',
      CAPTCHA_DOWNGRADE: 'recaptcha',
      RECAPTCHA_SITE_KEY: 'k',
      RECAPTCHA_SECRET: 's',
      RECAPTCHA_VERIFY_URL: 'http://127.0.0.1:9/siteverify',
    });
    try {
      const response = await postJson(t.app, '/login', {
        email: 'nobody@example.com',
        password: digestOf('Whatever1'),
        type: 'recaptcha',
        g_recaptcha_response: 'anything',
      });
      expect(response.statusCode).toBe(200);
      expect(json(response)).toMatchObject({ ret_code: 34001, result: { reason: 'provider' } });
    } finally {
      await t.app.close();
      await fresh.dispose();
    }
  });
});
