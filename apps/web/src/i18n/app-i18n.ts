/** The app's own translator (its pages around the widget): English bundled, Arabic lazy. */
import i18next, { type i18n } from 'i18next';
import { useEffect, useState } from 'react';
import { DEFAULT_LANGUAGE } from '@foyer/contract';
import app from './locales/en/app.json';

const LAZY: Readonly<Record<string, () => Promise<{ default: object }>>> = {
  'ar-SA': () => import('./locales/ar-SA/app.json'),
};

/** The languages with texts of their own besides English. */
export const LAZY_APP_LANGUAGES: readonly string[] = Object.keys(LAZY);

/** Texts fetched ahead by `preloadAppLanguage`, given to every translator made after. */
const preloaded = new Map<string, object>();

/** Fetches a language's texts before a prerendered page hydrates (decision 050). */
export async function preloadAppLanguage(lang: string): Promise<void> {
  const loader = LAZY[lang];
  if (loader && !preloaded.has(lang)) preloaded.set(lang, (await loader()).default);
}

/** The app translator, in `lang` when its texts are bundled or preloaded, else in English. */
export function createAppI18n(lang: string = DEFAULT_LANGUAGE): i18n {
  const instance = i18next.createInstance();
  const resources = Object.fromEntries(
    [...preloaded].map(([code, texts]) => [code, { app: texts }]),
  );
  void instance.init({
    resources: { [DEFAULT_LANGUAGE]: { app }, ...resources },
    lng: !(lang in LAZY) || preloaded.has(lang) ? lang : DEFAULT_LANGUAGE,
    fallbackLng: DEFAULT_LANGUAGE,
    ns: ['app'],
    defaultNS: 'app',
    interpolation: { escapeValue: false },
    initAsync: false,
    showSupportNotice: false,
  });
  return instance;
}

async function loadAppLanguage(instance: i18n, lang: string): Promise<void> {
  const loader = LAZY[lang];
  if (loader && !instance.hasResourceBundle(lang, 'app')) {
    instance.addResourceBundle(lang, 'app', (await loader()).default, true, true);
  }
  await instance.changeLanguage(lang);
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
