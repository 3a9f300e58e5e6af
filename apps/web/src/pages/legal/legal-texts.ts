/**
 * The reference app's white-label legal texts (decision 128): a template per language, kept in
 * `documents/{language}.json`, each marked as a template to replace. Documents, not interface
 * strings, so they live beside their page and are not held to every locale: a page shows the
 * first language that has them of its own language's chain, then of its site's default
 * language's chain, then English. An English page (`en`, `en-TR`) reads English.
 */
import { SITES, languageChain, type SiteCode } from '@foyer/contract';
import type { LegalDocument } from './legal-routes';

export interface LegalTexts {
  /** "Template: the operator … replaces this text". */
  notice: string;
  /** "Regional site: {site}". */
  siteLine: string;
  terms: LegalDocumentTexts;
  privacy: LegalDocumentTexts;
}

export interface LegalDocumentTexts {
  title: string;
  sections: readonly { heading: string; body: string }[];
}

const DOCUMENTS = import.meta.glob<LegalTexts>('./documents/*.json', { import: 'default' });
const fileOf = (language: string) => `./documents/${language}.json`;

/** The languages that have legal texts ('en', 'tr-TR', 'zh-TW'…). */
export const LEGAL_LANGUAGES: readonly string[] = Object.keys(DOCUMENTS).map(
  (path) => /([^/]+)\.json$/.exec(path)?.[1] ?? path,
);

const isEnglish = (lang: string) => lang.split('-')[0] === 'en';

/**
 * The language of a site's legal texts in a page language: the page's chain, then the site's
 * default language's chain, then English; the first with texts of its own.
 */
export function legalLanguageOf(
  lang: string,
  site: SiteCode,
  available: readonly string[] = LEGAL_LANGUAGES,
): string {
  // English ends every chain as its fall-back; it is the page's own only in an English page.
  const own = languageChain(lang).filter((language) => language !== 'en' || isEnglish(lang));
  const candidates = [...own, ...languageChain(SITES[site].defaultLanguage)];
  return candidates.find((language) => available.includes(language)) ?? 'en';
}

export interface LoadedLegalText {
  /** The language the text is in (its `lang` attribute). */
  language: string;
  document: LegalDocumentTexts;
  /** The other document's title, for the link to it. */
  otherTitle: string;
  notice: string;
  siteLine: string;
}

export async function loadLegalText(
  lang: string,
  site: SiteCode,
  document: LegalDocument,
): Promise<LoadedLegalText> {
  const language = legalLanguageOf(lang, site);
  const load = DOCUMENTS[fileOf(language)] ?? DOCUMENTS[fileOf('en')];
  if (!load) throw new Error('No English legal texts');
  const texts = await load();
  return {
    language,
    document: texts[document],
    otherTitle: texts[document === 'terms' ? 'privacy' : 'terms'].title,
    notice: texts.notice,
    siteLine: texts.siteLine.replace('{site}', site),
  };
}
