/**
 * The shell of the pages the provider shows on our own origin (decisions 091, 076): its error
 * page and the log-out pages. Foyer's, not the library's plain English ones: in the person's
 * language (the request's `ui_locales`, else the browser's Accept-Language, else English),
 * right to left in Arabic, light or dark as the browser prefers. No script, no image.
 */
import type { KoaContextWithOIDC } from 'oidc-provider';
import { escapeHtml, pageDirection, pageLanguage } from '../messages/page-language.js';

const STYLE = `
:root{color-scheme:light dark;--bg:#f5f6f8;--card:#fff;--text:#121214;--muted:#5b616e;--line:#dfe1e6;--accent:#1f6feb;--on-accent:#fff}
@media (prefers-color-scheme:dark){:root{--bg:#0f1115;--card:#181b21;--text:#eef0f3;--muted:#a3a9b5;--line:#2b303a;--accent:#6ea8ff;--on-accent:#0f1115}}
body{margin:0;min-height:100vh;display:grid;place-items:center;background:var(--bg);color:var(--text);font:16px/1.5 system-ui,sans-serif}
main{max-width:32rem;margin:1.5rem;padding:2rem;background:var(--card);border:1px solid var(--line);border-radius:12px}
h1{font-size:1.375rem;margin:0 0 .75rem}
p{margin:0 0 1rem}
.detail{color:var(--muted);font-size:.875rem;overflow-wrap:anywhere}
code{font-family:ui-monospace,monospace}
.actions{display:flex;flex-wrap:wrap;gap:.75rem}
a,button{display:inline-block;padding:.625rem 1.25rem;border-radius:8px;border:1px solid var(--accent);background:var(--accent);color:var(--on-accent);text-decoration:none;font:inherit;font-weight:600;cursor:pointer}
button.secondary{background:transparent;color:var(--text);border-color:var(--line)}
a:focus-visible,button:focus-visible{outline:3px solid var(--text);outline-offset:2px}
`
  .trim()
  .replace(/\n/g, '');

/**
 * A provider page's Content-Security-Policy: its inline style and nothing else, never framed;
 * forms may post only to `formTargets` (sources such as `'self'`), none when it is empty.
 */
export function providerPagePolicy(formTargets: readonly string[]): string {
  const forms = formTargets.length > 0 ? formTargets.join(' ') : "'none'";
  return `default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action ${forms}; frame-ancestors 'none'`;
}

/** The language of a provider request's page: its `ui_locales`, then its Accept-Language. */
export function requestLanguage(ctx: KoaContextWithOIDC): string {
  const query = ctx.query as Record<string, unknown>;
  const uiLocales = typeof query.ui_locales === 'string' ? query.ui_locales : undefined;
  return pageLanguage(uiLocales, ctx.get('accept-language') || undefined);
}

/** A whole page: `title` (text) as its title and heading, `body` (markup, escaped by the caller). */
export function providerPageHtml(language: string, title: string, body: string): string {
  const dir = pageDirection(language);
  return [
    `<!doctype html><html lang="${escapeHtml(language)}" dir="${dir}"><head><meta charset="utf-8">`,
    '<meta name="viewport" content="width=device-width,initial-scale=1">',
    `<title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main>`,
    `<h1>${escapeHtml(title)}</h1>${body}`,
    '</main></body></html>',
  ].join('');
}
