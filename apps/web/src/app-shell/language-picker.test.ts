import { describe, expect, it } from 'vitest';
import { PICKER_LANGUAGES, ownName, pickerLanguages } from './language-picker';

describe('the languages each site offers (behaviour §9)', () => {
  it('the EU site: en, de, es, fr, it, nl, pl, pt, ro', () => {
    expect(pickerLanguages('EU')).toEqual(['en', 'de', 'es', 'fr', 'it', 'nl', 'pl', 'pt', 'ro']);
  });
  it('the Turkish site: tr-TUR and en-TR, its own first', () => {
    expect(pickerLanguages('TUR')).toEqual(['tr-TUR', 'en-TR']);
    expect(ownName('tr-TUR')).toBe('Türkçe');
  });
  it('the other sites: every language of the picker', () => {
    for (const site of ['BYBIT', 'HKG', 'KAZ', 'NLD', 'GEO', 'ARE', 'IDN'] as const) {
      expect(pickerLanguages(site)).toBe(PICKER_LANGUAGES);
    }
  });
});

describe('each language in its own name', () => {
  it('Simplified and Traditional Chinese by their script, not by a country (zh-MY is not Malaysian)', () => {
    expect(ownName('zh-MY')).toBe('简体中文');
    expect(ownName('zh-TW')).toBe('繁體中文');
  });
  it('the others in their own words', () => {
    expect(ownName('ja-JP')).toBe('日本語 (日本)');
    expect(ownName('ar-SA')).toContain('العربية');
  });
});
