import { describe, expect, it } from 'vitest';
import host from './locales/en/app-pages/host.json';
import { addPageTexts, createAppI18n } from './app-i18n';

describe("the app's English texts come with their pages", () => {
  it('a page’s texts added after a translator was made are found by that translator', () => {
    const i18n = createAppI18n('en');
    // The shell's texts are there from the start.
    expect(i18n.t('app:titles.login')).toBe('Log in');
    expect(i18n.exists('app:host.title')).toBe(false);
    addPageTexts({ host });
    expect(i18n.exists('app:host.title')).toBe(true);
    expect(i18n.t('app:host.title')).toBe(host.title);
  });
});

describe("the app's texts name the operator's brand (decision 140), never ours", () => {
  const locales = import.meta.glob<Record<string, unknown>>(
    ['./locales/*/app.json', './locales/en/app-pages/*.json'],
    { eager: true, import: 'default' },
  );

  it.each(Object.keys(locales))(
    '%s holds no "Foyer": the brand comes from VITE_BRAND_NAME',
    (file) => {
      expect(JSON.stringify(locales[file])).not.toMatch(/foyer/i);
    },
  );

  it('a text naming the brand reads the name it is given', async () => {
    const oauth = (await import('./locales/en/app-pages/oauth.json')).default;
    const security = (await import('./locales/en/app-pages/security.json')).default;
    addPageTexts({ oauth, security });
    const i18n = createAppI18n('en');
    expect(i18n.t('app:oauth.asks', { brand: 'Kite' })).toBe('asks to use your Kite account to:');
    expect(i18n.t('app:security.apps.none', { brand: 'Kite' })).toBe(
      'No apps can use your Kite account.',
    );
  });
});
