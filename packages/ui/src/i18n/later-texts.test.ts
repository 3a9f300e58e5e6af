import { afterEach, describe, expect, it, vi } from 'vitest';
import { NAMESPACES } from './namespaces';

describe('the English no first screen shows loads after it', () => {
  afterEach(() => {
    vi.resetModules();
  });

  it('every namespace is either bundled with the first screens or loaded later, never both', async () => {
    const { enFirst, loadEnglishLater } = await import('./locales/en');
    const later = await loadEnglishLater();
    const first = Object.keys(enFirst);
    const rest = Object.keys(later);
    expect([...first, ...rest].sort()).toEqual([...NAMESPACES].sort());
    expect(first.filter((namespace) => rest.includes(namespace))).toEqual([]);
    // The error table's texts are shown once an answer has come, never on a first screen.
    expect(rest).toContain('errors');
  });

  it('a translator made before the later texts arrive finds them once they have', async () => {
    // A fresh copy of the module: nothing loaded yet (the test set-up loads them for all tests).
    vi.resetModules();
    const { createWidgetI18n, loadLaterTexts } = await import('./create-i18n');
    const i18n = createWidgetI18n('en');
    expect(i18n.exists('common:loading')).toBe(true);
    expect(i18n.exists('errors:unknown')).toBe(false);
    await loadLaterTexts();
    expect(i18n.exists('errors:unknown')).toBe(true);
    expect(i18n.t('errors:unknown')).not.toBe('unknown');
    // Made after: from the start.
    expect(createWidgetI18n('ar-SA').exists('twoFactor:login.title')).toBe(true);
  });
});
