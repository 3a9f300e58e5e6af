import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createI18n } from './translator';
import { I18nProvider, useTranslation } from './use-translation';

const resources = {
  en: { common: { hello: 'Hello' }, app: { title: 'Title' } },
  'ar-SA': { common: { hello: 'مرحبا' }, app: { title: 'العنوان' } },
};

function Greeting({ namespace }: { namespace?: string }) {
  const { t, i18n } = useTranslation(namespace);
  return (
    <p dir={i18n.dir()}>
      {namespace ? t('title') : t('hello')} {t('common:hello')}
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

  it('a namespace given to the hook is the one of keys written without one', () => {
    const i18n = createI18n({ resources, language: 'en', defaultNamespace: 'common' });
    render(
      <I18nProvider i18n={i18n}>
        <Greeting namespace="app" />
      </I18nProvider>,
    );
    expect(screen.getByText('Title Hello')).toBeInTheDocument();
  });

  it('the nearest provider wins: a widget inside the app has its own texts', () => {
    const app = createI18n({ resources, language: 'en', defaultNamespace: 'app' });
    const widget = createI18n({ resources, language: 'ar-SA', defaultNamespace: 'common' });
    render(
      <I18nProvider i18n={app}>
        <Greeting namespace="app" />
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
    expect(screen.getByText('hello common:hello')).toBeInTheDocument();
  });
});
