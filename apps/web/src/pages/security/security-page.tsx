import './security-page.css';
import { Link } from '../../routing/link';
import { useLogInAndBackWhen } from '../../routing/use-log-in-and-back';
import { useAppTranslation } from '../../i18n/app-i18n';
import { useApp } from '../../app-shell/app-context';
import { AppPage } from '../../app-shell/app-page';
import { usePageTitle } from '../../app-shell/use-page-title';
import { GrantedAppsCard } from './granted-apps-card';
import { GuidedSignInsCard } from './guided-sign-ins-card';
import { SignInMethodsCard } from './sign-in-methods-card';
import { TradingPasswordCard } from './trading-password-card';
import { TwoFactorCard } from './two-factor-card';
import { useGrantedApps } from './use-granted-apps';
import { useGuidedSignIns } from './use-guided-sign-ins';
import { useSignInMethods } from './use-sign-in-methods';
import { useTradingPassword } from './use-trading-password';
import { useTwoFactor } from './use-two-factor';
import { useReauthMethod } from '../../reauth/use-reauth-method';
import security from '../../i18n/locales/en/app-pages/security.json';
import { addPageTexts } from '../../i18n/app-i18n';

addPageTexts({ security });

/**
 * /{lang}/app/user/security (behaviour §2 post-login destination): the signed-in account turns
 * Google Authenticator two-factor on or off, sees its sign-ins from a new country
 * (decision 025), its trading password (decision 160), and its linked sign-in methods, which it
 * can unlink (decision 062). Without a session (10005) it goes to log-in, which comes back here
 * after.
 */
export default function SecurityPage() {
  const { t } = useAppTranslation();
  const { lang, localize, ready } = useApp();
  const twoFactor = useTwoFactor(lang);
  const guided = useGuidedSignIns(lang);
  const methods = useSignInMethods(lang);
  const granted = useGrantedApps(lang);
  const reauth = useReauthMethod(lang);
  const tradingPassword = useTradingPassword(lang);
  const { state } = twoFactor;
  usePageTitle('app:security.title');

  useLogInAndBackWhen(state.kind === 'signedOut');

  if (!ready || state.kind === 'loading' || state.kind === 'signedOut') {
    return (
      <AppPage>
        <p className="app-muted" aria-busy="true">
          {t('app:loading')}
        </p>
      </AppPage>
    );
  }
  return (
    <AppPage>
      <div className="security-page">
        <h1 className="security-heading">{t('app:security.title')}</h1>
        {state.kind === 'failed' ? (
          <section className="app-card">
            <p role="alert">{t('app:security.problems.failed')}</p>
          </section>
        ) : (
          <>
            <GuidedSignInsCard guided={guided} />
            <TwoFactorCard twoFactor={twoFactor} />
            <TradingPasswordCard tradingPassword={tradingPassword} reauth={reauth} />
            <SignInMethodsCard methods={methods} reauth={reauth} />
            <GrantedAppsCard granted={granted} />
          </>
        )}
        <Link to={localize('/dashboard')}>{t('app:security.toDashboard')}</Link>
      </div>
    </AppPage>
  );
}
