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

/*
 * Loading a language's texts: the texts of every language of its chain that has a file of its
 * own, fetched at once; the pseudo-locale's made from English. The widget's translations and the
 * app's (apps/web) are loaded this way, each from its own folders; the app imports `loadChain`
 * from here so that both lazy loaders share this one chunk.
 */

/** A language's chain (English last) and the texts of each language of it that has some. */
export interface LoadedChain<T> {
  chain: readonly string[];
  texts: Record<string, T>;
}

export interface ChainSource<T> {
  /** The loader of a language's own file, or undefined when it has none (English is built in). */
  loaderOf(language: string): (() => Promise<T>) | undefined;
  /** The pseudo-locale's texts (en-XA). */
  pseudo(): Promise<T>;
}

export async function loadChain<T>(
  language: string,
  { loaderOf, pseudo }: ChainSource<T>,
): Promise<LoadedChain<T>> {
  const chain = languageChain(language);
  const texts: Record<string, T> = {};
  await Promise.all(
    chain.map(async (code) => {
      const load =
        code === PSEUDO_LANGUAGE ? pseudo : code === DEFAULT_LANGUAGE ? undefined : loaderOf(code);
      if (load) texts[code] = await load();
    }),
  );
  return { chain, texts };
}

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
  const { chain, texts } = await loadChain<LocaleResources>(language, {
    // A locale's index exports one object, its texts (`arSA`, `jaJP`…).
    loaderOf: (code) => {
      const load = LOCALES[folderOf(code)];
      return load && (async () => Object.values(await load())[0] ?? {});
    },
    pseudo: async () => pseudoTexts({ ...enFirst, ...(await loadEnglishLater()) }) as Texts,
  });
  return { chain, resources: texts };
}
