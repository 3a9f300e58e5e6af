/**
 * The widget's translations, found by their folders (decision 077): every
 * `locales/{language}/index.ts` but English's is a chunk of its own, loaded on first use. This
 * module is itself loaded only when a page is not in English, so the map of languages below
 * costs the first (English) visit nothing; a folder dropped in needs no code change. The
 * pseudo-locale (en-XA) is made here from English.
 */
import { DEFAULT_LANGUAGE, PSEUDO_LANGUAGE, languageChain } from '@foyer/contract';
import { enFirst, loadEnglishLater } from './locales/en';
import type { LocaleResources } from './namespaces';
import { pseudoTexts } from './pseudo';
import type { Texts } from './translator';

const LOCALES = import.meta.glob<Record<string, LocaleResources>>([
  './locales/*/index.ts',
  '!./locales/en/index.ts',
]);

const folderOf = (language: string) => `./locales/${language}/index.ts`;

/** The languages with texts of their own besides English. */
export const LOCALE_LANGUAGES: readonly string[] = Object.keys(LOCALES).map(
  (path) => path.split('/')[2] ?? '',
);

/** What a language reads: its chain (English last) and the texts of each language of it. */
export interface LoadedLanguage {
  chain: readonly string[];
  resources: Record<string, LocaleResources>;
}

/**
 * Fetches the texts of a language and of every language of its chain (zh-HK's and zh-TW's):
 * a language without a folder has none of its own and reads the next.
 */
export async function loadLanguageTexts(language: string): Promise<LoadedLanguage> {
  const chain = languageChain(language);
  const resources: Record<string, LocaleResources> = {};
  await Promise.all(
    chain.map(async (code) => {
      if (code === PSEUDO_LANGUAGE) {
        resources[code] = pseudoTexts({ ...enFirst, ...(await loadEnglishLater()) }) as Texts;
        return;
      }
      const load = code === DEFAULT_LANGUAGE ? undefined : LOCALES[folderOf(code)];
      // A locale's index exports one object, its texts (`arSA`, `jaJP`…).
      if (load) resources[code] = Object.values(await load())[0] ?? {};
    }),
  );
  return { chain, resources };
}
