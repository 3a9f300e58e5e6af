/**
 * How a text is found, one rule for the widget's translator and the server's messages
 * (decisions 052, 077, 078): texts are nested objects whose leaves are strings, a key is a dotted
 * path, a count picks the plural form as i18next named them (`_zero` for 0, then the language's
 * CLDR form: `key_one`, `key_few`…, then the bare key), each language of the chain is read in
 * turn, and `{{name}}` takes its value.
 */
import { intlLocale } from './languages.js';

/** One language's (or namespace's) texts: nested objects whose leaves are strings. */
export type Texts = { readonly [key: string]: string | Texts };

const pluralRules = new Map<string, Intl.PluralRules | null>();

/** `_one`, `_few`… for a count in a language (CLDR's categories). */
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

function textAt(texts: Texts | undefined, path: string): string | undefined {
  let node: Texts | string | undefined = texts;
  for (const part of path.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** What is looked up in one language, in order. */
function candidates(path: string, language: string, count: number | undefined): string[] {
  if (count === undefined) return [path];
  const form = `${path}${pluralSuffix(language, count)}`;
  return count === 0 ? [`${path}_zero`, form, path] : [form, path];
}

/**
 * The text of `path` in the first language of `chain` that has it, reading each language's
 * texts through `textsOf`; undefined when none has it.
 */
export function findText(
  chain: readonly string[],
  textsOf: (language: string) => Texts | undefined,
  path: string,
  count?: number,
): string | undefined {
  for (const language of chain) {
    for (const candidate of candidates(path, language, count)) {
      const text = textAt(textsOf(language), candidate);
      if (text !== undefined) return text;
    }
  }
  return undefined;
}

const PLACEHOLDER = /\{\{(.+?)\}\}/g;

/** `{{name}}` → its value; a name the values do not mention stays as written, as with i18next. */
export function interpolate(text: string, values: Readonly<Record<string, unknown>>): string {
  return text.replace(PLACEHOLDER, (placeholder, name: string) => {
    const key = name.trim();
    if (!Object.hasOwn(values, key)) return placeholder;
    const value = values[key];
    return value === undefined || value === null ? '' : String(value);
  });
}
