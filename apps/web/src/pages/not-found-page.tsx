import { Link } from '../routing/link';
import { useAppTranslation } from '../i18n/app-i18n';
import { useApp } from '../app-shell/app-context';
import { AppPage } from '../app-shell/app-page';
import { usePageTitle } from '../app-shell/use-page-title';

/** Any path the app does not know. */
export function NotFoundPage() {
  const { t } = useAppTranslation();
  const { localize } = useApp();
  usePageTitle('app:titles.notFound');
  return (
    <AppPage>
      <section className="app-card">
        <h1>{t('app:titles.notFound')}</h1>
        <p className="app-muted">{t('app:notFound.body')}</p>
        <Link to={localize('/login')}>{t('app:notFound.toLogin')}</Link>
      </section>
    </AppPage>
  );
}
