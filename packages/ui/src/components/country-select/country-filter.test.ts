import { describe, expect, it } from 'vitest';
import { countryFlag, filterCountries, type CountryOption } from './country-filter';

const countries: CountryOption[] = [
  { iso: 'DZ', callingCode: '213', name: 'Algeria' },
  { iso: 'CI', callingCode: '225', name: "Côte d'Ivoire" },
  { iso: 'DE', callingCode: '49', name: 'Germany' },
  { iso: 'NE', callingCode: '227', name: 'Niger' },
  { iso: 'GB', callingCode: '44', name: 'United Kingdom' },
  { iso: 'US', callingCode: '1', name: 'United States' },
];

const isos = (query: string, list = countries) => filterCountries(list, query).map((c) => c.iso);

describe('country search (decision 137)', () => {
  it('filters by name, ignoring case and accents', () => {
    expect(isos('united')).toEqual(['GB', 'US']);
    expect(isos('cote')).toEqual(['CI']);
  });
  it('"ger" finds Germany first: names that begin with the search, then those that hold it', () => {
    expect(isos('ger')).toEqual(['DE', 'DZ', 'NE']);
  });
  it('a word that begins with the search comes before a name that only holds it', () => {
    expect(isos('king')).toEqual(['GB']);
    expect(isos('ivo')).toEqual(['CI']);
    expect(isos('ates')).toEqual(['US']);
  });
  it('finds a country by its English name on a page in another language', () => {
    const japanese: CountryOption[] = [
      { iso: 'DZ', callingCode: '213', name: 'アルジェリア', englishName: 'Algeria' },
      { iso: 'DE', callingCode: '49', name: 'ドイツ', englishName: 'Germany' },
    ];
    expect(isos('ger', japanese)).toEqual(['DE', 'DZ']);
    expect(isos('ドイツ', japanese)).toEqual(['DE']);
  });
  it('filters by ISO code, the code itself first', () => {
    expect(isos('de')[0]).toBe('DE');
    expect(isos('GB')).toEqual(['GB']);
  });
  it('filters by calling code, with or without +, the code itself before longer ones', () => {
    expect(isos('+44')).toEqual(['GB']);
    expect(isos('4')).toEqual(['DE', 'GB']);
    expect(isos('22')).toEqual(['CI', 'NE']);
    expect(isos('1')).toEqual(['US']);
  });
  it('an empty search keeps every country, in list order', () => {
    expect(isos('  ')).toEqual(countries.map((c) => c.iso));
  });
});

describe('country flags', () => {
  it('spells the ISO code in regional indicators', () => {
    expect(countryFlag('DE')).toBe('🇩🇪');
    expect(countryFlag('gb')).toBe('🇬🇧');
  });
  it('gives nothing for a code that is not two letters', () => {
    expect(countryFlag('')).toBe('');
    expect(countryFlag('CA-ON')).toBe('');
  });
});
