import { useEffect, useState } from 'react';
import { createWidgetI18n, loadLanguage, needsLoading } from './create-i18n';

/**
 * The widget's translator for a language, and whether that language is ready to show (a
 * lazily loaded locale is not until its chunk has arrived).
 */
export function useWidgetI18n(lang: string) {
  const [i18n] = useState(() => createWidgetI18n(lang));
  const [readyLang, setReadyLang] = useState(() => (needsLoading(i18n, lang) ? null : lang));

  useEffect(() => {
    let current = true;
    void loadLanguage(i18n, lang).then(() => {
      if (current) setReadyLang(lang);
    });
    return () => {
      current = false;
    };
  }, [i18n, lang]);

  return { i18n, ready: readyLang === lang || !needsLoading(i18n, lang) };
}
