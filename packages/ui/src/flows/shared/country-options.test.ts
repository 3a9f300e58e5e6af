import type { Country } from '@foyer/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toCountryOptions } from './country-options';

const GB: Country = { code: 'GB', area_code: '+44', name_en: 'United Kingdom' };
const DE: Country = { code: 'DE', area_code: '+49', name_en: 'Germany', name_ar: 'ألمانيا' };

const RealDisplayNames = Intl.DisplayNames;

/** Counts the `Intl.DisplayNames` made while `run` runs. */
function displayNamesMade(run: () => void): number {
  vi.restoreAllMocks();
  let made = 0;
  vi.spyOn(Intl, 'DisplayNames').mockImplementation(function (
    ...args: ConstructorParameters<typeof Intl.DisplayNames>
  ) {
    made += 1;
    return new RealDisplayNames(...args);
  } as unknown as typeof Intl.DisplayNames);
  run();
  vi.restoreAllMocks();
  return made;
}

afterEach(() => vi.restoreAllMocks());

describe('the country selector names countries in the page language', () => {
  it('in English from the list itself, never loading the browser’s region names', () => {
    let options: ReturnType<typeof toCountryOptions> = [];
    expect(displayNamesMade(() => (options = toCountryOptions([GB, DE], 'en')))).toBe(0);
    expect(options.map((option) => option.name)).toEqual(['United Kingdom', 'Germany']);
  });

  it('by the server’s name for the language, else the browser’s, loaded once for the list', () => {
    let options: ReturnType<typeof toCountryOptions> = [];
    expect(displayNamesMade(() => (options = toCountryOptions([DE], 'ar-SA')))).toBe(0);
    expect(options[0]).toEqual({
      iso: 'DE',
      callingCode: '49',
      name: 'ألمانيا',
      englishName: 'Germany',
    });
    const made = displayNamesMade(() => (options = toCountryOptions([GB, GB, DE], 'fr-FR')));
    expect(made).toBe(1);
    expect(options[0]?.name).toBe(new Intl.DisplayNames(['fr-FR'], { type: 'region' }).of('GB'));
  });
});
