import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createWidgetI18n } from './create-i18n';
import type { WidgetT } from './namespaces';
import { createI18n } from './translator';
import { I18nProvider, useTranslation } from './use-translation';

const resources = {
  en: { common: { hello: 'Hello' }, app: { title: 'Title' } },
  'ar-SA': { common: { hello: 'مرحبا' }, app: { title: 'العنوان' } },
};

function Greeting({ title = false }: { title?: boolean }) {
  const { t, i18n } = useTranslation<'common:hello' | 'app:title'>();
  return (
    <p dir={i18n.dir()}>
      {title ? t('app:title') : t('common:hello')} {t('common:hello')}
    </p>
  );
}

describe('useTranslation', () => {
  it("renders in the provider's language and again when the language changes", () => {
    const i18n = createI18n({ resources, language: 'en', defaultNamespace: 'common' });
    render(
      <I18nProvider i18n={i18n}>
        <Greeting />
      </I18nProvider>,
    );
    expect(screen.getByText('Hello Hello')).toHaveAttribute('dir', 'ltr');
    act(() => i18n.changeLanguage('ar-SA'));
    expect(screen.getByText('مرحبا مرحبا')).toHaveAttribute('dir', 'rtl');
  });

  it('renders again when texts arrive for the language shown', () => {
    const i18n = createI18n({ resources: { en: {} }, language: 'en', defaultNamespace: 'common' });
    render(
      <I18nProvider i18n={i18n}>
        <Greeting />
      </I18nProvider>,
    );
    expect(screen.getByText('hello hello')).toBeInTheDocument();
    act(() => i18n.addResourceBundle('en', 'common', { hello: 'Hi' }));
    expect(screen.getByText('Hi Hi')).toBeInTheDocument();
  });

  it('the nearest provider wins: a widget inside the app has its own texts', () => {
    const app = createI18n({ resources, language: 'en', defaultNamespace: 'app' });
    const widget = createI18n({ resources, language: 'ar-SA', defaultNamespace: 'common' });
    render(
      <I18nProvider i18n={app}>
        <Greeting title />
        <I18nProvider i18n={widget}>
          <Greeting />
        </I18nProvider>
      </I18nProvider>,
    );
    expect(screen.getByText('Title Hello')).toBeInTheDocument();
    expect(screen.getByText('مرحبا مرحبا')).toBeInTheDocument();
  });

  it('outside any provider every key shows itself, namespace included', () => {
    render(<Greeting />);
    expect(screen.getByText('common:hello common:hello')).toBeInTheDocument();
  });

  it("the widget's t takes only keys English has: a typo fails the type check", () => {
    const t: WidgetT = createWidgetI18n().t;
    expect(t('login:title')).toBe('Log in');
    // @ts-expect-error a key English does not have
    expect(t('login:titel')).toBe('titel');
  });
});
