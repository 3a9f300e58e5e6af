/**
 * The page of a prerendered first screen (decision 050), made from the built index.html: the
 * pure part of build/prerender.ts, tested alone.
 */
import { START_META_NAME, START_ON_INTENT_SCRIPT } from '@foyer/contract';

export interface RenderedScreen {
  html: string;
  lang: string;
  dir: 'ltr' | 'rtl';
  title: string;
}

export interface InlineStyle {
  /** The stylesheet's URL path in index.html (`/assets/index-abc.css`). */
  path: string;
  css: string;
}

const STYLESHEET = /<link\b[^>]*\brel=["']stylesheet["'][^>]*>/gi;
const HREF = /\bhref=["']([^"']+)["']/i;

/** The stylesheets index.html links, in order. */
export function stylesheetPaths(template: string): string[] {
  return [...template.matchAll(STYLESHEET)].map(([tag]) => HREF.exec(tag)?.[1] ?? '');
}

const ENTRY_SCRIPT = /<script\b[^>]*\btype=["']module["'][^>]*><\/script>/gi;
const MODULE_PRELOAD = /<link\b[^>]*\brel=["']modulepreload["'][^>]*>/gi;
const SRC = /\bsrc=["']([^"']+)["']/i;

/**
 * The app's files, started on the visitor's first intent (decision 136): the entry module and
 * the modules index.html preloads leave the head; a meta element names them, entry first, and
 * the start script fetches them when the visitor first moves, presses, types or scrolls.
 */
function startOnIntent(html: string): string {
  const entries = [...html.matchAll(ENTRY_SCRIPT)].map(([tag]) => SRC.exec(tag)?.[1]);
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map(([tag]) => HREF.exec(tag)?.[1]);
  const files = [...entries, ...preloads];
  if (entries.length !== 1 || files.some((file) => !file || /[\s"<>]/.test(file))) {
    throw new Error('index.html: expected one entry module and plain file paths');
  }
  const start =
    `<meta name="${START_META_NAME}" content="${files.join(' ')}">` +
    `<script>${START_ON_INTENT_SCRIPT}</script>`;
  return html.replace(ENTRY_SCRIPT, () => start).replace(MODULE_PRELOAD, '');
}

const escapeText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Replaces exactly one match, or fails the build: a template that changed shape must be seen. */
function replaceOnce(text: string, pattern: RegExp, replacement: string, what: string): string {
  const matches = text.match(new RegExp(pattern.source, `${pattern.flags.replace('g', '')}g`));
  if (matches?.length !== 1) throw new Error(`index.html: expected one ${what}`);
  return text.replace(pattern, () => replacement);
}

export function firstScreenHtml(
  template: string,
  screen: RenderedScreen,
  styles: readonly InlineStyle[],
  /** The root's attributes: the prerendered mark, and the register type of a sign-up page. */
  rootAttributes: Readonly<Record<string, string>>,
  /**
   * Whether the app waits for the first intent (decision 136): not on a screen that is only a
   * skeleton until the app decides (sign-up whose register type the browser chooses).
   */
  { startOnIntent: waits = true }: { startOnIntent?: boolean } = {},
): string {
  let html = replaceOnce(
    template,
    /<html\b[^>]*>/i,
    `<html lang="${screen.lang}" dir="${screen.dir}">`,
    '<html>',
  );
  html = replaceOnce(
    html,
    /<title>[^<]*<\/title>/i,
    `<title>${escapeText(screen.title)}</title>`,
    '<title>',
  );
  for (const { path, css } of styles) {
    const link = new RegExp(
      `<link\\b[^>]*\\bhref=["']${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}["'][^>]*>`,
    );
    // `</style` cannot occur in CSS a build wrote, but a stylesheet must never end the tag early.
    if (/<\/style/i.test(css)) throw new Error(`${path} cannot be inlined: it contains </style`);
    html = replaceOnce(html, link, `<style>${css}</style>`, `link to ${path}`);
  }
  const attributes = Object.entries(rootAttributes)
    .map(([name, value]) => ` ${name}="${value}"`)
    .join('');
  if (waits) html = startOnIntent(html);
  return replaceOnce(
    html,
    /<div id="root"><\/div>/,
    `<div id="root"${attributes}>${screen.html}</div>`,
    'empty root',
  );
}
