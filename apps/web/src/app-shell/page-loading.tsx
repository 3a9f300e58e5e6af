import { useTranslation } from '@foyer/ui';
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
