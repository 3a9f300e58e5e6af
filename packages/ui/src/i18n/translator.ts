/**
 * The translator of the widget and of the app around it (decision 052): texts per language and
 * namespace, English behind every language, `{{name}}` values and plurals. It reads the locale
 * files as i18next wrote them (`key_one`, `key_other`…), so those files did not change. How a
 * key is found in a chain of languages is the contract's `findText`, the server's messages' too.
 */
import { DEFAULT_LANGUAGE, findText, interpolate, type Texts } from '@foyer/contract';
import { directionOf } from '../host/language';

export type { Texts };

/** Texts by language, then by namespace. */
export type Resources = Record<string, Record<string, Texts>>;

/**
 * Values for `{{name}}`. A number `count` also picks the plural form; a string `defaultValue`
 * stands in for a missing key.
 */
export type TOptions = Readonly<Record<string, unknown>>;

/**
 * `t('namespace:path.to.key', options)`; a key without a namespace is in the default one.
 * `Key` is the keys a caller may name: `TranslationKey` of the English texts, so a typo fails
 * the type check.
 */
export type TFunction<Key extends string = string> = (key: Key, options?: TOptions) => string;

type PluralForm = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
type WithoutPluralForm<K extends string> = K extends `${infer Base}_${PluralForm}` ? Base : K;
type PathsOf<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string
    ? WithoutPluralForm<`${Prefix}${K}`>
    : PathsOf<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/**
 * Every `namespace:path` of one language's texts (`{ common: {…}, login: {…} }`), a plural's
 * forms as one key.
 */
export type TranslationKey<T> = {
  [N in keyof T & string]: `${N}:${PathsOf<T[N]>}`;
}[keyof T & string];

export interface I18n {
  /**
   * The language texts are looked up in first; then the languages of its chain (`setChain`,
   * decision 077), then English.
   */
  readonly language: string;
  /** A new function after every change, so that what a render memoized on `t` recomputes. */
  readonly t: TFunction;
  /** Whether a key has a text in the language or in English (plural forms included). */
  exists(key: string, options?: TOptions): boolean;
  /** The writing direction of the language. */
  dir(): 'ltr' | 'rtl';
  changeLanguage(language: string): void;
  /** Adds a namespace's texts for a language, over what it had. */
  addResourceBundle(language: string, namespace: string, texts: Texts): void;
  hasResourceBundle(language: string, namespace: string): boolean;
  /** The languages a key missing in `language` is looked up in, in order (English last). */
  setChain(language: string, chain: readonly string[]): void;
  /** Called after every change of language or texts; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
}

export interface I18nConfig {
  resources: Resources;
  language: string;
  /** The namespace of a key written without one. */
  defaultNamespace: string;
  /**
   * Texts that arrive after the translator is made, shared by every translator given the same
   * object (the English namespaces no first screen shows, loaded after it): looked up when the
   * translator's own resources lack the namespace. Filling it tells no one: nothing on screen
   * can show a namespace before it has arrived (create-i18n.ts).
   */
  later?: Resources;
}

const NAMESPACE_SEPARATOR = ':';

function countOf(options: TOptions | undefined): number | undefined {
  return typeof options?.count === 'number' ? options.count : undefined;
}

function parseKey(key: string, defaultNamespace: string): { namespace: string; path: string } {
  const separator = key.indexOf(NAMESPACE_SEPARATOR);
  if (separator < 0) return { namespace: defaultNamespace, path: key };
  return { namespace: key.slice(0, separator), path: key.slice(separator + 1) };
}

/**
 * A translator over `resources`, in `language`, falling back key by key through the language's
 * chain (set by `setChain`; English alone until then).
 */
export function createI18n({ resources, language, defaultNamespace, later }: I18nConfig): I18n {
  const store: Resources = Object.fromEntries(
    Object.entries(resources).map(([code, namespaces]) => [code, { ...namespaces }]),
  );
  const listeners = new Set<() => void>();
  const chains = new Map<string, readonly string[]>();
  let current = language;
  const bundle = (code: string, namespace: string): Texts | undefined =>
    store[code]?.[namespace] ?? later?.[code]?.[namespace];

  function resolve(key: string, count: number | undefined): string | undefined {
    const { namespace, path } = parseKey(key, defaultNamespace);
    const languages = chains.get(current) ?? [current, DEFAULT_LANGUAGE];
    return findText(languages, (code) => bundle(code, namespace), path, count);
  }

  function makeT(): TFunction {
    return (key, options = {}) => {
      // A missing key shows itself without its namespace, as i18next showed it.
      const fallback = typeof options.defaultValue === 'string' ? options.defaultValue : undefined;
      const text = resolve(key, countOf(options)) ?? fallback;
      return interpolate(text ?? parseKey(key, defaultNamespace).path, options);
    };
  }

  function changed(): void {
    instance.t = makeT();
    for (const listener of listeners) listener();
  }

  const instance = {
    t: makeT(),
    get language() {
      return current;
    },
    exists: (key: string, options?: TOptions) => resolve(key, countOf(options)) !== undefined,
    dir: () => directionOf(current),
    changeLanguage(next: string) {
      if (next === current) return;
      current = next;
      changed();
    },
    addResourceBundle(code: string, namespace: string, texts: Texts) {
      const namespaces = (store[code] ??= {});
      namespaces[namespace] = { ...namespaces[namespace], ...texts };
      changed();
    },
    hasResourceBundle: (code: string, namespace: string) => bundle(code, namespace) !== undefined,
    setChain(code: string, chain: readonly string[]) {
      chains.set(code, chain.includes(DEFAULT_LANGUAGE) ? chain : [...chain, DEFAULT_LANGUAGE]);
      if (code === current) changed();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
  return instance;
}
