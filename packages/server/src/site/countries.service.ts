/**
 * The country list: every ISO 3166-1 region libphonenumber knows, with its calling code,
 * the English name and the name in the request's language, sorted by English name.
 *
 * The localized name's key is `name_<Lang header>` exactly as the widget sent it (e.g.
 * `name_ar-SA`, `name_tr-TUR`), so the client reads the key of its own language. Names come
 * from Intl.DisplayNames; a tag Intl rejects ('tr-TUR') falls back to its language ('tr').
 * Lists are cached per language; only well-formed tags are cached, and at most 64 of them.
 */
import type { Country } from '@foyer/contract';
import { getCountries, getCountryCallingCode } from 'libphonenumber-js';

// libphonenumber regions that are not ISO 3166-1 alpha-2 codes.
const NOT_ISO_3166_1 = new Set(['AC', 'TA', 'XK']);
const LANG_TAG = /^[A-Za-z]{2,3}(?:-[A-Za-z0-9]{2,8}){0,2}$/;
const MAX_CACHED_LANGUAGES = 64;

export type CountryList = (lang: string | undefined) => Country[];

export function createCountryList(): CountryList {
  const cache = new Map<string, Country[]>();
  return (lang) => {
    const tag = lang !== undefined && LANG_TAG.test(lang) ? lang : 'en';
    const cached = cache.get(tag);
    if (cached) return cached;
    const list = buildList(tag);
    if (cache.size < MAX_CACHED_LANGUAGES) cache.set(tag, list);
    return list;
  };
}

function displayNames(tag: string): Intl.DisplayNames {
  try {
    return new Intl.DisplayNames([tag], { type: 'region' });
  } catch {
    return new Intl.DisplayNames([tag.split('-')[0] ?? 'en'], { type: 'region' });
  }
}

function buildList(tag: string): Country[] {
  const english = new Intl.DisplayNames(['en'], { type: 'region' });
  const local = tag === 'en' ? undefined : displayNames(tag);
  return getCountries()
    .filter((code) => !NOT_ISO_3166_1.has(code))
    .map((code) => {
      const nameEn = english.of(code) ?? code;
      const country: Country = { code, area_code: getCountryCallingCode(code), name_en: nameEn };
      if (local) country[`name_${tag}`] = local.of(code) ?? nameEn;
      return country;
    })
    .sort((a, b) => a.name_en.localeCompare(b.name_en, 'en'));
}
