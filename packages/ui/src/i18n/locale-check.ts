/**
 * The completeness check of every translation (decision 077), run by `npm test`
 * (locale-completeness.test.ts) on the widget's, the app's and the server's texts: a
 * translated language has every English key, with the same `{{placeholders}}` and `<tags>`,
 * a plural in every CLDR category of the language (and no other), no key English lacks, and
 * no text left in English unless listed as the same on purpose (brands, codes, examples).
 */
import { intlLocale } from '@foyer/contract';

export type Json = { readonly [key: string]: string | Json };

const PLURAL = /_(zero|one|two|few|many|other)$/;
const MARK = /\{\{\s*(\w+)\s*\}\}|<\/?([A-Za-z0-9]+)\s*\/?>/g;

/** Every leaf of a JSON tree by its dotted path. */
export function flatten(json: Json, prefix = '', into = new Map<string, string>()) {
  for (const [key, value] of Object.entries(json)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') into.set(path, value);
    else flatten(value, path, into);
  }
  return into;
}

/** A text's placeholders and tags, sorted ('{{count}}' left out of plural forms). */
export function marksOf(text: string, plural = false): string {
  return [...text.matchAll(MARK)]
    .map((match) => match[0].replace(/\s/g, ''))
    .filter((mark) => !(plural && mark === '{{count}}'))
    .sort()
    .join(' ');
}

export interface CheckOptions {
  /** Paths whose text may equal English (brands, codes, examples). */
  sameAsEnglish?: ReadonlySet<string>;
}

/**
 * What is wrong with one translated tree against English, one line per problem
 * ('ja-JP common:title: missing'); an empty list when nothing is.
 */
export function checkTranslation(
  language: string,
  label: string,
  english: Json,
  translated: Json,
  { sameAsEnglish = new Set() }: CheckOptions = {},
): string[] {
  const problems: string[] = [];
  const say = (path: string, problem: string) =>
    problems.push(`${language} ${label}:${path}: ${problem}`);
  const en = flatten(english);
  const tr = flatten(translated);
  const categories = new Intl.PluralRules(intlLocale(language)).resolvedOptions()
    .pluralCategories as string[];
  // English's keys, a plural's forms as one base key.
  const bases = new Map<string, { plural: boolean; text: string }>();
  for (const [path, text] of en) {
    const base = path.replace(PLURAL, '');
    if (!bases.has(base) || path.endsWith('_other'))
      bases.set(base, { plural: PLURAL.test(path), text });
  }
  for (const [base, { plural, text }] of bases) {
    if (plural) {
      for (const category of categories) {
        const form = tr.get(`${base}_${category}`);
        if (form === undefined) say(`${base}_${category}`, 'missing');
        else if (marksOf(form, true) !== marksOf(text, true))
          say(
            `${base}_${category}`,
            `placeholders or tags "${marksOf(form)}", English has "${marksOf(text)}"`,
          );
      }
      continue;
    }
    const value = tr.get(base);
    if (value === undefined) say(base, 'missing');
    else if (marksOf(value) !== marksOf(text))
      say(base, `placeholders or tags "${marksOf(value)}", English has "${marksOf(text)}"`);
    else if (
      value === text &&
      /[a-z]{3}/i.test(text) &&
      !sameAsEnglish.has(`${label}:${base}`) &&
      !sameAsEnglish.has(`${language} ${label}:${base}`)
    )
      say(base, 'the same as English (list it in SAME_AS_ENGLISH if meant)');
  }
  for (const path of tr.keys()) {
    const base = path.replace(PLURAL, '');
    const known = bases.get(base);
    if (!known) say(path, 'not an English key');
    else if (known.plural && !categories.includes(path.slice(base.length + 1)))
      say(path, `not a plural category of ${language} (${categories.join(', ')})`);
  }
  return problems;
}
