import { createHash } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  DEVICE_ID_COOKIE,
  START_ON_INTENT_SCRIPT,
  THEME_BEFORE_PAINT_SCRIPT,
  type RegisterType,
} from '@foyer/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases, type FreshDatabase } from '../test-support/databases.js';
import { buildTestApp, type TestApp } from '../test-support/test-app.js';
import {
  pageFile,
  prerenderedPages,
  SPA_INDEX,
  type PrerenderedPage,
} from './prerendered-pages.js';

const PAGES: ReadonlyMap<string, PrerenderedPage> = new Map([
  ['/en/login', { file: 'prerendered/en/login.html', byRegisterType: new Map() }],
  [
    '/en/register',
    {
      file: 'prerendered/en/register.html',
      byRegisterType: new Map([['newLink', 'prerendered/en/register.newLink.html']]),
    },
  ],
]);

describe('which file answers a page (decision 050)', () => {
  const file = (url: string, hostname = 'localhost', registerType: RegisterType = 'oldCode') =>
    pageFile(PAGES, { url, hostname }, () => registerType);

  it('sends the prerendered first screen of a page the build rendered, on the default site', () => {
    expect(file('/en/login')).toBe('prerendered/en/login.html');
    expect(file('/en/login', 'www.example.com:8443')).toBe('prerendered/en/login.html');
  });

  it("never sends another site's host the default site's page: its rules differ (decision 004)", () => {
    for (const hostname of ['eu.localhost', 'tr.example.com', 'kz.localhost:5173']) {
      expect(file('/en/login', hostname)).toBe(SPA_INDEX);
    }
  });

  it('keeps the page for ?theme= (applied before paint), not for a query that changes the screen', () => {
    expect(file('/en/login?theme=dark')).toBe('prerendered/en/login.html');
    for (const query of ['ref=abc', 'theme=dark&ref=abc', 'tg_auth=1', 'redirect_url=%2F']) {
      expect(file(`/en/register?${query}`)).toBe(SPA_INDEX);
    }
  });

  it("sends sign-up's page for the register type, else the one that waits for the browser's", () => {
    expect(file('/en/register', 'localhost', 'newLink')).toBe(
      'prerendered/en/register.newLink.html',
    );
    expect(file('/en/register', 'localhost', 'oldCode')).toBe('prerendered/en/register.html');
    expect(file('/en/login', 'localhost', 'newLink')).toBe('prerendered/en/login.html');
  });

  it('asks the register type only for a page made per type (so only sign-up sets a device id)', () => {
    let asked = 0;
    const typeOf = () => {
      asked += 1;
      return 'newLink' as const;
    };
    pageFile(PAGES, { url: '/en/login', hostname: 'localhost' }, typeOf);
    pageFile(PAGES, { url: '/en/register?ref=abc', hostname: 'localhost' }, typeOf);
    pageFile(PAGES, { url: '/en/register', hostname: 'eu.localhost' }, typeOf);
    expect(asked).toBe(0);
    pageFile(PAGES, { url: '/en/register', hostname: 'localhost' }, typeOf);
    expect(asked).toBe(1);
  });

  it("sends index.html for every other page, a variant's own name included", () => {
    for (const url of [
      '/',
      '/en/dashboard',
      '/ja-JP/login',
      '/en/login/',
      '/EN/login',
      '/en/register.newLink',
    ]) {
      expect(file(url, 'localhost', 'newLink')).toBe(SPA_INDEX);
    }
  });
});

/** The built web app: `npm run build` makes it, and `npm test` runs the build first. */
const WEB_DIST = fileURLToPath(new URL('../../../../apps/web/dist', import.meta.url));
const APP_LOCALES = fileURLToPath(
  new URL('../../../../apps/web/src/i18n/locales', import.meta.url),
);

/** What a served page shows before any script runs: read from its HTML as sent. */
function beforeScripts(html: string) {
  const root = html.slice(html.indexOf('<div id="root"'));
  // The e-mail field, or the three-step layout's one "Email or mobile" field (a text input).
  const emailId =
    /<input\b(?=[^>]*\b(?:type="email"|autocomplete="username"))[^>]*\bid="([^"]+)"/i.exec(
      root,
    )?.[1];
  const label = emailId
    ? new RegExp(`<label for="${emailId}"[^>]*>([^<]*)</label>`).exec(root)
    : null;
  return {
    lang: /<html\b[^>]*\blang="([^"]*)"/.exec(html)?.[1],
    dir: /<html\b[^>]*\bdir="([^"]*)"/.exec(html)?.[1],
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
    emailLabel: label?.[1] ?? null,
  };
}

describe('the served log-in and sign-up pages hold their form before any script (decision 050)', () => {
  let fresh: FreshDatabase;
  let oldCode: TestApp;
  let perDevice: TestApp;

  beforeAll(async () => {
    if (!existsSync(`${WEB_DIST}/prerendered`)) {
      throw new Error(`No prerendered pages in ${WEB_DIST}: run \`npm run build\` first.`);
    }
    fresh = await databases[0]!.create();
    oldCode = await buildTestApp(fresh, { WEB_DIST_DIR: WEB_DIST, REGISTER_TYPE: 'oldCode' });
    perDevice = await buildTestApp(fresh, { WEB_DIST_DIR: WEB_DIST });
  });
  afterAll(async () => {
    await oldCode?.app.close();
    await perDevice?.app.close();
    await fresh?.dispose();
  });

  it('/en/login: the labelled e-mail field, in English, left to right', async () => {
    const response = await oldCode.app.inject({ url: '/en/login' });
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(beforeScripts(response.body)).toEqual({
      lang: 'en',
      dir: 'ltr',
      title: 'Log in | Foyer',
      emailLabel: 'Email',
    });
  });

  it('/ar-SA/register: the labelled e-mail field, in Arabic, right to left', async () => {
    const response = await oldCode.app.inject({ url: '/ar-SA/register' });
    expect(beforeScripts(response.body)).toEqual({
      lang: 'ar-SA',
      dir: 'rtl',
      title: 'إنشاء حساب | Foyer',
      emailLabel: 'البريد الإلكتروني',
    });
  });

  it('runs two inline scripts, the theme before paint and the start on intent, each allowed by its hash', async () => {
    const response = await oldCode.app.inject({ url: '/en/login' });
    expect(response.body).toContain(`<script>${THEME_BEFORE_PAINT_SCRIPT}</script>`);
    // Decision 136: the app's files wait for the first intent; no script is fetched at load.
    expect(response.body).toContain(`<script>${START_ON_INTENT_SCRIPT}</script>`);
    expect(response.body).not.toMatch(/<script\b[^>]*\bsrc=/);
    const hash = (text: string) => createHash('sha256').update(text).digest('base64');
    const scriptSrc = /script-src ([^;]*)/.exec(
      String(response.headers['content-security-policy']),
    );
    expect(scriptSrc?.[1]).toBe(
      `'self' 'sha256-${hash(THEME_BEFORE_PAINT_SCRIPT)}' 'sha256-${hash(START_ON_INTENT_SCRIPT)}'`,
    );
  });

  it('sends the brotli file the build wrote for a prerendered page', async () => {
    const response = await oldCode.app.inject({
      url: '/en/login',
      headers: { 'accept-encoding': 'br' },
    });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['vary']).toMatch(/accept-encoding/i);
  });

  describe('sign-up with a register type per device (behaviour §4 A/B layout; decision 056)', () => {
    /** The register type a page was rendered for, as its root says. */
    const renderedType = (html: string) => /data-register-type="([A-Za-z]+)"/.exec(html)?.[1];
    const configType = async (guid: string) =>
      (
        await perDevice.app.inject({
          method: 'POST',
          url: '/x-api/v3/config/web',
          headers: { guid },
          payload: {},
        })
      ).json<{ result: { register_type: string } }>().result.register_type;
    /** The three-step layout's account step has one "Email or mobile" field (behaviour §5). */
    const oneField = (arm: string) => arm === 'newCode' || arm === 'newLink';
    const deviceCookie = (response: { cookies: { name: string; value: string }[] }) =>
      response.cookies.find((cookie) => cookie.name === DEVICE_ID_COOKIE);

    it('a first visit is given a device id and the form of its arm, before any script', async () => {
      const response = await perDevice.app.inject({ url: '/ar-SA/register' });
      const cookie = deviceCookie(response);
      expect(cookie?.value).toMatch(/^[0-9a-f-]{36}$/);
      expect(cookie).toMatchObject({ path: '/', sameSite: 'Lax', maxAge: 120 * 24 * 3600 });
      expect(cookie).not.toHaveProperty('httpOnly', true);
      // The arm the page was made for is the one the browser's own call gets with that id.
      const arm = await configType(cookie!.value);
      expect(renderedType(response.body)).toBe(arm);
      expect(beforeScripts(response.body)).toMatchObject({
        lang: 'ar-SA',
        dir: 'rtl',
        emailLabel: oneField(arm) ? 'البريد الإلكتروني أو الجوال' : 'البريد الإلكتروني',
      });
      expect(String(response.headers['vary'])).toMatch(/cookie/i);
      expect(String(response.headers['vary'])).toMatch(/accept-encoding/i);
    });

    it('a returning device keeps its id and its arm, whichever arm that is', async () => {
      const arms = new Set<string | undefined>();
      for (let device = 0; device < 16; device += 1) {
        const guid = `0f6d1f7e-0000-4000-8000-${String(device).padStart(12, '0')}`;
        const response = await perDevice.app.inject({
          url: '/en/register',
          cookies: { [DEVICE_ID_COOKIE]: guid },
        });
        expect(deviceCookie(response)).toBeUndefined();
        const arm = await configType(guid);
        expect(renderedType(response.body)).toBe(arm);
        expect(beforeScripts(response.body).emailLabel).toBe(
          oneField(arm) ? 'Email or mobile' : 'Email',
        );
        arms.add(renderedType(response.body));
      }
      expect([...arms].sort()).toEqual(['newCode', 'oldCode']);
    });

    it('a device id that is not one is replaced, and log-in sets none', async () => {
      const odd = await perDevice.app.inject({
        url: '/en/register',
        cookies: { [DEVICE_ID_COOKIE]: '<script>' },
      });
      expect(deviceCookie(odd)?.value).toMatch(/^[0-9a-f-]{36}$/);
      expect(deviceCookie(await perDevice.app.inject({ url: '/en/login' }))).toBeUndefined();
    });
  });

  it("another site's host gets the page its browser renders, never the default site's", async () => {
    const response = await oldCode.app.inject({
      url: '/en/login',
      headers: { host: 'eu.localhost' },
    });
    expect(response.body).toContain('<div id="root"></div>');
  });

  it('lists each prerendered page once, with its sign-up variants', async () => {
    const pages = await prerenderedPages(WEB_DIST);
    // English and every language with texts of its own (decision 077: found by folder).
    const languages = readdirSync(APP_LOCALES).filter((language) =>
      existsSync(join(APP_LOCALES, language, 'app.json')),
    );
    expect(languages).toEqual(expect.arrayContaining(['en', 'ar-SA', 'ja-JP']));
    const expected = languages.flatMap((language) => [
      `/${language}/login`,
      `/${language}/register`,
    ]);
    expect([...pages.keys()].sort()).toEqual(expected.sort());
    expect([...pages.get('/en/register')!.byRegisterType.keys()].sort()).toEqual([
      'newCode',
      'newLink',
      'oldCode',
      'oldLink',
    ]);
  });
});
