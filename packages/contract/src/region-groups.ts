/**
 * The region groups of the IP info's `group_country` (behaviour §3): the group a visitor's
 * country belongs to, as the residence prompts of the site table ask about it
 * (docs/decisions/074). A country in no group answers ''.
 */

/** The countries of the European Economic Area: group 'eea'. */
const EEA: readonly string[] = [
  'AT', 'BE', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'FR', 'DE', 'GR', 'HU', 'IS', 'IE',
  'IT', 'LV', 'LI', 'LT', 'LU', 'MT', 'NL', 'NO', 'PL', 'PT', 'RO', 'SK', 'SI', 'ES', 'SE',
]; // prettier-ignore

/** Each group and its countries (ISO 3166-1 alpha-2): the EEA, Georgia and the UAE. */
export const REGION_GROUPS = {
  eea: EEA,
  ge: ['GE'],
  ae: ['AE'],
} as const satisfies Readonly<Record<string, readonly string[]>>;

export type RegionGroup = keyof typeof REGION_GROUPS;

/** The `group_country` of a country code ('FR' → 'eea', 'GE' → 'ge'; '' when in none). */
export function groupCountryOf(country: string): RegionGroup | '' {
  const code = country.toUpperCase();
  const entry = Object.entries(REGION_GROUPS).find(([, countries]) =>
    (countries as readonly string[]).includes(code),
  );
  return entry ? (entry[0] as RegionGroup) : '';
}
