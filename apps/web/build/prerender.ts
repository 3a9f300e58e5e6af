/**
 * Writes the first screens of log-in and sign-up, rendered at build time, beside the web
 * build (decision 050): `dist/prerendered/{lang}/{page}.html`, with their .br and .gz. Each is
 * dist/index.html with the page's language, direction and title, the app's stylesheet inline
 * (it is small: one round trip less, no flash of unstyled content) and the rendered screen in
 * the root, which main.tsx then hydrates. Run after `vite build` and `vite build --ssr`:
 *
 *   npx tsx apps/web/build/prerender.ts
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { JSDOM } from 'jsdom';
import { compressFolder } from './precompress';
import { firstScreenHtml, stylesheetPaths } from './prerender-page';
import type * as RenderModule from '../src/prerender/render-page';

const WEB = join(import.meta.dirname, '..');
const DIST = join(WEB, 'dist');
const OUT = join(DIST, 'prerendered');

/**
 * The origin the render runs at: a host of the default site that no visitor uses, so that a
 * fact of the page's address leaking into the markup fails the build (the server sends these
 * files on every default-site host).
 */
const PRERENDER_ORIGIN = 'https://prerender.invalid';

/** A browser with nothing in it: no storage, no query, no referrer (the app reads these). */
function installEmptyBrowser(): JSDOM {
  const dom = new JSDOM('<!doctype html><html><head></head><body></body></html>', {
    url: `${PRERENDER_ORIGIN}/`,
  });
  const { window } = dom;
  for (const name of ['window', 'document', 'navigator', 'location', 'localStorage', 'history']) {
    Object.defineProperty(globalThis, name, {
      configurable: true,
      value: name === 'window' ? window : window[name as keyof typeof window],
    });
  }
  return dom;
}

// The production build of React renders the pages, as the browser's hydrates them.
process.env.NODE_ENV = 'production';
const dom = installEmptyBrowser();
const render = (await import(
  pathToFileURL(join(WEB, 'dist-ssr', 'render-page.js')).href
)) as typeof RenderModule;

const template = await readFile(join(DIST, 'index.html'), 'utf8');
const styles = await Promise.all(
  stylesheetPaths(template).map(async (path) => ({
    path,
    css: await readFile(join(DIST, path), 'utf8'),
  })),
);

await rm(OUT, { recursive: true, force: true });
for (const lang of render.PRERENDERED_LANGUAGES) {
  await mkdir(join(OUT, lang), { recursive: true });
  for (const page of render.PRERENDERED_PAGES) {
    const path = `/${lang}/${page.page}`;
    dom.reconfigure({ url: `${PRERENDER_ORIGIN}${path}` });
    const rendered = await render.renderPage(lang, page);
    if (rendered.html.includes(new URL(PRERENDER_ORIGIN).hostname)) {
      throw new Error(`${path}: the page's host reached the prerendered markup`);
    }
    const html = firstScreenHtml(
      template,
      rendered,
      styles,
      {
        [render.PRERENDERED_ATTRIBUTE]: '',
        ...(page.registerType ? { [render.REGISTER_TYPE_ATTRIBUTE]: page.registerType } : {}),
      },
      // Sign-up with no register type is a skeleton until the browser chooses: its app at once.
      { startOnIntent: page.page === 'login' || page.registerType !== undefined },
    );
    const name = render.prerenderedFileName(page);
    await writeFile(join(OUT, lang, name), html);
    console.log(`prerendered ${lang}/${name} (${(html.length / 1000).toFixed(1)} kB)`);
  }
}
await compressFolder(OUT);
