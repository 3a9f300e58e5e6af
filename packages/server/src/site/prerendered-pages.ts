/**
 * Which file answers a page path (decision 050): the web build renders the first screen of
 * log-in and sign-up ahead, per language, for the default site, to
 * `prerendered/{lang}/{page}.html`; every other page is index.html, rendered in the browser.
 * A prerendered page is sent only when nothing the build could not know changes its first
 * screen: the request is for the default site (another site's rules differ, decision 004)
 * and its query holds nothing but `theme` (the page's inline script applies that one before
 * the first paint; a referral code, a channel or Telegram data change the screen).
 * Sign-up's first screen depends on the register type: the page made for the type
 * (`register.{type}.html`), REGISTER_TYPE's or the device's (decision 056); the one whose form
 * waits for the browser's choice only if the build made no page for that type.
 */
import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { REGISTER_TYPES, type RegisterType, type SiteCode } from '@foyer/contract';
import { requestSite } from '../shared/site-rules.js';

export const PRERENDERED_DIR = 'prerendered';
export const SPA_INDEX = 'index.html';

/** The main site: a host no label names (decision 004), the one the build renders for. */
const PRERENDERED_SITE: SiteCode = 'BYBIT';

/** Query parameters that leave a prerendered first screen right. */
const QUERY_KEPT_BY_PRERENDER = new Set(['theme']);

/** A prerendered page: its file, and sign-up's files per register type. */
export interface PrerenderedPage {
  file: string;
  byRegisterType: ReadonlyMap<RegisterType, string>;
}

/**
 * '/en/login' → 'prerendered/en/login.html'; '/en/register' → 'prerendered/en/register.html'
 * and, for 'oldCode', 'prerendered/en/register.oldCode.html': each page the build rendered.
 */
export async function prerenderedPages(
  webDistDir: string,
): Promise<ReadonlyMap<string, PrerenderedPage>> {
  const folder = join(webDistDir, PRERENDERED_DIR);
  if (!existsSync(folder)) return new Map();
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  const pages = new Map<string, { file: string; byRegisterType: Map<RegisterType, string> }>();
  for (const entry of entries) {
    const name = /^([a-z-]+)(?:\.([A-Za-z]+))?\.html$/.exec(entry.name);
    if (!entry.isFile() || !name) continue;
    const file = relative(webDistDir, join(entry.parentPath, entry.name)).split(sep).join('/');
    const path = `/${relative(folder, entry.parentPath).split(sep).join('/')}/${name[1]}`;
    const page = pages.get(path) ?? { file: '', byRegisterType: new Map() };
    const variant = REGISTER_TYPES.find((type) => type === name[2]);
    if (variant) page.byRegisterType.set(variant, file);
    else if (name[2] === undefined) page.file = file;
    pages.set(path, page);
  }
  return new Map([...pages].filter(([, page]) => page.file !== ''));
}

/**
 * The file to send for a page request: its prerendered first screen, or index.html.
 * `registerTypeOf` is asked only for a page made per register type.
 */
export function pageFile(
  pages: ReadonlyMap<string, PrerenderedPage>,
  request: { url: string; hostname: string },
  registerTypeOf: () => RegisterType,
): string {
  const { url, hostname } = request;
  const { pathname, searchParams } = new URL(url, 'http://page.invalid');
  const page = pages.get(pathname);
  if (page === undefined || requestSite(hostname) !== PRERENDERED_SITE) return SPA_INDEX;
  for (const key of searchParams.keys()) if (!QUERY_KEPT_BY_PRERENDER.has(key)) return SPA_INDEX;
  if (page.byRegisterType.size === 0) return page.file;
  return page.byRegisterType.get(registerTypeOf()) ?? page.file;
}
