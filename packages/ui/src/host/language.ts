/** The language of a page: the first path segment when it names a language (behaviour §2, §9). */
import { DEFAULT_LANGUAGE, PSEUDO_LANGUAGE, RTL_LANGUAGES, TABLE_LANGUAGES } from '@foyer/contract';

/**
 * Every language a path segment or option may name: the language table (decision 077) and the
 * pseudo-locale, which tests and screenshots name and no picker offers.
 */
export const KNOWN_LANGUAGES: readonly string[] = [...TABLE_LANGUAGES, PSEUDO_LANGUAGE];

/** The known language of a tag, matched case-insensitively ('AR-sa' is 'ar-SA'). */
export function knownLanguage(tag: string | undefined | null): string | undefined {
  if (!tag) return undefined;
  const lower = tag.toLowerCase();
  return KNOWN_LANGUAGES.find((lang) => lang.toLowerCase() === lower);
}

export interface SplitPath {
  /** The language of the first segment, when it names one. */
  lang: string | undefined;
  /** The path without that segment; '/' at least. */
  path: string;
}

/** '/ar-SA/login' → { lang: 'ar-SA', path: '/login' }; an unknown segment stays in the path. */
export function splitLanguageSegment(pathname: string): SplitPath {
  const match = /^\/([^/]+)(\/.*)?$/.exec(pathname);
  const lang = knownLanguage(match?.[1]);
  if (!lang) return { lang: undefined, path: pathname || '/' };
  return { lang, path: match?.[2] ?? '/' };
}

/** The page language: an explicit choice, else the path's segment, else the default 'en'. */
export function languageOf(pathname: string, explicit?: string): string {
  return knownLanguage(explicit) ?? splitLanguageSegment(pathname).lang ?? DEFAULT_LANGUAGE;
}

/** Whether a language is written right to left. */
export function isRtlLanguage(lang: string): boolean {
  return (RTL_LANGUAGES as readonly string[]).includes(lang);
}

/** The text direction of a language. */
export function directionOf(lang: string): 'rtl' | 'ltr' {
  return isRtlLanguage(lang) ? 'rtl' : 'ltr';
}
