import './recovery-links.css';
import { Link } from '../../routing/link';
import { useAppTranslation } from '../../i18n/app-i18n';
import { useApp } from '../../app-shell/app-context';
import { AppPage } from '../../app-shell/app-page';
import { usePageTitle } from '../../app-shell/use-page-title';
import recovery from '../../i18n/locales/en/app-pages/recovery.json';
import { addPageTexts } from '../../i18n/app-i18n';

addPageTexts({ recovery });

/**
 * /{lang}/app/user/auto-ban-account (behaviour §2): the account was blocked automatically to
 * protect it. Self-help unblocking and support are the two ways on.
 */
export default function AutoBanPage() {
  const { t } = useAppTranslation();
  const { localize } = useApp();
  usePageTitle('app:recovery.titles.autoBan');
  return (
    <AppPage>
      <section className="app-card">
        <h1>{t('app:recovery.titles.autoBan')}</h1>
        <p>{t('app:recovery.autoBan.body')}</p>
        <p className="app-muted">{t('app:recovery.autoBan.next')}</p>
        <ul className="app-links">
          <li>
            <Link to={localize('/self-unblock?fromScene=login')}>
              {t('app:recovery.autoBan.selfUnblock')}
            </Link>
          </li>
          <li>
            <Link to={localize('/help-center/s/webform')}>{t('app:recovery.support')}</Link>
          </li>
        </ul>
      </section>
    </AppPage>
  );
}
