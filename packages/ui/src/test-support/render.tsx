import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { I18nProvider } from '../i18n/use-translation';
import { createWidgetI18n } from '../i18n/create-i18n';

/** Renders a widget component with the English translator, as inside a widget. */
export function renderWithI18n(ui: ReactElement): RenderResult {
  const i18n = createWidgetI18n();
  function Wrapper({ children }: { children: ReactNode }) {
    return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
  }
  return render(ui, { wrapper: Wrapper });
}
