import { describe, expect, it } from 'vitest';
import { filterCountries, type CountryOption } from './country-filter';

const countries: CountryOption[] = [
  { iso: 'GB', callingCode: '44', name: 'United Kingdom' },
  { iso: 'US', callingCode: '1', name: 'United States' },
  { iso: 'CI', callingCode: '225', name: "Côte d'Ivoire" },
  { iso: 'DE', callingCode: '49', name: 'Germany' },
];

const isos = (query: string) => filterCountries(countries, query).map((c) => c.iso);

describe('country search', () => {
  it('filters by name, ignoring case and accents', () => {
    expect(isos('united')).toEqual(['GB', 'US']);
    expect(isos('cote')).toEqual(['CI']);
  });
  it('filters by ISO code', () => {
    expect(isos('de')).toEqual(['DE']);
    expect(isos('GB')).toEqual(['GB']);
  });
  it('filters by calling code, with or without +', () => {
    expect(isos('+44')).toEqual(['GB']);
    expect(isos('4')).toEqual(['GB', 'DE']);
  });
  it('an empty search keeps every country', () => {
    expect(isos('  ')).toHaveLength(4);
  });
});
