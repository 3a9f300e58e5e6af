import { useEffect } from 'react';
import { useAppTranslation, type AppKey } from '../i18n/app-i18n';
import { BRAND } from './brand';

/** Sets the document title of a route: '{page} | {brand}' (decision 140). */
export function usePageTitle(key: AppKey): void {
  const { t } = useAppTranslation();
  const title = t('app:titleFormat', { page: t(key), brand: BRAND.name });
  useEffect(() => {
    document.title = title;
  }, [title]);
}
