/**
 * The page the provider shows, on our origin, when a request cannot go back to the app that
 * sent it (an unknown client, a redirect URI the client did not register: decision 076) or
 * fails before it can (decision 091), in the shell of oauth-provider-page.ts. It names what
 * went wrong for the app's developers and shares nothing with the app.
 */
import type { KoaContextWithOIDC } from 'oidc-provider';
import { messageTexts } from '../messages/catalog.js';
import { escapeHtml } from '../messages/page-language.js';
import { providerPageHtml, providerPagePolicy, requestLanguage } from './oauth-provider-page.js';

/** What the provider hands to its error renderer. */
export interface ProviderErrorOut {
  error: string;
  error_description?: string | undefined;
}

/** The page's own policy: its inline style, nothing else; never framed; no form anywhere. */
const PAGE_POLICY = providerPagePolicy([]);

export function errorPageHtml(language: string, out: ProviderErrorOut): string {
  const { t } = messageTexts(language);
  // The developers' detail is the library's English, one left-to-right run in any page.
  const description = out.error_description ? `: ${escapeHtml(out.error_description)}` : '';
  const detail = `<bdi dir="ltr" lang="en"><code>${escapeHtml(out.error)}</code>${description}</bdi>`;
  return providerPageHtml(
    language,
    t('oauthError.title'),
    [
      `<p>${escapeHtml(t('oauthError.body'))}</p>`,
      `<p class="detail">${escapeHtml(t('oauthError.detail'))} ${detail}</p>`,
      `<a href="/">${escapeHtml(t('oauthError.home'))}</a>`,
    ].join(''),
  );
}

/** The provider's `renderError`: this page, with the status the provider chose. */
export function renderErrorPage(ctx: KoaContextWithOIDC, out: ProviderErrorOut): void {
  ctx.set('content-security-policy', PAGE_POLICY);
  ctx.type = 'html';
  ctx.body = errorPageHtml(requestLanguage(ctx), out);
}
