/**
 * The language table (decision 077): every language a page, a call or a message may be in, and
 * the chain each falls back through, key by key, to English (behaviour §9 "Languages").
 * The chains are in language-chains.ts, apart, so that what only the lazily loaded texts read
 * stays out of a page's first chunk. Which languages have texts is not listed here: the widget, the app and the server find them
 * by their locale folders and files, so a translation dropped in needs no code change.
 */
import { DEFAULT_LANGUAGE, LANGUAGES, TURKISH_SITE_LANGUAGE } from './constants.js';

/**
 * The pseudo-locale: English accented and made longer, generated from English when asked for,
 * to show clipped or hard-coded text in screenshots. Pages accept it; no picker offers it.
 */
export const PSEUDO_LANGUAGE = 'en-XA';

/** The EU site's bare codes (its locales but 'en'); language-chains.ts says what each reads. */
export const EU_BARE_CODES = ['de', 'es', 'fr', 'it', 'nl', 'pl', 'pt', 'ro'] as const;

/**
 * Every language of the table: SPEC's 29, the EU site's German and Italian (folders de-DE,
 * it-IT), the Turkish site's tr-TUR and the EU site's bare codes.
 */
export const TABLE_LANGUAGES: readonly string[] = [
  ...LANGUAGES,
  'de-DE',
  'it-IT',
  TURKISH_SITE_LANGUAGE,
  ...EU_BARE_CODES,
];

/** A tag of the table as the table spells it ('AR-sa' → 'ar-SA'), or undefined. */
export function tableLanguage(tag: string | null | undefined): string | undefined {
  if (!tag) return undefined;
  const lower = tag.toLowerCase();
  return TABLE_LANGUAGES.find((language) => language.toLowerCase() === lower);
}

/**
 * The tag Intl's formatters are given for a language: the language itself, or its first
 * subtag when Intl refuses it ('tr-TUR' → 'tr'). It needs no table, so the first chunk can
 * carry it.
 */
export function intlLocale(language: string): string {
  try {
    Intl.getCanonicalLocales(language);
    return language;
  } catch {
    return language.split('-')[0] || DEFAULT_LANGUAGE;
  }
}
