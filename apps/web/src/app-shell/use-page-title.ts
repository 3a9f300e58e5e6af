import { useEffect } from 'react';
import { useTranslation } from '@foyer/ui';

/** Sets the document title of a route: '{page} | Foyer'. */
export function usePageTitle(key: string): void {
  const { t } = useTranslation();
  const title = t('app:titleFormat', { page: t(key) });
  useEffect(() => {
    document.title = title;
  }, [title]);
}
