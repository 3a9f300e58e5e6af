/**
 * One translator per widget: the first screens' English bundled, the rest of English after the
 * first screen (`loadLaterTexts`), other languages loaded lazily, found by folder.
 */
import { DEFAULT_LANGUAGE } from '@foyer/contract';
import type { Translate } from '../api/toast-rules';
import { enFirst, loadEnglishLater } from './locales/en';
import type { LoadedLanguage } from './locale-loader';
import { createI18n, type I18n, type Resources, type Texts } from './translator';

/**
 * The English namespaces no first screen shows, once loaded: every widget translator looks
 * them up here, those made before they arrived included.
 */
const later: Resources = {};
let laterLoading: Promise<void> | undefined;

/**
 * Loads the English no first screen shows (locales/en/later.ts), once. Whatever could show it
 * waits for it first: a screen or dialog loaded on demand (`lazyView`, `lazyDialog`), every
 * answer of the API client (its toasts and what the flows say of an answer), and the account
 * pages (recovery, self-unblock). A failed load is tried again by the next caller.
 */
export function loadLaterTexts(): Promise<void> {
  laterLoading ??= loadEnglishLater().then(
    (texts) => {
      later[DEFAULT_LANGUAGE] = texts;
    },
    (error: unknown) => {
      laterLoading = undefined;
      throw error;
    },
  );
  return laterLoading;
}

/**
 * The languages other than English: loaded on first use by one lazy module (locale-loader.ts)
 * that finds them by folder, so the first, English chunk holds no list of them (decision 077).
 */
const loadLocaleLoader = () => import('./locale-loader');

/** Languages fetched ahead by `preloadWidgetLanguage`, given to every translator made after. */
const preloaded = new Map<string, LoadedLanguage>();

/** The languages each translator has loaded (their texts and chains). */
const loadedBy = new WeakMap<I18n, Set<string>>();

function install(instance: I18n, language: string, { chain, resources }: LoadedLanguage): void {
  for (const [code, namespaces] of Object.entries(resources)) {
    for (const [namespace, bundle] of Object.entries(namespaces)) {
      if (!instance.hasResourceBundle(code, namespace))
        instance.addResourceBundle(code, namespace, bundle as Texts);
    }
  }
  instance.setChain(language, chain);
  loadedBy.get(instance)?.add(language);
}

/**
 * Fetches a language's texts (and its chain's) before any widget renders, so that its first
 * render is already in that language: a page rendered before any script hydrates in its own
 * language, with no English render in between (decision 050).
 */
export async function preloadWidgetLanguage(lang: string): Promise<void> {
  if (lang === DEFAULT_LANGUAGE || preloaded.has(lang)) return;
  const { loadLanguageTexts } = await loadLocaleLoader();
  preloaded.set(lang, await loadLanguageTexts(lang));
}

/**
 * Creates the widget's translator: in `lang` when it is English or preloaded, else in English
 * until `loadLanguage` has run.
 */
export function createWidgetI18n(lang: string = DEFAULT_LANGUAGE): I18n {
  const instance = createI18n({
    resources: { [DEFAULT_LANGUAGE]: enFirst } as Resources,
    later,
    language: lang === DEFAULT_LANGUAGE || preloaded.has(lang) ? lang : DEFAULT_LANGUAGE,
    defaultNamespace: 'common',
  });
  loadedBy.set(instance, new Set([DEFAULT_LANGUAGE]));
  for (const [language, loaded] of preloaded) install(instance, language, loaded);
  return instance;
}

/** Whether a language needs its texts fetched before it can be shown. */
export function needsLoading(instance: I18n, lang: string): boolean {
  return !loadedBy.get(instance)?.has(lang);
}

/**
 * Switches to a language, fetching its texts (and its chain's) first; a language without texts
 * of its own reads its chain's, then English (behaviour §9 fallback).
 */
export async function loadLanguage(instance: I18n, lang: string): Promise<void> {
  if (needsLoading(instance, lang)) {
    const { loadLanguageTexts } = await loadLocaleLoader();
    install(instance, lang, preloaded.get(lang) ?? (await loadLanguageTexts(lang)));
  }
  instance.changeLanguage(lang);
}

/** A lookup for the request wrapper: the text of a key, or undefined when no locale has it. */
export function translatorFor(instance: I18n): Translate {
  return (key, params) => (instance.exists(key, params) ? instance.t(key, params) : undefined);
}
