/**
 * The app's own translator (its pages around the widget): English bundled, other languages
 * lazy, found by folder (decision 077). Of
 * English, the first chunk carries only what every page shows (titles, "Loading…", not
 * found); each page's own texts (`locales/en/app-pages/`) come in its chunk and are added
 * when its module loads (`addPageTexts`), so the first visit to log-in or sign-up does not
 * download the dashboard's or the host page's words. Other languages load whole.
 */
import { useEffect, useState } from 'react';
import { DEFAULT_LANGUAGE } from '@foyer/contract';
import { createI18n, useTranslation, type I18n, type Texts, type TranslationKey } from '@foyer/ui';
import type { LoadedAppLanguage } from './app-locale-loader';
import shell from './locales/en/app.json';
import type accountInfo from './locales/en/app-pages/accountInfo.json';
import type activate from './locales/en/app-pages/activate.json';
import type dashboard from './locales/en/app-pages/dashboard.json';
import type demo from './locales/en/app-pages/demo.json';
import type download from './locales/en/app-pages/download.json';
import type helpCenter from './locales/en/app-pages/helpCenter.json';
import type host from './locales/en/app-pages/host.json';
import type identity from './locales/en/app-pages/identity.json';
import type miniApp from './locales/en/app-pages/miniApp.json';
import type oauth from './locales/en/app-pages/oauth.json';
import type onboarding from './locales/en/app-pages/onboarding.json';
import type promo from './locales/en/app-pages/promo.json';
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
  accountInfo: typeof accountInfo;
  activate: typeof activate;
  dashboard: typeof dashboard;
  demo: typeof demo;
  download: typeof download;
  helpCenter: typeof helpCenter;
  host: typeof host;
  identity: typeof identity;
  miniApp: typeof miniApp;
  oauth: typeof oauth;
  onboarding: typeof onboarding;
  promo: typeof promo;
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

/** The languages other than English, found by folder in one lazy module (decision 077). */
const loadLocaleLoader = () => import('./app-locale-loader');

/** Languages fetched ahead by `preloadAppLanguage`, given to every translator made after. */
const preloaded = new Map<string, LoadedAppLanguage>();

/** The languages each translator has loaded (their texts and chains). */
const loadedBy = new WeakMap<I18n, Set<string>>();

function install(instance: I18n, language: string, { chain, texts }: LoadedAppLanguage): void {
  for (const [code, bundle] of Object.entries(texts)) {
    if (!instance.hasResourceBundle(code, 'app')) instance.addResourceBundle(code, 'app', bundle);
  }
  instance.setChain(language, chain);
  loadedBy.get(instance)?.add(language);
}

/** Fetches a language's texts before a prerendered page hydrates (decision 050). */
export async function preloadAppLanguage(lang: string): Promise<void> {
  if (lang === DEFAULT_LANGUAGE || preloaded.has(lang)) return;
  const { loadAppTexts } = await loadLocaleLoader();
  preloaded.set(lang, await loadAppTexts(lang));
}

/** The app translator, in `lang` when it is English or preloaded, else in English. */
export function createAppI18n(lang: string = DEFAULT_LANGUAGE): I18n {
  const instance = createI18n({
    resources: { [DEFAULT_LANGUAGE]: { app: english } },
    language: lang === DEFAULT_LANGUAGE || preloaded.has(lang) ? lang : DEFAULT_LANGUAGE,
    defaultNamespace: 'app',
  });
  loadedBy.set(instance, new Set([DEFAULT_LANGUAGE]));
  for (const [language, loaded] of preloaded) install(instance, language, loaded);
  return instance;
}

const isLoaded = (instance: I18n, lang: string) => loadedBy.get(instance)?.has(lang) === true;

async function loadAppLanguage(instance: I18n, lang: string): Promise<void> {
  if (!isLoaded(instance, lang)) {
    const { loadAppTexts } = await loadLocaleLoader();
    install(instance, lang, preloaded.get(lang) ?? (await loadAppTexts(lang)));
  }
  instance.changeLanguage(lang);
}

/** The app translator in a language; `ready` once its texts have arrived. */
export function useAppI18n(lang: string) {
  const [instance] = useState(() => createAppI18n(lang));
  const [readyLang, setReadyLang] = useState(() =>
    isLoaded(instance, lang) ? lang : DEFAULT_LANGUAGE,
  );
  useEffect(() => {
    let live = true;
    void loadAppLanguage(instance, lang).then(() => live && setReadyLang(lang));
    return () => {
      live = false;
    };
  }, [instance, lang]);
  return { i18n: instance, ready: readyLang === lang || isLoaded(instance, lang) };
}
