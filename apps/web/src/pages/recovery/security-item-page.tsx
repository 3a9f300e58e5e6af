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
 * /{lang}/app/user/security-item-find (behaviour §2): a lost security item. Today the only
 * item recovered here is the password, so the page leads to recovery; a lost authenticator
 * is turned off by an operator once the holder is checked (decision 016).
 */
export default function SecurityItemPage() {
  const { t } = useAppTranslation();
  const { localize } = useApp();
  usePageTitle('app:recovery.titles.securityItem');
  return (
    <AppPage>
      <section className="app-card">
        <h1>{t('app:recovery.titles.securityItem')}</h1>
        <p>{t('app:recovery.securityItem.body')}</p>
        <p className="app-muted">{t('app:recovery.securityItem.other')}</p>
        <ul className="app-links">
          <li>
            <Link to={localize('/app/user/retrieve')}>
              {t('app:recovery.securityItem.resetPassword')}
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
