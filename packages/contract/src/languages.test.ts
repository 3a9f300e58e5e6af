import { describe, expect, it } from 'vitest';
import { EU_LOCALES, LANGUAGES, LANGUAGES_FALLING_BACK_TO_DEFAULT } from './constants.js';
import { languageChain } from './language-chains.js';
import { TABLE_LANGUAGES, intlLocale, tableLanguage } from './languages.js';
import { dateFormat } from './dates.js';

describe('the language table (decision 077)', () => {
  it("holds SPEC's 29 languages, the EU site's de and it, the Turkish site's tr-TUR and the EU bare codes", () => {
    expect(LANGUAGES).toHaveLength(29);
    for (const language of [...LANGUAGES, 'de-DE', 'it-IT', 'tr-TUR', ...EU_LOCALES]) {
      expect(TABLE_LANGUAGES).toContain(language);
    }
    expect(new Set(TABLE_LANGUAGES).size).toBe(TABLE_LANGUAGES.length);
  });

  it('Spanish of Mexico and Argentina read Latin American Spanish, then English', () => {
    expect(languageChain('es-MX')).toEqual(['es-MX', 'es-419', 'en']);
    expect(languageChain('es-AR')).toEqual(['es-AR', 'es-419', 'en']);
  });

  it('Hong Kong Chinese reads Taiwan Chinese, then English; the Turkish site reads Turkish', () => {
    expect(languageChain('zh-HK')).toEqual(['zh-HK', 'zh-TW', 'en']);
    expect(languageChain('tr-TUR')).toEqual(['tr-TUR', 'tr-TR', 'en']);
  });

  it("SPEC's fall-back-to-default languages and the English variants go straight to English", () => {
    for (const language of [...LANGUAGES_FALLING_BACK_TO_DEFAULT, 'en-HK', 'en-NL', 'en-TR']) {
      expect(languageChain(language)).toEqual([language, 'en']);
    }
    expect(languageChain('en')).toEqual(['en']);
  });

  it("the EU site's bare codes read their country's language", () => {
    expect(languageChain('de')).toEqual(['de', 'de-DE', 'en']);
    expect(languageChain('pt')).toEqual(['pt', 'pt-PT', 'en']);
    expect(languageChain('ro')).toEqual(['ro', 'ro-RO', 'en']);
  });

  it('an unknown language falls back to English; tags match case-insensitively', () => {
    expect(languageChain('xx-YY')).toEqual(['xx-YY', 'en']);
    expect(tableLanguage('AR-sa')).toBe('ar-SA');
    expect(tableLanguage('tr-tur')).toBe('tr-TUR');
    expect(tableLanguage('xx')).toBeUndefined();
  });
});

describe("Intl's tag of a language", () => {
  it('is the language itself when Intl knows it, else its first subtag (tr-TUR is Turkish)', () => {
    expect(intlLocale('ja-JP')).toBe('ja-JP');
    expect(intlLocale('es-419')).toBe('es-419');
    expect(intlLocale('tr-TUR')).toBe('tr');
    expect(() => new Intl.DateTimeFormat(intlLocale('tr-TUR'))).not.toThrow();
  });
});

describe('one way to write a moment, for mails, the widget and the pages', () => {
  const NEW_YEAR = Date.UTC(2026, 0, 2, 14, 5);

  it('every language counts years on the Gregorian calendar (Thai mail once read 2569)', () => {
    for (const language of LANGUAGES) {
      expect(dateFormat(language, { date: 'medium' }).resolvedOptions().calendar, language).toBe('gregory'); // prettier-ignore
    }
    expect(dateFormat('th-TH', { date: 'medium', utc: true }).format(NEW_YEAR)).toContain('2026');
  });

  it('a UTC time reads on the 24-hour clock, in UTC whatever the zone of the machine', () => {
    expect(dateFormat('en', { date: 'medium', time: 'short', utc: true }).format(NEW_YEAR)).toBe('Jan 2, 2026, 14:05'); // prettier-ignore
    expect(dateFormat('en', { time: 'short', utc: true }).resolvedOptions().timeZone).toBe('UTC');
  });
});
