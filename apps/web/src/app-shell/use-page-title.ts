import { useEffect } from 'react';
import { useAppTranslation, type AppKey } from '../i18n/app-i18n';

/** Sets the document title of a route: '{page} | Foyer'. */
export function usePageTitle(key: AppKey): void {
  const { t } = useAppTranslation();
  const title = t('app:titleFormat', { page: t(key) });
  useEffect(() => {
    document.title = title;
  }, [title]);
}
