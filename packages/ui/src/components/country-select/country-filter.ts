/** A country as the selector shows it: ISO code, calling code, name in the page language. */
export interface CountryOption {
  /** ISO 3166-1 alpha-2 code, e.g. 'GB'. */
  iso: string;
  /** Calling code without '+', e.g. '44'. */
  callingCode: string;
  name: string;
}

function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** Whether a country matches a search by name, ISO code or calling code ('+44', '44'). */
export function matchesCountry(option: CountryOption, query: string): boolean {
  const q = fold(query.trim());
  if (q === '') return true;
  const digits = q.replace(/^\+/, '');
  if (/^\d+$/.test(digits)) return option.callingCode.startsWith(digits);
  return fold(option.name).includes(q) || option.iso.toLowerCase() === q;
}

/** The countries a search keeps, in list order. */
export function filterCountries(
  options: readonly CountryOption[],
  query: string,
): readonly CountryOption[] {
  return options.filter((option) => matchesCountry(option, query));
}
