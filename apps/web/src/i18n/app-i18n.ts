/** The app's own translator (its pages around the widget): English bundled, Arabic lazy. */
import { useEffect, useState } from 'react';
import { DEFAULT_LANGUAGE } from '@foyer/contract';
import { createI18n, useTranslation, type I18n, type Texts, type TranslationKey } from '@foyer/ui';
import app from './locales/en/app.json';

/** A key of the app's texts, typed from English: `'app:dashboard.title'`… */
export type AppKey = TranslationKey<{ app: typeof app }>;

/** The app's `t` (its own keys only; the widget has its own) and translator. */
export function useAppTranslation() {
  return useTranslation<AppKey>();
}

const LAZY: Readonly<Record<string, () => Promise<{ default: Texts }>>> = {
  'ar-SA': () => import('./locales/ar-SA/app.json'),
};

/** The languages with texts of their own besides English. */
export const LAZY_APP_LANGUAGES: readonly string[] = Object.keys(LAZY);

/** Texts fetched ahead by `preloadAppLanguage`, given to every translator made after. */
const preloaded = new Map<string, Texts>();

/** Fetches a language's texts before a prerendered page hydrates (decision 050). */
export async function preloadAppLanguage(lang: string): Promise<void> {
  const loader = LAZY[lang];
  if (loader && !preloaded.has(lang)) preloaded.set(lang, (await loader()).default);
}

/** The app translator, in `lang` when its texts are bundled or preloaded, else in English. */
export function createAppI18n(lang: string = DEFAULT_LANGUAGE): I18n {
  const resources = Object.fromEntries(
    [...preloaded].map(([code, texts]) => [code, { app: texts }]),
  );
  return createI18n({
    resources: { [DEFAULT_LANGUAGE]: { app }, ...resources },
    language: !(lang in LAZY) || preloaded.has(lang) ? lang : DEFAULT_LANGUAGE,
    defaultNamespace: 'app',
  });
}

async function loadAppLanguage(instance: I18n, lang: string): Promise<void> {
  const loader = LAZY[lang];
  if (loader && !instance.hasResourceBundle(lang, 'app')) {
    instance.addResourceBundle(lang, 'app', (await loader()).default);
  }
  instance.changeLanguage(lang);
}

/** The app translator in a language; `ready` once a lazily loaded language has arrived. */
export function useAppI18n(lang: string) {
  const [instance] = useState(() => createAppI18n(lang));
  const [readyLang, setReadyLang] = useState(() =>
    instance.hasResourceBundle(lang, 'app') ? lang : DEFAULT_LANGUAGE,
  );
  useEffect(() => {
    let live = true;
    void loadAppLanguage(instance, lang).then(() => live && setReadyLang(lang));
    return () => {
      live = false;
    };
  }, [instance, lang]);
  return { i18n: instance, ready: readyLang === lang || !(lang in LAZY) };
}
