/**
 * The app's translations, found by their folders (decision 077): every
 * `locales/{language}/app.json` but English's is a chunk of its own. This module is loaded
 * only when a page is not in English, so the first (English) visit carries no list of
 * languages; a folder dropped in needs no code change.
 */
import { loadChain, pseudoTexts, type LoadedChain, type Texts } from '@foyer/ui';
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
export type LoadedAppLanguage = LoadedChain<Texts>;

export function loadAppTexts(language: string): Promise<LoadedAppLanguage> {
  return loadChain(language, { loaderOf: (code) => LOCALES[fileOf(code)], pseudo: pseudoApp });
}
