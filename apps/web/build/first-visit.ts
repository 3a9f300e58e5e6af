/**
 * What a first visit to the web app downloads, read from the build output as a browser
 * fetches it: index.html's module scripts, modulepreloads and stylesheets (on a prerendered
 * page, the files its start script fetches on the first intent, decision 136), then,
 * transitively, the static imports of each script. Dynamic `import()`s are left out: they load on demand,
 * after the first screen. Each file counts as the server sends it to a browser that accepts
 * brotli: its `.br` beside it when the build wrote one (decision 046), else the file itself.
 * A prerendered page carries the app's stylesheet inline (decision 050): that CSS still
 * counts, as the brotli of its own text, so a figure stays comparable with a linked file.
 */
import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { join, posix } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';
import { ImportType, init, parse } from 'es-module-lexer';
import { START_META_NAME } from '@foyer/contract';

export interface FirstVisitFile {
  /** The URL path, as the page asks for it (`/assets/index-abc.js`), or `<style>` inline. */
  path: string;
  raw: number;
  /** Bytes sent with `Accept-Encoding: br`. */
  served: number;
}

const TAG = /<(script|link|meta)\b[^>]*>/gi;
const attribute = (tag: string, name: string) =>
  new RegExp(`\\s${name}\\s*=\\s*["']([^"']*)["']`, 'i').exec(tag)?.[1];

/**
 * The URLs a page has the browser fetch first: module scripts, preloads, styles, and the files
 * a prerendered page's start script names (`<meta name="foyer-start">`).
 */
export function entryPaths(html: string): string[] {
  const paths: string[] = [];
  for (const [tag, name] of html.matchAll(TAG)) {
    if (name?.toLowerCase() === 'meta') {
      if (attribute(tag, 'name') === START_META_NAME) {
        paths.push(...(attribute(tag, 'content') ?? '').split(' ').filter(Boolean));
      }
      continue;
    }
    const rel = attribute(tag, 'rel');
    const url =
      name?.toLowerCase() === 'script' && attribute(tag, 'type') === 'module'
        ? attribute(tag, 'src')
        : rel === 'modulepreload' || rel === 'stylesheet'
          ? attribute(tag, 'href')
          : undefined;
    if (url?.startsWith('/')) paths.push(url);
  }
  return paths;
}

const STYLE = /<style\b[^>]*>([\s\S]*?)<\/style>/gi;

/** The CSS a page carries inline, one entry per `<style>`. */
export function inlineStyles(html: string): string[] {
  return [...html.matchAll(STYLE)].map(([, css]) => css ?? '');
}

const brotli = promisify(brotliCompress);
const brotliSize = async (text: string) =>
  (await brotli(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })).length;

/** The relative modules a script imports statically (`import … from`, `import '…'`). */
export async function staticImports(source: string): Promise<string[]> {
  await init;
  const [imports] = parse(source);
  return imports
    .filter((entry) => entry.t === ImportType.Static && entry.n?.startsWith('.'))
    .map((entry) => entry.n!);
}

/** What a first visit to a page of the build (`index.html`, `prerendered/en/login.html`) loads. */
export async function firstVisitFiles(
  dist: string,
  page = 'index.html',
): Promise<FirstVisitFile[]> {
  const index = join(dist, page);
  if (!existsSync(index)) throw new Error(`No ${page} at ${dist}: run \`npm run build\`.`);
  const html = await readFile(index, 'utf8');
  const seen = new Set<string>();
  const queue = entryPaths(html);
  const files: FirstVisitFile[] = [];
  for (const css of inlineStyles(html)) {
    files.push({ path: '<style>', raw: Buffer.byteLength(css), served: await brotliSize(css) });
  }
  while (queue.length > 0) {
    const path = queue.shift()!;
    if (seen.has(path)) continue;
    seen.add(path);
    const file = join(dist, path);
    if (!existsSync(file)) throw new Error(`${path} is linked from the build but not in ${dist}`);
    const raw = (await stat(file)).size;
    const served = existsSync(`${file}.br`) ? (await stat(`${file}.br`)).size : raw;
    files.push({ path, raw, served });
    if (path.endsWith('.js')) {
      for (const specifier of await staticImports(await readFile(file, 'utf8'))) {
        queue.push(posix.join(posix.dirname(path), specifier));
      }
    }
  }
  return files;
}
