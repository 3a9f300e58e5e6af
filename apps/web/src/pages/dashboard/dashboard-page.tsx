import './dashboard-page.css';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from '../../routing/router';
import { useLogInAndBackWhen } from '../../routing/use-log-in-and-back';
import { useAppTranslation } from '../../i18n/app-i18n';
import { useApp } from '../../app-shell/app-context';
import { AppPage } from '../../app-shell/app-page';
import { usePageTitle } from '../../app-shell/use-page-title';
import { AccountCard } from './account-card';
import { DemoTradingSection } from './demo-trading-section';
import { asksForDemo, useDemoTrading } from './use-demo-trading';
import { ReferralCodeSection } from './referral-code-section';
import { SubAccountsSection } from './sub-accounts-section';
import { useProfile, type Profile } from './use-profile';
import dashboard from '../../i18n/locales/en/app-pages/dashboard.json';
import subAccounts from '../../i18n/locales/en/app-pages/subAccounts.json';
import referral from '../../i18n/locales/en/app-pages/referral.json';
import security from '../../i18n/locales/en/app-pages/security.json';
import demo from '../../i18n/locales/en/app-pages/demo.json';
import { addPageTexts } from '../../i18n/app-i18n';

addPageTexts({ dashboard, subAccounts, referral, security, demo });

interface ReadyProps {
  profile: Profile;
  newUser: boolean;
  /** The page was opened with `demoAccount=true`: the demo log-in ends here (decision 131). */
  arrivedForDemo: boolean;
  leaving: boolean;
  onLogOut: () => void;
}

/** The signed-in dashboard: the account, demo trading, the referral code, sub-accounts. */
function ReadyDashboard({ profile, newUser, arrivedForDemo, leaving, onLogOut }: ReadyProps) {
  const { lang } = useApp();
  const demoTrading = useDemoTrading(lang, profile, arrivedForDemo);
  return (
    <AppPage>
      <AccountCard
        profile={profile}
        newUser={newUser}
        demo={demoTrading.demo}
        leaving={leaving}
        onLogOut={onLogOut}
      />
      <DemoTradingSection {...demoTrading} />
      <ReferralCodeSection />
      <SubAccountsSection profile={profile} />
    </AppPage>
  );
}

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
  // Read once: the address loses `demoAccount` as soon as the page has it, so a reload after
  // "Back to my real account" does not switch demo on again.
  const [arrivedForDemo] = useState(() => asksForDemo(params));
  usePageTitle('app:titles.dashboard');

  useEffect(() => {
    if (!arrivedForDemo) return;
    const kept = new URLSearchParams(window.location.search);
    kept.delete('demoAccount');
    const query = kept.toString();
    navigate(`${window.location.pathname}${query ? `?${query}` : ''}`, { replace: true });
  }, [arrivedForDemo, navigate]);

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
    <ReadyDashboard
      profile={state.profile}
      newUser={params.get('newUser') === 'true'}
      arrivedForDemo={arrivedForDemo}
      leaving={leaving}
      onLogOut={() => void onLogOut()}
    />
  );
}
