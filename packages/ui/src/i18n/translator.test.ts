import { describe, expect, it, vi } from 'vitest';
import { createI18n, type Resources } from './translator';

const resources: Resources = {
  en: {
    common: { hello: 'Hello', nested: { deep: 'Deep' }, onlyEnglish: 'Only in English' },
    login: {
      welcome: 'Welcome, {{name}}',
      twice: '{{name}} and {{name}}',
      left: '{{count}} attempts left',
      left_one: '1 attempt left',
      files_zero: 'No files',
      files_other: '{{count}} files',
    },
  },
  'ar-SA': {
    common: { hello: 'مرحبا', nested: { deep: 'عميق' } },
    login: {
      welcome: 'أهلا، {{name}}',
      left: 'المحاولات: {{count}}',
      apples_zero: 'zero',
      apples_one: 'one',
      apples_two: 'two',
      apples_few: 'few {{count}}',
      apples_many: 'many {{count}}',
      apples_other: 'other {{count}}',
    },
  },
};

const translator = (language = 'en') =>
  createI18n({ resources, language, defaultNamespace: 'common' });

describe('translator', () => {
  it('a key without a namespace is in the default one; dots walk nested texts', () => {
    const { t } = translator();
    expect(t('hello')).toBe('Hello');
    expect(t('common:nested.deep')).toBe('Deep');
    expect(t('login:welcome', { name: 'Ana' })).toBe('Welcome, Ana');
  });

  it('{{name}} takes the value every time it appears, unescaped (React escapes)', () => {
    const { t } = translator();
    expect(t('login:twice', { name: '<b>&' })).toBe('<b>& and <b>&');
  });

  it('a placeholder without a value stays as written; a value given as undefined is empty', () => {
    const { t } = translator();
    expect(t('login:welcome')).toBe('Welcome, {{name}}');
    expect(t('login:welcome', { name: undefined })).toBe('Welcome, ');
  });

  it('a key missing in the language falls back to English, key by key', () => {
    const { t } = translator('ar-SA');
    expect(t('hello')).toBe('مرحبا');
    expect(t('onlyEnglish')).toBe('Only in English');
  });

  it('a language without texts shows English', () => {
    expect(translator('fr-FR').t('common:nested.deep')).toBe('Deep');
  });

  it('a key no language has shows itself without its namespace, or the defaultValue', () => {
    const { t } = translator();
    expect(t('login:missing.key')).toBe('missing.key');
    expect(t('login:missing', { defaultValue: '' })).toBe('');
    expect(t('login:missing', { defaultValue: 'CA-ON' })).toBe('CA-ON');
    expect(t('hello', { defaultValue: 'unused' })).toBe('Hello');
  });

  it('English plurals: _one for 1, the plain key for the other forms; _zero first for 0', () => {
    const { t } = translator();
    expect(t('login:left', { count: 1 })).toBe('1 attempt left');
    expect(t('login:left', { count: 3 })).toBe('3 attempts left');
    expect(t('login:left', { count: 0 })).toBe('0 attempts left');
    expect(t('login:files', { count: 0 })).toBe('No files');
    expect(t('login:files', { count: 2 })).toBe('2 files');
  });

  it("Arabic's six plural forms are picked by Intl.PluralRules", () => {
    const { t } = translator('ar-SA');
    const forms = [0, 1, 2, 3, 11, 100].map((count) => t('login:apples', { count }));
    expect(forms).toEqual(['zero', 'one', 'two', 'few 3', 'many 11', 'other 100']);
  });

  it("a plural missing in Arabic falls back to English's form for the count", () => {
    const { t } = translator('ar-SA');
    expect(t('login:left', { count: 1 })).toBe('المحاولات: 1');
    expect(t('login:files', { count: 0 })).toBe('No files');
  });

  it('exists sees plural forms and English, not keys no language has', () => {
    const i18n = translator('ar-SA');
    expect(i18n.exists('login:files', { count: 5 })).toBe(true);
    expect(i18n.exists('onlyEnglish')).toBe(true);
    expect(i18n.exists('login:nothing')).toBe(false);
    expect(i18n.exists('common:nested')).toBe(false);
  });

  it('changing the language notifies subscribers and gives a new t', () => {
    const i18n = translator();
    const listener = vi.fn();
    const unsubscribe = i18n.subscribe(listener);
    const before = i18n.t;
    i18n.changeLanguage('ar-SA');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(i18n.t).not.toBe(before);
    expect(i18n.t('hello')).toBe('مرحبا');
    expect(i18n.language).toBe('ar-SA');
    expect(i18n.dir()).toBe('rtl');
    unsubscribe();
    i18n.changeLanguage('en');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(i18n.dir()).toBe('ltr');
  });

  it("an added namespace's texts show at once, and other translators keep theirs", () => {
    const i18n = translator('ar-SA');
    const other = translator('ar-SA');
    expect(i18n.hasResourceBundle('ar-SA', 'qr')).toBe(false);
    i18n.addResourceBundle('ar-SA', 'qr', { title: 'رمز' });
    expect(i18n.hasResourceBundle('ar-SA', 'qr')).toBe(true);
    expect(i18n.t('qr:title')).toBe('رمز');
    expect(other.t('qr:title')).toBe('title');
  });
});

describe('fall-back chains (decision 077)', () => {
  it('a key missing in zh-HK is read in zh-TW, then in English', () => {
    const i18n = createI18n({
      resources: {
        en: { common: { hello: 'Hello', bye: 'Bye', only: 'Only English' } },
        'zh-TW': { common: { hello: '你好', bye: '再見' } },
        'zh-HK': { common: { hello: '哈囉' } },
      },
      language: 'zh-HK',
      defaultNamespace: 'common',
    });
    // Before its chain is known, a language reads English behind it.
    expect(i18n.t('bye')).toBe('Bye');
    i18n.setChain('zh-HK', ['zh-HK', 'zh-TW', 'en']);
    expect(i18n.t('hello')).toBe('哈囉');
    expect(i18n.t('bye')).toBe('再見');
    expect(i18n.t('only')).toBe('Only English');
  });

  it("setting the shown language's chain tells the readers; English is always last", () => {
    const i18n = createI18n({
      resources: { en: { common: { a: 'A' } }, 'es-419': { common: { a: 'Á' } } },
      language: 'es-MX',
      defaultNamespace: 'common',
    });
    const listener = vi.fn();
    i18n.subscribe(listener);
    i18n.setChain('es-MX', ['es-MX', 'es-419']);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(i18n.t('a')).toBe('Á');
    expect(i18n.exists('missing')).toBe(false);
  });
});
