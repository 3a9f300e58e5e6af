/** The translator in React: a provider per widget (and one for the app), and the hook. */
import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import { DEFAULT_LANGUAGE } from '@foyer/contract';
import type { WidgetKey } from './namespaces';
import { createI18n, type I18n, type TFunction } from './translator';

const I18nContext = createContext<I18n | null>(null);

/** Outside any provider there are no texts: every key shows itself, namespace included. */
const WITHOUT_TEXTS = createI18n({
  resources: {},
  language: DEFAULT_LANGUAGE,
  defaultNamespace: '',
});
const keysAsWritten: TFunction = (key, options) =>
  typeof options?.defaultValue === 'string' ? options.defaultValue : key;

export function I18nProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  return <I18nContext.Provider value={i18n}>{children}</I18nContext.Provider>;
}

/**
 * The nearest provider's `t` and translator; the component renders again when the language
 * or the texts change. `t` takes the widget's keys; the app names its own (`useAppTranslation`).
 */
export function useTranslation<Key extends string = WidgetKey>(): {
  t: TFunction<Key>;
  i18n: I18n;
} {
  const provided = useContext(I18nContext);
  const i18n = provided ?? WITHOUT_TEXTS;
  const t = useSyncExternalStore(
    i18n.subscribe,
    () => i18n.t,
    () => i18n.t,
  );
  return { t: provided ? t : keysAsWritten, i18n };
}
