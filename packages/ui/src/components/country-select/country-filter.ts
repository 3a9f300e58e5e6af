/** A country as the selector shows it: ISO code, calling code, name in the page language. */
export interface CountryOption {
  /** ISO 3166-1 alpha-2 code, e.g. 'GB'. */
  iso: string;
  /** Calling code without '+', e.g. '44'. */
  callingCode: string;
  name: string;
  /** Its English name, searched too when the page is in another language. */
  englishName?: string;
}

function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** How a name answers a search: 0 it starts with it, 1 a word of it does, 2 it holds it. */
function nameRank(name: string | undefined, query: string): number | undefined {
  if (!name) return undefined;
  const folded = fold(name);
  if (folded.startsWith(query)) return 0;
  if (folded.split(/[^\p{L}\p{N}]+/u).some((word) => word.startsWith(query))) return 1;
  return folded.includes(query) ? 2 : undefined;
}

/**
 * How well a country answers a search, lower first; undefined when it does not. By calling
 * code ('+44', '4'): the code itself first, then the longer codes it begins. By ISO code: the
 * code itself first. By name, in the page's language or in English: names that begin with the
 * search, then those with a word that does ("ger": Germany before Algeria, decision 137).
 */
export function matchRank(option: CountryOption, query: string): number | undefined {
  const q = fold(query.trim());
  if (q === '') return 0;
  const digits = q.replace(/^\+/, '');
  if (/^\d+$/.test(digits)) {
    if (!option.callingCode.startsWith(digits)) return undefined;
    return option.callingCode === digits ? 0 : 1;
  }
  const ranks = [nameRank(option.name, q), nameRank(option.englishName, q)];
  if (option.iso.toLowerCase() === q) ranks.push(0);
  const found = ranks.filter((rank) => rank !== undefined);
  return found.length > 0 ? Math.min(...found) : undefined;
}

/** Whether a country answers a search by name, ISO code or calling code. */
export const matchesCountry = (option: CountryOption, query: string): boolean =>
  matchRank(option, query) !== undefined;

/** The countries a search keeps, best answers first, in list order within each rank. */
export function filterCountries(
  options: readonly CountryOption[],
  query: string,
): readonly CountryOption[] {
  return options
    .map((option, index) => ({ option, index, rank: matchRank(option, query) }))
    .filter((entry) => entry.rank !== undefined)
    .sort((a, b) => a.rank! - b.rank! || a.index - b.index)
    .map((entry) => entry.option);
}

const REGIONAL_INDICATOR_A = 0x1f1e6;

/**
 * A country's flag, as the emoji its ISO code spells in regional indicators ('DE' → 🇩🇪): no
 * image to fetch; a system without flag glyphs shows the two letters (decision 137).
 */
export function countryFlag(iso: string): string {
  if (!/^[A-Za-z]{2}$/.test(iso)) return '';
  return String.fromCodePoint(
    ...[...iso.toUpperCase()].map((letter) => REGIONAL_INDICATOR_A + letter.charCodeAt(0) - 65),
  );
}
