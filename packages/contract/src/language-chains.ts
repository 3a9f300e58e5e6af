/**
 * The fall-back chains of the language table (decision 077, behaviour §9 "Languages"), apart
 * from the table so that only the lazily loaded texts' modules carry them.
 */
import { DEFAULT_LANGUAGE, TURKISH_SITE_LANGUAGE } from './constants.js';
import type { EU_BARE_CODES } from './languages.js';

/** The EU site's bare codes (EU_LOCALES but 'en'), each read as its country's language. */
export const EU_BARE_LANGUAGES: Readonly<Record<(typeof EU_BARE_CODES)[number], string>> = {
  de: 'de-DE',
  es: 'es-ES',
  fr: 'fr-FR',
  it: 'it-IT',
  nl: 'nl-NL',
  pl: 'pl-PL',
  pt: 'pt-PT',
  ro: 'ro-RO',
};

/**
 * The next language of each language's chain, where it is not English: a key missing in the
 * first is read in the next, and so on, then in English. Languages not named here (SPEC's
 * fall-back-to-default nl-NL, pl-PL, fil-PH, hi-IN, ro-RO; en-HK, en-NL, en-TR; every
 * translated language) go straight to English.
 */
export const LANGUAGE_FALLBACKS: Readonly<Record<string, string>> = {
  'es-MX': 'es-419',
  'es-AR': 'es-419',
  'zh-HK': 'zh-TW',
  [TURKISH_SITE_LANGUAGE]: 'tr-TR',
  ...EU_BARE_LANGUAGES,
};

/**
 * The languages a text is looked up in, in order, ending with English: 'zh-HK' → ['zh-HK',
 * 'zh-TW', 'en'], 'es' → ['es', 'es-ES', 'en'], 'en' → ['en']. A language outside the table
 * falls back to English alone.
 */
export function languageChain(language: string): string[] {
  const chain: string[] = [];
  for (let next: string | undefined = language; next && !chain.includes(next);) {
    chain.push(next);
    next = LANGUAGE_FALLBACKS[next];
  }
  if (!chain.includes(DEFAULT_LANGUAGE)) chain.push(DEFAULT_LANGUAGE);
  return chain;
}
