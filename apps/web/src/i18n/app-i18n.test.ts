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
