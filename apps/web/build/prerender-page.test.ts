// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { START_META_NAME, START_ON_INTENT_SCRIPT } from '@foyer/contract';
import { firstScreenHtml, stylesheetPaths } from './prerender-page';

const TEMPLATE = `<!doctype html>
<html lang="en" dir="ltr">
  <head>
    <title>Foyer</title>
    <script type="module" crossorigin src="/assets/index-a.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-b.js">
    <link rel="stylesheet" crossorigin href="/assets/index-c.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const SCREEN = {
  html: '<form><label for="e">البريد</label><input id="e" type="email"/></form>',
  lang: 'ar-SA',
  dir: 'rtl' as const,
  title: 'تسجيل الدخول | <Foyer>',
};
const STYLE = { path: '/assets/index-c.css', css: '.a{color:red}' };

describe('the page of a prerendered first screen (decision 050)', () => {
  it("puts the page's language, direction and title on it", () => {
    const html = firstScreenHtml(TEMPLATE, SCREEN, [STYLE], {});
    expect(html).toContain('<html lang="ar-SA" dir="rtl">');
    expect(html).toContain('<title>تسجيل الدخول | &lt;Foyer&gt;</title>');
  });

  it('inlines the stylesheet in place of its link', () => {
    const html = firstScreenHtml(TEMPLATE, SCREEN, [STYLE], {});
    expect(stylesheetPaths(TEMPLATE)).toEqual(['/assets/index-c.css']);
    expect(html).toContain('<style>.a{color:red}</style>');
    expect(html).not.toContain('index-c.css');
  });

  it("fetches no script at load: the app's files wait for the first intent (decision 136)", () => {
    const html = firstScreenHtml(TEMPLATE, SCREEN, [STYLE], {});
    expect(html).not.toMatch(/<script\b[^>]*\bsrc=/);
    expect(html).not.toMatch(/<link\b[^>]*modulepreload/);
    expect(html).toContain(
      `<meta name="${START_META_NAME}" content="/assets/index-a.js /assets/react-b.js">` +
        `<script>${START_ON_INTENT_SCRIPT}</script>`,
    );
  });

  it('a skeleton screen, which only the app can finish, fetches its app at once', () => {
    const html = firstScreenHtml(TEMPLATE, SCREEN, [STYLE], {}, { startOnIntent: false });
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-a.js"></script>');
    expect(html).not.toContain(START_ON_INTENT_SCRIPT);
  });

  it('puts the screen in the root, marked for hydration', () => {
    const html = firstScreenHtml(TEMPLATE, SCREEN, [STYLE], {
      'data-prerendered': '',
      'data-register-type': 'oldCode',
    });
    expect(html).toContain(
      `<div id="root" data-prerendered="" data-register-type="oldCode">${SCREEN.html}</div>`,
    );
  });

  it('fails the build when index.html no longer has the shape it fills', () => {
    const noRoot = TEMPLATE.replace('<div id="root"></div>', '<main></main>');
    expect(() => firstScreenHtml(noRoot, SCREEN, [STYLE], {})).toThrow(/empty root/);
    expect(() => firstScreenHtml(TEMPLATE, SCREEN, [{ ...STYLE, path: '/gone.css' }], {})).toThrow(
      /gone\.css/,
    );
    const twoEntries = TEMPLATE.replace(
      '</head>',
      '<script type="module" src="/b.js"></script></head>',
    );
    expect(() => firstScreenHtml(twoEntries, SCREEN, [STYLE], {})).toThrow(/one entry module/);
    const closing = { ...STYLE, css: 'a{}</style><script>x()</script>' };
    expect(() => firstScreenHtml(TEMPLATE, SCREEN, [closing], {})).toThrow(/<\/style/);
  });
});
