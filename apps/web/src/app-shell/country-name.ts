import { intlLocale } from '@foyer/contract';

/** The country's name in the page language (Intl.DisplayNames), or the code itself. */
export function countryName(code: string, lang: string): string {
  try {
    return new Intl.DisplayNames([intlLocale(lang)], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}
