/**
 * The older captcha providers' wiring (behaviour §4 "Captcha required before submit", §7
 * "Captcha provider scripts", §9; decision 022): the settings reach captcha-info and the
 * page's CSP, a login's provider fields and the visitor's address reach the provider, and a
 * refusal is 34001 with its reason, never a 500. The rules of each provider:
 * captcha-gate.service.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { START_SCRIPT_SOURCE, THEME_SCRIPT_SOURCE } from '../http/security.js';
import {
  PROVIDER_SECRETS,
  VERIFY_PATHS,
  md5,
  servedCaptchaProviders,
} from '../test-support/captcha-providers.js';
import { databases } from '../test-support/databases.js';
import { signUpByEmail } from '../test-support/flows.js';
import { routeTestApp } from '../test-support/route-test-app.js';
import { digestOf, json } from '../test-support/test-app.js';

const sqlite = databases[0]!;
const { recaptchaSecret, geetestId, geetestKey, qqAppId, qqAppSecret } = PROVIDER_SECRETS;
const SCRIPTS = 'http://127.0.0.1:9';
const INFO = '/v3/public/user/captcha-info';

describe('the new captcha off, the older providers in its place (behaviour §9)', () => {
  let providers: Awaited<ReturnType<typeof servedCaptchaProviders>>;
  const env: Record<string, string> = {
    CAPTCHA_ON_LOGIN: 'true',
    CAPTCHA_NEW: 'false',
    CAPTCHA_DOWNGRADE: 'geecaptcha,recaptcha,qq',
    GEETEST_ID: geetestId,
    GEETEST_KEY: geetestKey,
    GEETEST_SCRIPT_URL: `${SCRIPTS}/gt.js`,
    RECAPTCHA_SITE_KEY: 'site-key-1',
    RECAPTCHA_SECRET: recaptchaSecret,
    RECAPTCHA_SCRIPT_URL: `${SCRIPTS}/recaptcha.js`,
    QQCAPTCHA_APP_ID: qqAppId,
    QQCAPTCHA_APP_SECRET: qqAppSecret,
    QQCAPTCHA_SCRIPT_URL: `${SCRIPTS}/TCaptcha.js`,
  };
  beforeAll(async () => {
    // Before the app is built (its beforeAll runs next): the verify URLs point here.
    providers = await servedCaptchaProviders();
    env.RECAPTCHA_VERIFY_URL = `${providers.origin}${VERIFY_PATHS.recaptcha}`;
    env.GEETEST_VERIFY_URL = `${providers.origin}${VERIFY_PATHS.geetest}`;
    env.QQCAPTCHA_VERIFY_URL = `${providers.origin}${VERIFY_PATHS.qq}`;
  });
  const t = routeTestApp(sqlite, env);
  let email: string;
  let password: string;
  const login = (extra: object) =>
    t.post('/login', { email, password: digestOf(password), ...extra });

  beforeAll(async () => {
    email = 'providers@example.com';
    password = (await signUpByEmail(t, email)).password;
  });
  afterAll(() => providers?.stop());

  it('captcha-info answers the providers of the settings, and none of their secrets', async () => {
    const answer = await t.get(INFO);
    expect(answer.result).toMatchObject({ success: 0, newCaptcha: false, scene: 31000 });
    const offered = answer.result.downgrade as Record<string, string>[];
    expect(offered.map((entry) => entry.type)).toEqual(['geecaptcha', 'recaptcha', 'qqcatpcha']);
    expect(offered[1]).toEqual({
      type: 'recaptcha',
      site_key: 'site-key-1',
      script_url: `${SCRIPTS}/recaptcha.js`,
    });
    expect(JSON.stringify(answer)).not.toMatch(/geetest-private-key|qq-secret|server-secret/);
  });

  it('captcha provider scripts (behaviour §7): the page may load the configured providers, and only them', async () => {
    const response = await t.inject('GET', INFO);
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toMatch(
      /script-src 'self' http:\/\/127\.0\.0\.1:9 [^;]*https:\/\/static\.geetest\.com/,
    );
    expect(csp).toMatch(/frame-src 'self' http:\/\/127\.0\.0\.1:9/);
  });

  it("a login's provider fields and the visitor's address reach each provider; a confirmed answer logs in", async () => {
    providers.issue('token-ok');
    const recaptcha = { type: 'recaptcha', g_recaptcha_response: 'token-ok', key_version: 'v2' };
    expect((await login(recaptcha)).ret_code).toBe(0);
    expect(providers.seen.at(-1)).toMatchObject({ response: 'token-ok', remoteip: '127.0.0.1' });
    providers.issue('sec-1');
    const challenge = 'a'.repeat(32);
    const geetest = {
      type: 'geecaptcha',
      geetest_challenge: challenge,
      geetest_validate: md5(`${geetestKey}geetest${challenge}`),
      geetest_seccode: 'sec-1',
    };
    expect((await login(geetest)).ret_code).toBe(0);
    expect(providers.seen.at(-1)).toMatchObject({ seccode: 'sec-1', challenge });
    providers.issue('t-1');
    expect((await login({ type: 'qqcatpcha', ticket: 't-1', randstr: '@abc' })).ret_code).toBe(0);
    expect(providers.seen.at(-1)).toMatchObject({
      Ticket: 't-1',
      Randstr: '@abc',
      UserIP: '127.0.0.1',
    });
  });

  it('a refused answer is 34001 with its reason', async () => {
    expect(await login({ type: 'recaptcha', g_recaptcha_response: 'made-up' })).toMatchObject({
      ret_code: 34001,
      result: { reason: 'rejected' },
    });
    expect(await login({ type: 'qqcatpcha' })).toMatchObject({
      ret_code: 34001,
      result: { reason: 'missing' },
    });
    expect((await login({})).ret_code).toBe(34001);
  });
});

describe('captcha providers at the edges of the wire', () => {
  describe('a provider that cannot be reached', () => {
    const t = routeTestApp(sqlite, {
      CAPTCHA_ON_LOGIN: 'true',
      CAPTCHA_NEW: 'false',
      CAPTCHA_DOWNGRADE: 'qq',
      QQCAPTCHA_APP_ID: 'a',
      QQCAPTCHA_APP_SECRET: 's',
      QQCAPTCHA_VERIFY_URL: 'http://127.0.0.1:9/ticket/verify',
    });

    it('refuses the login with status 200 and 34001 provider, never a 500', async () => {
      const response = await t.inject('POST', '/login', {
        email: 'nobody@example.com',
        password: digestOf('Whatever1'),
        type: 'qqcatpcha',
        ticket: 't',
        randstr: 'r',
      });
      expect(response.statusCode).toBe(200);
      expect(json(response)).toMatchObject({ ret_code: 34001, result: { reason: 'provider' } });
    });
  });

  describe('no older provider configured', () => {
    const t = routeTestApp(sqlite);

    it('the CSP names no provider script', async () => {
      const response = await t.inject('GET', INFO);
      // Besides 'self', only the pages' two inline scripts, by their hashes (decisions 050, 136).
      expect(String(response.headers['content-security-policy'])).toContain(
        `script-src 'self' ${THEME_SCRIPT_SOURCE} ${START_SCRIPT_SOURCE};`,
      );
    });
  });
});

describe('older provider settings are checked at start-up', () => {
  it('CAPTCHA_DOWNGRADE accepts geecaptcha,recaptcha,qq and nothing else, naming the variable', () => {
    const keys = {
      GEETEST_ID: 'id',
      GEETEST_KEY: 'key',
      GEETEST_SCRIPT_URL: 'http://127.0.0.1:9/gt.js',
      RECAPTCHA_SITE_KEY: 'site',
      RECAPTCHA_SECRET: 'secret',
      QQCAPTCHA_APP_ID: 'app',
      QQCAPTCHA_APP_SECRET: 'secret',
    };
    // The proof-of-work off: the older providers are every scene's captcha (decision 109).
    const all = loadConfig({
      CAPTCHA_NEW: 'false',
      CAPTCHA_DOWNGRADE: 'geecaptcha, recaptcha, qq',
      ...keys,
    });
    expect(all.captchaDowngrade).toEqual(['geecaptcha', 'recaptcha', 'qq']);
    expect(() => loadConfig({ CAPTCHA_DOWNGRADE: 'qqcaptcha' })).toThrow(
      /Invalid CAPTCHA_DOWNGRADE: "qqcaptcha" is not one of geecaptcha, recaptcha, qq/,
    );
    expect(() => loadConfig({ CAPTCHA_DOWNGRADE: 'recaptcha, carrier-pigeon' })).toThrow(
      /Invalid CAPTCHA_DOWNGRADE: "carrier-pigeon" is not one of geecaptcha, recaptcha, qq/,
    );
    expect(() => loadConfig({ GEETEST_VERIFY_URL: 'ftp://x' })).toThrow(/GEETEST_VERIFY_URL/);
    expect(() => loadConfig({ QQCAPTCHA_SCRIPT_URL: 'nope' })).toThrow(/QQCAPTCHA_SCRIPT_URL/);
  });

  it('a provider without its keys stops start-up: the configuration is refused', () => {
    expect(() => loadConfig({ CAPTCHA_DOWNGRADE: 'recaptcha' })).toThrow(
      /Invalid CAPTCHA_DOWNGRADE: recaptcha needs RECAPTCHA_SITE_KEY and RECAPTCHA_SECRET/,
    );
    expect(() => loadConfig({ CAPTCHA_DOWNGRADE: 'geecaptcha', GEETEST_ID: 'x' })).toThrow(
      /Invalid CAPTCHA_DOWNGRADE: geecaptcha needs GEETEST_ID, GEETEST_KEY and GEETEST_SCRIPT_URL/,
    );
    expect(() => loadConfig({ CAPTCHA_DOWNGRADE: 'qq' })).toThrow(
      /Invalid CAPTCHA_DOWNGRADE: qq needs QQCAPTCHA_APP_ID and QQCAPTCHA_APP_SECRET/,
    );
  });
});
