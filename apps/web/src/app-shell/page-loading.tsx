import { useAppTranslation } from '../i18n/app-i18n';
import { useLocation } from '../routing/router';
import { AppPage } from './app-page';
import { isHostFramed } from './host-framed';

/** Shown while a lazily loaded page arrives: without the bar where that page has none. */
export function PageLoading() {
  const { t } = useAppTranslation();
  const { pathname, hash } = useLocation();
  return (
    <AppPage bare={isHostFramed(pathname, hash)}>
      <p className="app-muted" aria-busy="true">
        {t('app:loading')}
      </p>
    </AppPage>
  );
}
