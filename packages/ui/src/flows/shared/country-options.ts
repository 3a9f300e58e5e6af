import { intlLocale } from '@foyer/contract';
import type { Country } from '@foyer/contract';
import type { CountryOption } from '../../components/country-select';

/**
 * The browser's region names in a language, made on first use: making an `Intl.DisplayNames`
 * loads the language's data, a long task on a phone (about 50 ms here, four times that on
 * Lighthouse's mobile CPU), so a list the server already names never pays for it.
 */
export type RegionNames = () => Intl.DisplayNames | undefined;

export function regionNames(lang: string): RegionNames {
  let names: Intl.DisplayNames | undefined | null = null;
  return () => {
    if (names === null) {
      try {
        names = new Intl.DisplayNames([intlLocale(lang)], { type: 'region' });
      } catch {
        names = undefined;
      }
    }
    return names;
  };
}

function regionName(names: RegionNames, iso: string): string | undefined {
  try {
    return names()?.of(iso);
  } catch {
    return undefined;
  }
}

/**
 * A country's name in the page language: the server's name_<lang> (or name_<base lang>),
 * else the browser's own region name (Intl.DisplayNames), else the English name.
 */
export function countryName(country: Country, lang: string, names = regionNames(lang)): string {
  if (lang === 'en' || lang.startsWith('en-')) return country.name_en;
  const base = lang.split('-')[0] ?? lang;
  return (
    country[`name_${lang}`] ??
    country[`name_${base}`] ??
    regionName(names, country.code) ??
    country.name_en
  );
}

/** The server's country list as selector options, named in the page language. */
export function toCountryOptions(countries: readonly Country[], lang: string): CountryOption[] {
  const names = regionNames(lang);
  return countries.map((country) => ({
    iso: country.code,
    callingCode: country.area_code.replace(/^\+/, ''),
    name: countryName(country, lang, names),
    englishName: country.name_en,
  }));
}

/** The option of a visitor-country answer: an ISO code, or a calling code. */
export function findCountry(
  options: readonly CountryOption[],
  code: string,
): CountryOption | undefined {
  const wanted = code.trim().replace(/^\+/, '').toUpperCase();
  if (wanted === '') return undefined;
  return (
    options.find((option) => option.iso.toUpperCase() === wanted) ??
    options.find((option) => option.callingCode === wanted)
  );
}
