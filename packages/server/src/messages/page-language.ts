/**
 * The language and direction of a page the server writes itself (the provider's error page,
 * decision 091; the popup's last page, decision 061): the texts are the message catalogs'
 * (decision 078), so a page reads in every language that has a catalog.
 */
import {
  DEFAULT_LANGUAGE,
  RTL_LANGUAGES,
  TABLE_LANGUAGES,
  tableLanguage,
  type Language,
} from '@foyer/contract';

/**
 * The first language of the table among `ui_locales` (space-separated, OpenID Connect Core
 * §3.1.2.1) and then Accept-Language (in its order; weights are not re-sorted: browsers send
 * them in order). A tag the table lacks reads as the table's first language of its primary
 * subtag ('fr' and 'fr-CA' as 'fr-FR', 'ar' as 'ar-SA').
 */
export function pageLanguage(uiLocales: string | undefined, acceptLanguage: string | undefined) {
  const tags = [
    ...(uiLocales ?? '').split(' '),
    ...(acceptLanguage ?? '').split(',').map((part) => part.split(';')[0] ?? ''),
  ].map((tag) => tag.trim());
  for (const tag of tags.filter(Boolean)) {
    const primary = `${tag.split('-')[0]?.toLowerCase()}-`;
    const language =
      tableLanguage(tag) ??
      TABLE_LANGUAGES.find((known) => known.toLowerCase().startsWith(primary));
    if (language) return language;
  }
  return DEFAULT_LANGUAGE;
}

/** The `dir` of a page in `language`. */
export const pageDirection = (language: string): 'rtl' | 'ltr' =>
  RTL_LANGUAGES.includes(language as Language) ? 'rtl' : 'ltr';

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
/** Text as HTML: for a catalog's text or a value in a page's markup. */
export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
