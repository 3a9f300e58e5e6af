import { useAppTranslation } from '../i18n/app-i18n';
import { AppPage } from './app-page';

/** Shown while a lazily loaded page arrives. */
export function PageLoading() {
  const { t } = useAppTranslation();
  return (
    <AppPage>
      <p className="app-muted" aria-busy="true">
        {t('app:loading')}
      </p>
    </AppPage>
  );
}
