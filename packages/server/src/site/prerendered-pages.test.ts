import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { THEME_BEFORE_PAINT_SCRIPT } from '@foyer/contract';
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
  const file = (url: string, hostname = 'localhost', registerType?: 'newLink' | 'oldCode') =>
    pageFile(PAGES, { url, hostname }, registerType);

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

  it("sends sign-up's page for the server's register type, else the one that waits for the browser's", () => {
    expect(file('/en/register', 'localhost', 'newLink')).toBe(
      'prerendered/en/register.newLink.html',
    );
    expect(file('/en/register', 'localhost', 'oldCode')).toBe('prerendered/en/register.html');
    expect(file('/en/register')).toBe('prerendered/en/register.html');
    expect(file('/en/login', 'localhost', 'newLink')).toBe('prerendered/en/login.html');
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

/** What a served page shows before any script runs: read from its HTML as sent. */
function beforeScripts(html: string) {
  const root = html.slice(html.indexOf('<div id="root"'));
  const emailId = /<input\b[^>]*\btype="email"[^>]*\bid="([^"]+)"/.exec(root)?.[1];
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

  it("runs the page's one inline script, the theme before paint, and the CSP allows it by hash", async () => {
    const response = await oldCode.app.inject({ url: '/en/login' });
    expect(response.body).toContain(`<script>${THEME_BEFORE_PAINT_SCRIPT}</script>`);
    const hash = createHash('sha256').update(THEME_BEFORE_PAINT_SCRIPT).digest('base64');
    const scriptSrc = /script-src ([^;]*)/.exec(
      String(response.headers['content-security-policy']),
    );
    expect(scriptSrc?.[1]).toBe(`'self' 'sha256-${hash}'`);
  });

  it('sends the brotli file the build wrote for a prerendered page', async () => {
    const response = await oldCode.app.inject({
      url: '/en/login',
      headers: { 'accept-encoding': 'br' },
    });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['vary']).toMatch(/accept-encoding/i);
  });

  it('sign-up with a register type per device: the page in its language, the form left to the browser', async () => {
    const page = beforeScripts((await perDevice.app.inject({ url: '/ar-SA/register' })).body);
    expect(page).toMatchObject({ lang: 'ar-SA', dir: 'rtl', emailLabel: null });
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
    expect([...pages.keys()].sort()).toEqual([
      '/ar-SA/login',
      '/ar-SA/register',
      '/en/login',
      '/en/register',
    ]);
    expect([...pages.get('/en/register')!.byRegisterType.keys()].sort()).toEqual([
      'newCode',
      'newLink',
      'oldCode',
      'oldLink',
    ]);
  });
});
