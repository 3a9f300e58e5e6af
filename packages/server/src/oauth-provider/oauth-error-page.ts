/**
 * The page the provider shows, on our origin, when a request cannot go back to the app that
 * sent it (an unknown client, a redirect URI the client did not register: decision 076) or
 * fails before it can (decision 091). It is Foyer's, not the library's plain one: in the
 * person's language (the request's `ui_locales`, else the browser's Accept-Language, else
 * English), right to left in Arabic, light or dark as the browser prefers; it names what went
 * wrong for the app's developers and shares nothing with the app.
 */
import type { KoaContextWithOIDC } from 'oidc-provider';
import { messageTexts } from '../messages/catalog.js';
import { escapeHtml, pageDirection, pageLanguage } from '../messages/page-language.js';

/** What the provider hands to its error renderer. */
export interface ProviderErrorOut {
  error: string;
  error_description?: string | undefined;
}

/** The page's own policy: its inline style, nothing else; never framed; no form anywhere. */
const PAGE_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

const STYLE = `
:root{color-scheme:light dark;--bg:#f5f6f8;--card:#fff;--text:#121214;--muted:#5b616e;--line:#dfe1e6;--accent:#1f6feb;--on-accent:#fff}
@media (prefers-color-scheme:dark){:root{--bg:#0f1115;--card:#181b21;--text:#eef0f3;--muted:#a3a9b5;--line:#2b303a;--accent:#6ea8ff;--on-accent:#0f1115}}
body{margin:0;min-height:100vh;display:grid;place-items:center;background:var(--bg);color:var(--text);font:16px/1.5 system-ui,sans-serif}
main{max-width:32rem;margin:1.5rem;padding:2rem;background:var(--card);border:1px solid var(--line);border-radius:12px}
h1{font-size:1.375rem;margin:0 0 .75rem}
p{margin:0 0 1rem}
.detail{color:var(--muted);font-size:.875rem;overflow-wrap:anywhere}
code{font-family:ui-monospace,monospace}
a{display:inline-block;padding:.625rem 1.25rem;border-radius:8px;background:var(--accent);color:var(--on-accent);text-decoration:none;font-weight:600}
a:focus-visible{outline:3px solid var(--text);outline-offset:2px}
`
  .trim()
  .replace(/\n/g, '');

export function errorPageHtml(language: string, out: ProviderErrorOut): string {
  const { t } = messageTexts(language);
  const dir = pageDirection(language);
  const title = escapeHtml(t('oauthError.title'));
  // The developers' detail is the library's English, one left-to-right run in any page.
  const description = out.error_description ? `: ${escapeHtml(out.error_description)}` : '';
  const detail = `<bdi dir="ltr" lang="en"><code>${escapeHtml(out.error)}</code>${description}</bdi>`;
  return [
    `<!doctype html><html lang="${escapeHtml(language)}" dir="${dir}"><head><meta charset="utf-8">`,
    '<meta name="viewport" content="width=device-width,initial-scale=1">',
    `<title>${title}</title><style>${STYLE}</style></head><body><main>`,
    `<h1>${title}</h1><p>${escapeHtml(t('oauthError.body'))}</p>`,
    `<p class="detail">${escapeHtml(t('oauthError.detail'))} ${detail}</p>`,
    `<a href="/">${escapeHtml(t('oauthError.home'))}</a>`,
    '</main></body></html>',
  ].join('');
}

/** The provider's `renderError`: this page, with the status the provider chose. */
export function renderErrorPage(ctx: KoaContextWithOIDC, out: ProviderErrorOut): void {
  const query = ctx.query as Record<string, unknown>;
  const uiLocales = typeof query.ui_locales === 'string' ? query.ui_locales : undefined;
  const language = pageLanguage(uiLocales, ctx.get('accept-language') || undefined);
  ctx.set('content-security-policy', PAGE_POLICY);
  ctx.type = 'html';
  ctx.body = errorPageHtml(language, out);
}
