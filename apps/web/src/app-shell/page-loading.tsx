import { useTranslation } from 'react-i18next';
import { AppPage } from './app-page';

/** Shown while a lazily loaded page arrives. */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <AppPage>
      <p className="app-muted" aria-busy="true">
        {t('app:loading')}
      </p>
    </AppPage>
  );
}
