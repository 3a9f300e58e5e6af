import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { THEME_SCRIPT_SOURCE } from '../http/security.js';
import { databases, type FreshDatabase } from '../test-support/databases.js';
import { signUpByEmail } from '../test-support/flows.js';
import { buildTestApp, digestOf, json, postJson, type TestApp } from '../test-support/test-app.js';

const md5 = (text: string) => createHash('md5').update(text).digest('hex');
const GEETEST_KEY = 'geetest-private-key';

/**
 * A loopback stand-in for both providers' verify calls: GeeTest's validate (POST, answers
 * {seccode: md5(seccode)} for a seccode it issued) and QQ's ticket/verify (GET, {response:"1"}
 * for a ticket it issued). Each issued answer passes once.
 */
function fakeProviders() {
  const seccodes = new Set<string>();
  const tickets = new Set<string>();
  const seen: Record<string, string>[] = [];
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://127.0.0.1');
      response.setHeader('content-type', 'application/json');
      if (url.pathname === '/validate.php') {
        const form = new URLSearchParams(body);
        seen.push(Object.fromEntries(form));
        const seccode = form.get('seccode') ?? '';
        const ok = form.get('captchaid') === 'gt-id' && seccodes.delete(seccode);
        response.end(JSON.stringify({ seccode: ok ? md5(seccode) : 'false' }));
        return;
      }
      seen.push(Object.fromEntries(url.searchParams));
      const ok =
        url.searchParams.get('AppSecretKey') === 'qq-secret' &&
        tickets.delete(url.searchParams.get('Ticket') ?? '');
      response.end(JSON.stringify({ response: ok ? '1' : '0', err_msg: ok ? 'OK' : 'bad' }));
    });
  });
  return {
    seen,
    issueSeccode: (code: string) => seccodes.add(code),
    issueTicket: (ticket: string) => tickets.add(ticket),
    start: () =>
      new Promise<string>((resolve) =>
        server.listen(0, '127.0.0.1', () => {
          resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
        }),
      ),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const sqlite = databases[0]!;

describe('fallback to image-puzzle or QQ when the new captcha is unavailable (behaviour §4, §9)', () => {
  const provider = fakeProviders();
  let fresh: FreshDatabase;
  let t: TestApp;
  let email: string;
  let password: string;
  const login = async (extra: object) =>
    json(await postJson(t.app, '/login', { email, password: digestOf(password), ...extra }));
  const geetestAnswer = (challenge: string, seccode: string) => ({
    type: 'geecaptcha',
    geetest_challenge: challenge,
    geetest_validate: md5(`${GEETEST_KEY}geetest${challenge}`),
    geetest_seccode: seccode,
  });

  beforeAll(async () => {
    const origin = await provider.start();
    fresh = await sqlite.create();
    t = await buildTestApp(fresh, {
      CAPTCHA_ON_LOGIN: 'true',
      CAPTCHA_NEW: 'false',
      CAPTCHA_DOWNGRADE: 'geecaptcha,recaptcha,qq',
      GEETEST_ID: 'gt-id',
      GEETEST_KEY,
      GEETEST_SCRIPT_URL: 'http://127.0.0.1:9/gt.js',
      GEETEST_VERIFY_URL: `${origin}/validate.php`,
      RECAPTCHA_SITE_KEY: 'site-key-1',
      RECAPTCHA_SECRET: 'server-secret',
      RECAPTCHA_SCRIPT_URL: 'http://127.0.0.1:9/recaptcha.js',
      QQCAPTCHA_APP_ID: 'qq-app',
      QQCAPTCHA_APP_SECRET: 'qq-secret',
      QQCAPTCHA_SCRIPT_URL: 'http://127.0.0.1:9/TCaptcha.js',
      QQCAPTCHA_VERIFY_URL: `${origin}/ticket/verify`,
    });
    email = 'providers@example.com';
    password = (await signUpByEmail(t, email)).password;
  });
  afterAll(async () => {
    await t?.app.close();
    await fresh?.dispose();
    await provider.stop();
  });

  it('captcha-info names the old list in behaviour §9 order: geecaptcha (gt, fresh challenge), recaptcha, qqcatpcha', async () => {
    const first = json(await t.app.inject({ url: '/x-api/v3/public/user/captcha-info' }));
    const second = json(await t.app.inject({ url: '/x-api/v3/public/user/captcha-info' }));
    const list = (first.result as { downgrade: Record<string, string>[] }).downgrade;
    expect(list.map((p) => p.type)).toEqual(['geecaptcha', 'recaptcha', 'qqcatpcha']);
    expect(list[0]).toMatchObject({ gt: 'gt-id', script_url: 'http://127.0.0.1:9/gt.js' });
    expect(list[0]!.challenge).toMatch(/^[0-9a-f]{32}$/);
    const again = (second.result as { downgrade: Record<string, string>[] }).downgrade;
    expect(again[0]!.challenge).not.toBe(list[0]!.challenge);
    expect(list[2]).toEqual({
      type: 'qqcatpcha',
      app_id: 'qq-app',
      script_url: 'http://127.0.0.1:9/TCaptcha.js',
    });
    expect(JSON.stringify(first)).not.toMatch(/geetest-private-key|qq-secret/);
  });

  it('captcha provider scripts (behaviour §7): the page may load the configured providers, and only them', async () => {
    const response = await t.app.inject({ url: '/x-api/v3/public/user/captcha-info' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toMatch(
      /script-src 'self' http:\/\/127\.0\.0\.1:9 [^;]*https:\/\/static\.geetest\.com/,
    );
    expect(csp).toMatch(/frame-src 'self' http:\/\/127\.0\.0\.1:9/);
    const plain = await sqlite.create();
    const other = await buildTestApp(plain, {});
    try {
      const headers = (await other.app.inject({ url: '/x-api/v3/public/user/captcha-info' }))
        .headers;
      // Besides 'self', only the pages' inline theme script, by its hash (decision 050).
      expect(String(headers['content-security-policy'])).toContain(
        `script-src 'self' ${THEME_SCRIPT_SOURCE};`,
      );
    } finally {
      await other.app.close();
      await plain.dispose();
    }
  });

  it('geetest validate: an answer made with the key that the provider confirms logs in', async () => {
    provider.issueSeccode('sec-1|jordan');
    const body = await login(geetestAnswer('a'.repeat(32), 'sec-1|jordan'));
    expect(body.ret_code).toBe(0);
    expect(provider.seen.at(-1)).toEqual({
      seccode: 'sec-1|jordan',
      challenge: 'a'.repeat(32),
      captchaid: 'gt-id',
      json_format: '1',
    });
  });

  it('geetest validate: a forged validate, a refused seccode, a reused one or none is 34001', async () => {
    const asked = provider.seen.length;
    const forged = { ...geetestAnswer('b'.repeat(32), 'sec-2'), geetest_validate: 'f'.repeat(32) };
    expect(await login(forged)).toMatchObject({ ret_code: 34001, result: { reason: 'rejected' } });
    expect(provider.seen.length).toBe(asked);
    expect(await login(geetestAnswer('b'.repeat(32), 'never-issued'))).toMatchObject({
      ret_code: 34001,
      result: { reason: 'rejected' },
    });
    provider.issueSeccode('sec-3');
    expect((await login(geetestAnswer('c'.repeat(32), 'sec-3'))).ret_code).toBe(0);
    expect((await login(geetestAnswer('c'.repeat(32), 'sec-3'))).ret_code).toBe(34001);
    expect(await login({ type: 'geecaptcha' })).toMatchObject({
      ret_code: 34001,
      result: { reason: 'missing' },
    });
  });

  it('ticket/randstr (QQ): a ticket the provider confirms logs in; the server sent app id, secret and IP', async () => {
    provider.issueTicket('t-1');
    expect((await login({ type: 'qqcatpcha', ticket: 't-1', randstr: '@abc' })).ret_code).toBe(0);
    expect(provider.seen.at(-1)).toEqual({
      aid: 'qq-app',
      AppSecretKey: 'qq-secret',
      Ticket: 't-1',
      Randstr: '@abc',
      UserIP: '127.0.0.1',
    });
  });

  it('ticket/randstr (QQ): a made-up, reused or missing ticket is 34001', async () => {
    expect(await login({ type: 'qqcatpcha', ticket: 'forged', randstr: 'x' })).toMatchObject({
      ret_code: 34001,
      result: { reason: 'rejected' },
    });
    provider.issueTicket('t-2');
    expect((await login({ type: 'qqcatpcha', ticket: 't-2', randstr: 'x' })).ret_code).toBe(0);
    expect((await login({ type: 'qqcatpcha', ticket: 't-2', randstr: 'x' })).ret_code).toBe(34001);
    expect(await login({ type: 'qqcatpcha' })).toMatchObject({
      ret_code: 34001,
      result: { reason: 'missing' },
    });
  });
});

describe('older provider settings are checked at start-up', () => {
  it('CAPTCHA_DOWNGRADE accepts geecaptcha,recaptcha,qq and nothing else', () => {
    const keys = {
      GEETEST_ID: 'id',
      GEETEST_KEY: 'key',
      GEETEST_SCRIPT_URL: 'http://127.0.0.1:9/gt.js',
      RECAPTCHA_SITE_KEY: 'site',
      RECAPTCHA_SECRET: 'secret',
      QQCAPTCHA_APP_ID: 'app',
      QQCAPTCHA_APP_SECRET: 'secret',
    };
    const all = loadConfig({ CAPTCHA_DOWNGRADE: 'geecaptcha, recaptcha, qq', ...keys });
    expect(all.captchaDowngrade).toEqual(['geecaptcha', 'recaptcha', 'qq']);
    expect(() => loadConfig({ CAPTCHA_DOWNGRADE: 'qqcaptcha' })).toThrow(
      /Invalid CAPTCHA_DOWNGRADE: "qqcaptcha" is not one of geecaptcha, recaptcha, qq/,
    );
    expect(() => loadConfig({ GEETEST_VERIFY_URL: 'ftp://x' })).toThrow(/GEETEST_VERIFY_URL/);
    expect(() => loadConfig({ QQCAPTCHA_SCRIPT_URL: 'nope' })).toThrow(/QQCAPTCHA_SCRIPT_URL/);
  });

  it('geecaptcha without its id, key and script, or qq without its id and secret, stops start-up: the configuration is refused', () => {
    expect(() => loadConfig({ CAPTCHA_DOWNGRADE: 'geecaptcha', GEETEST_ID: 'x' })).toThrow(
      /Invalid CAPTCHA_DOWNGRADE: geecaptcha needs GEETEST_ID, GEETEST_KEY and GEETEST_SCRIPT_URL/,
    );
    expect(() => loadConfig({ CAPTCHA_DOWNGRADE: 'qq' })).toThrow(
      /Invalid CAPTCHA_DOWNGRADE: qq needs QQCAPTCHA_APP_ID and QQCAPTCHA_APP_SECRET/,
    );
  });

  it('an unreachable provider refuses the login (34001 provider), never a 500', async () => {
    const fresh = await sqlite.create();
    const t = await buildTestApp(fresh, {
      CAPTCHA_ON_LOGIN: 'true',
      CAPTCHA_DOWNGRADE: 'qq',
      QQCAPTCHA_APP_ID: 'a',
      QQCAPTCHA_APP_SECRET: 's',
      QQCAPTCHA_VERIFY_URL: 'http://127.0.0.1:9/ticket/verify',
    });
    try {
      const response = await postJson(t.app, '/login', {
        email: 'nobody@example.com',
        password: digestOf('Whatever1'),
        type: 'qqcatpcha',
        ticket: 't',
        randstr: 'r',
      });
      expect(response.statusCode).toBe(200);
      expect(json(response)).toMatchObject({ ret_code: 34001, result: { reason: 'provider' } });
    } finally {
      await t.app.close();
      await fresh.dispose();
    }
  });
});
