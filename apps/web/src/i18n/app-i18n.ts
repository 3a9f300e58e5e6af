/** The app's own translator (its pages around the widget): English bundled, Arabic lazy. */
import i18next, { type i18n } from 'i18next';
import { useEffect, useState } from 'react';
import { DEFAULT_LANGUAGE } from '@foyer/contract';
import app from './locales/en/app.json';

const LAZY: Readonly<Record<string, () => Promise<{ default: object }>>> = {
  'ar-SA': () => import('./locales/ar-SA/app.json'),
};

function createAppI18n(): i18n {
  const instance = i18next.createInstance();
  void instance.init({
    resources: { [DEFAULT_LANGUAGE]: { app } },
    lng: DEFAULT_LANGUAGE,
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
  const [instance] = useState(createAppI18n);
  const [readyLang, setReadyLang] = useState(DEFAULT_LANGUAGE);
  useEffect(() => {
    let live = true;
    void loadAppLanguage(instance, lang).then(() => live && setReadyLang(lang));
    return () => {
      live = false;
    };
  }, [instance, lang]);
  return { i18n: instance, ready: readyLang === lang || !(lang in LAZY) };
}
