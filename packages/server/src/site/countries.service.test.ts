import { describe, expect, it } from 'vitest';
import { createCountryList } from './countries.service.js';

describe('country list', () => {
  const list = createCountryList();

  it('has every ISO 3166-1 region with its calling code (digits, no +), sorted by English name', () => {
    const countries = list(undefined);
    expect(countries.length).toBeGreaterThan(230);
    expect(countries.find((c) => c.code === 'GB')).toEqual({
      code: 'GB',
      area_code: '44',
      name_en: 'United Kingdom',
    });
    expect(countries.every((c) => /^[A-Z]{2}$/.test(c.code) && /^\d+$/.test(c.area_code))).toBe(
      true,
    );
    expect(countries.map((c) => c.code)).not.toContain('XK');
    const names = countries.map((c) => c.name_en);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('adds name_<Lang> in the request language', () => {
    const de = list('ar-SA').find((c) => c.code === 'DE');
    expect(de?.['name_ar-SA']).toBe('ألمانيا');
    expect(list('ja-JP').find((c) => c.code === 'JP')?.['name_ja-JP']).toBe('日本');
  });

  it("a tag Intl refuses falls back to its language ('tr-TUR' → Turkish)", () => {
    expect(list('tr-TUR').find((c) => c.code === 'DE')?.['name_tr-TUR']).toBe('Almanya');
  });

  it('ignores a malformed Lang header and caches per language', () => {
    expect(Object.keys(list('<script>')[0] ?? {})).toEqual(['code', 'area_code', 'name_en']);
    expect(list('fr-FR')).toBe(list('fr-FR'));
  });
});
