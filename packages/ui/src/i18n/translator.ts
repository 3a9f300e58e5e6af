/**
 * The translator of the widget and of the app around it (decision 052): texts per language and
 * namespace, English behind every language, `{{name}}` values and plurals. It reads the locale
 * files as i18next wrote them (`key_one`, `key_other`…), so those files did not change.
 */
import { DEFAULT_LANGUAGE, intlLocale } from '@foyer/contract';
import { directionOf } from '../host/language';

/** One namespace's texts: nested objects whose leaves are strings. */
export type Texts = { readonly [key: string]: string | Texts };

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
const PLACEHOLDER = /\{\{(.+?)\}\}/g;

const pluralRules = new Map<string, Intl.PluralRules | null>();

/** `_one`, `_few`… for a count in a language (i18next's suffixes, from CLDR's categories). */
function pluralSuffix(language: string, count: number): string {
  if (!pluralRules.has(language)) {
    try {
      pluralRules.set(language, new Intl.PluralRules(intlLocale(language)));
    } catch {
      pluralRules.set(language, null);
    }
  }
  return `_${pluralRules.get(language)?.select(count) ?? 'other'}`;
}

function countOf(options: TOptions | undefined): number | undefined {
  return typeof options?.count === 'number' ? options.count : undefined;
}

function parseKey(key: string, defaultNamespace: string): { namespace: string; path: string } {
  const separator = key.indexOf(NAMESPACE_SEPARATOR);
  if (separator < 0) return { namespace: defaultNamespace, path: key };
  return { namespace: key.slice(0, separator), path: key.slice(separator + 1) };
}

function textAt(texts: Texts | undefined, path: string): string | undefined {
  let node: Texts | string | undefined = texts;
  for (const part of path.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** What i18next looked up, in its order: `_zero` for 0, then the count's form, then the key. */
function candidates(path: string, language: string, count: number | undefined): string[] {
  if (count === undefined) return [path];
  const form = `${path}${pluralSuffix(language, count)}`;
  return count === 0 ? [`${path}_zero`, form, path] : [form, path];
}

/** `{{name}}` → the value; a name the options do not mention stays as written, as with i18next. */
function interpolate(text: string, values: TOptions): string {
  return text.replace(PLACEHOLDER, (placeholder, name: string) => {
    const key = name.trim();
    if (!Object.hasOwn(values, key)) return placeholder;
    const value = values[key];
    return value === undefined || value === null ? '' : String(value);
  });
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
    for (const code of languages) {
      for (const candidate of candidates(path, code, count)) {
        const text = textAt(bundle(code, namespace), candidate);
        if (text !== undefined) return text;
      }
    }
    return undefined;
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
