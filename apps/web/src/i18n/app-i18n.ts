/**
 * The app's own translator (its pages around the widget): English bundled, Arabic lazy. Of
 * English, the first chunk carries only what every page shows (titles, "Loading…", not
 * found); each page's own texts (`locales/en/app-pages/`) come in its chunk and are added
 * when its module loads (`addPageTexts`), so the first visit to log-in or sign-up does not
 * download the dashboard's or the host page's words. Other languages load whole.
 */
import { useEffect, useState } from 'react';
import { DEFAULT_LANGUAGE } from '@foyer/contract';
import { createI18n, useTranslation, type I18n, type Texts, type TranslationKey } from '@foyer/ui';
import shell from './locales/en/app.json';
import type activate from './locales/en/app-pages/activate.json';
import type dashboard from './locales/en/app-pages/dashboard.json';
import type host from './locales/en/app-pages/host.json';
import type miniApp from './locales/en/app-pages/miniApp.json';
import type qrLogin from './locales/en/app-pages/qrLogin.json';
import type recovery from './locales/en/app-pages/recovery.json';
import type referral from './locales/en/app-pages/referral.json';
import type security from './locales/en/app-pages/security.json';
import type subAccounts from './locales/en/app-pages/subAccounts.json';
import type telegram from './locales/en/app-pages/telegram.json';
import type trAuthorized from './locales/en/app-pages/trAuthorized.json';
import type waitlist from './locales/en/app-pages/waitlist.json';

/** Every page's English texts, by section: the type of the app's keys. */
type PageTexts = {
  activate: typeof activate;
  dashboard: typeof dashboard;
  host: typeof host;
  miniApp: typeof miniApp;
  qrLogin: typeof qrLogin;
  recovery: typeof recovery;
  referral: typeof referral;
  security: typeof security;
  subAccounts: typeof subAccounts;
  telegram: typeof telegram;
  trAuthorized: typeof trAuthorized;
  waitlist: typeof waitlist;
};

/** A key of the app's texts, typed from English: `'app:dashboard.title'`… */
export type AppKey = TranslationKey<{ app: typeof shell & PageTexts }>;

/**
 * The English texts every app translator reads: the shell's, then each loaded page's. One
 * object, shared: `createI18n` keeps a namespace's object as given, so a section added here
 * is found by translators made before it.
 */
const english: Texts = { ...shell };

/**
 * Adds a page's English sections; a page module calls it as it loads, before it renders.
 * Only new sections: no text on screen changes, so no translator needs to tell its readers.
 */
export function addPageTexts(sections: Partial<PageTexts>): void {
  Object.assign(english, sections);
}

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
    resources: { [DEFAULT_LANGUAGE]: { app: english }, ...resources },
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
