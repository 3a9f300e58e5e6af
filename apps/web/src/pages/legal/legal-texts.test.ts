import { describe, expect, it } from 'vitest';
import { SITE_CODES } from '@foyer/contract';
import { LEGAL_LANGUAGES, legalLanguageOf, loadLegalText } from './legal-texts';

describe("a site's legal pages are in the page's language where translated, else the site's (128)", () => {
  it("the page's own language wins when its texts exist", () => {
    expect(legalLanguageOf('tr-TR', 'BYBIT')).toBe('tr-TR');
    expect(legalLanguageOf('en', 'TUR')).toBe('en');
    expect(legalLanguageOf('en-TR', 'TUR')).toBe('en');
  });

  it("a language without texts reads its chain, then the site's default language", () => {
    expect(legalLanguageOf('tr-TUR', 'TUR')).toBe('tr-TR');
    expect(legalLanguageOf('zh-HK', 'HKG')).toBe('zh-TW');
    expect(legalLanguageOf('de', 'HKG')).toBe('zh-TW');
    expect(legalLanguageOf('ru-RU', 'TUR')).toBe('tr-TR');
  });

  it('English otherwise', () => {
    expect(legalLanguageOf('de', 'EU')).toBe('en');
    expect(legalLanguageOf('ar-SA', 'ARE', [])).toBe('en');
  });

  it("every site's default language has its texts (the Turkish and Hong Kong sites' too)", async () => {
    expect(LEGAL_LANGUAGES).toEqual(expect.arrayContaining(['en', 'tr-TR', 'zh-TW']));
    for (const site of SITE_CODES) {
      for (const document of ['terms', 'privacy'] as const) {
        const text = await loadLegalText('en', site, document);
        expect(text.document.sections.length).toBeGreaterThan(0);
        expect(text.siteLine).toContain(site);
      }
    }
  });

  it('each translation has what English has, section for section, and says it is a template', async () => {
    const english = await loadLegalText('en', 'BYBIT', 'terms');
    expect(english.notice).toMatch(/^Template/);
    for (const language of LEGAL_LANGUAGES) {
      for (const document of ['terms', 'privacy'] as const) {
        const text = await loadLegalText(language, 'BYBIT', document);
        const englishDocument = await loadLegalText('en', 'BYBIT', document);
        expect(text.language).toBe(language);
        expect(text.document.sections).toHaveLength(englishDocument.document.sections.length);
        expect(text.notice).not.toBe('');
      }
    }
  });
});
