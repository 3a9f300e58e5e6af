/**
 * The app's translations, found by their folders (decision 077): every
 * `locales/{language}/app.json` but English's is a chunk of its own. This module is loaded
 * only when a page is not in English, so the first (English) visit carries no list of
 * languages; a folder dropped in needs no code change.
 */
import { DEFAULT_LANGUAGE, PSEUDO_LANGUAGE, languageChain } from '@foyer/contract';
import { pseudoTexts, type Texts } from '@foyer/ui';
import shell from './locales/en/app.json';

const LOCALES = import.meta.glob<Texts>(['./locales/*/app.json', '!./locales/en/app.json'], {
  import: 'default',
});

const ENGLISH_PAGES = import.meta.glob<Texts>('./locales/en/app-pages/*.json', {
  import: 'default',
});

/** The pseudo-locale (en-XA): every English section, the pages' included, made pseudo. */
async function pseudoApp(): Promise<Texts> {
  const pages = await Promise.all(
    Object.entries(ENGLISH_PAGES).map(async ([path, load]) => [
      /([^/]+)\.json$/.exec(path)?.[1] ?? path,
      await load(),
    ]),
  );
  return pseudoTexts({ ...shell, ...Object.fromEntries(pages) } as Texts);
}

const fileOf = (language: string) => `./locales/${language}/app.json`;

/** The languages with texts of their own besides English. */
export const APP_LOCALE_LANGUAGES: readonly string[] = Object.keys(LOCALES).map(
  (path) => path.split('/')[2] ?? '',
);

/** A language's chain (English last) and the app's texts of each language of it. */
export interface LoadedAppLanguage {
  chain: readonly string[];
  texts: Record<string, Texts>;
}

export async function loadAppTexts(language: string): Promise<LoadedAppLanguage> {
  const chain = languageChain(language);
  const texts: Record<string, Texts> = {};
  await Promise.all(
    chain.map(async (code) => {
      if (code === PSEUDO_LANGUAGE) {
        texts[code] = await pseudoApp();
        return;
      }
      const load = code === DEFAULT_LANGUAGE ? undefined : LOCALES[fileOf(code)];
      if (load) texts[code] = await load();
    }),
  );
  return { chain, texts };
}
