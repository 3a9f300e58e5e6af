import './dashboard-page.css';
import { useState } from 'react';
import { useNavigate, useSearchParams } from '../../routing/router';
import { useLogInAndBackWhen } from '../../routing/use-log-in-and-back';
import { useAppTranslation } from '../../i18n/app-i18n';
import { useApp } from '../../app-shell/app-context';
import { AppPage } from '../../app-shell/app-page';
import { usePageTitle } from '../../app-shell/use-page-title';
import { AccountCard } from './account-card';
import { ReferralCodeSection } from './referral-code-section';
import { SubAccountsSection } from './sub-accounts-section';
import { useProfile } from './use-profile';
import dashboard from '../../i18n/locales/en/app-pages/dashboard.json';
import subAccounts from '../../i18n/locales/en/app-pages/subAccounts.json';
import referral from '../../i18n/locales/en/app-pages/referral.json';
import security from '../../i18n/locales/en/app-pages/security.json';
import { addPageTexts } from '../../i18n/app-i18n';

addPageTexts({ dashboard, subAccounts, referral, security });

/**
 * /{lang}/dashboard, the signed-in destination: the account id and "Log out". Without a
 * session (10005) it goes to /{lang}/login, which comes back here after.
 */
export default function DashboardPage() {
  const { t } = useAppTranslation();
  const { lang, localize, ready } = useApp();
  const navigate = useNavigate();
  const params = useSearchParams();
  const { state, retry, logOut } = useProfile(lang);
  const [leaving, setLeaving] = useState(false);
  usePageTitle('app:titles.dashboard');

  useLogInAndBackWhen(state.kind === 'signedOut');

  async function onLogOut() {
    setLeaving(true);
    await logOut();
    navigate(localize('/login'), { replace: true });
  }

  if (!ready || state.kind === 'loading' || state.kind === 'signedOut') {
    return (
      <AppPage>
        <p className="app-muted" aria-busy="true">
          {t('app:dashboard.loading')}
        </p>
      </AppPage>
    );
  }
  if (state.kind === 'failed') {
    return (
      <AppPage>
        <section className="app-card">
          <p>{t('app:dashboard.failed')}</p>
          <button type="button" className="app-button" onClick={retry}>
            {t('app:dashboard.retry')}
          </button>
        </section>
      </AppPage>
    );
  }
  return (
    <AppPage>
      <AccountCard
        profile={state.profile}
        newUser={params.get('newUser') === 'true'}
        leaving={leaving}
        onLogOut={() => void onLogOut()}
      />
      <ReferralCodeSection />
      <SubAccountsSection profile={state.profile} />
    </AppPage>
  );
}
