/**
 * One translator per widget: the first screens' English bundled, the rest of English after the
 * first screen (`loadLaterTexts`), other locales loaded lazily.
 */
import { DEFAULT_LANGUAGE } from '@foyer/contract';
import type { Translate } from '../api/toast-rules';
import { enFirst, loadEnglishLater } from './locales/en';
import { LAZY_LOCALES, type LocaleResources } from './namespaces';
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

/** Locales fetched ahead by `preloadWidgetLanguage`, given to every translator made after. */
const preloaded = new Map<string, LocaleResources>();

/**
 * Fetches a language's locale before any widget renders, so that its first render is already
 * in that language: a page rendered before any script hydrates in its own language, with no
 * English render in between (decision 050). Languages without a locale need nothing.
 */
export async function preloadWidgetLanguage(lang: string): Promise<void> {
  const loader = LAZY_LOCALES[lang];
  if (loader && !preloaded.has(lang)) preloaded.set(lang, await loader());
}

/**
 * Creates the widget's translator: in `lang` when its locale is bundled or preloaded, else in
 * English until `loadLanguage` has run.
 */
export function createWidgetI18n(lang: string = DEFAULT_LANGUAGE): I18n {
  const ready = !(lang in LAZY_LOCALES) || preloaded.has(lang);
  return createI18n({
    resources: { [DEFAULT_LANGUAGE]: enFirst, ...Object.fromEntries(preloaded) } as Resources,
    later,
    language: ready ? lang : DEFAULT_LANGUAGE,
    defaultNamespace: 'common',
  });
}

/** Whether a language needs a locale fetched before it can be shown. */
export function needsLoading(instance: I18n, lang: string): boolean {
  return lang in LAZY_LOCALES && !instance.hasResourceBundle(lang, 'common');
}

/**
 * Switches to a language, fetching its locale first when it has one; languages without a
 * locale show English (behaviour §9 fallback).
 */
export async function loadLanguage(instance: I18n, lang: string): Promise<void> {
  const loader = LAZY_LOCALES[lang];
  if (loader && needsLoading(instance, lang)) {
    const resources = await loader();
    for (const [namespace, bundle] of Object.entries(resources)) {
      instance.addResourceBundle(lang, namespace, bundle as Texts);
    }
  }
  instance.changeLanguage(lang);
}

/** A lookup for the request wrapper: the text of a key, or undefined when no locale has it. */
export function translatorFor(instance: I18n): Translate {
  return (key, params) => (instance.exists(key, params) ? instance.t(key, params) : undefined);
}
