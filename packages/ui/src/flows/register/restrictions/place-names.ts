/** Names of the banned places, in the widget's language (Intl.DisplayNames, Intl.ListFormat). */
import { BANNED_COUNTRY_CODES, BANNED_SUBDIVISION_CODES, intlLocale } from '@foyer/contract';
import { keyOf, type WidgetT } from '../../../i18n/namespaces';

/** A country by ISO code, or a subdivision of behaviour §9 ('CA-ON' → Ontario) by its own key. */
export function placeName(place: string, lang: string, t: WidgetT): string {
  if (place.includes('-'))
    return t(keyOf('restrictions', `places.${place}`), { defaultValue: place });
  try {
    return new Intl.DisplayNames([intlLocale(lang)], { type: 'region' }).of(place) ?? place;
  } catch {
    return place;
  }
}

/** behaviour §9's list, as one sentence part: "China, Cuba, … and Ontario (Canada)". */
export function bannedPlacesList(lang: string, t: WidgetT): string {
  const names = [...BANNED_COUNTRY_CODES, ...BANNED_SUBDIVISION_CODES].map((place) =>
    placeName(place, lang, t),
  );
  try {
    return new Intl.ListFormat([intlLocale(lang)], { type: 'conjunction' }).format(names);
  } catch {
    return names.join(', ');
  }
}
