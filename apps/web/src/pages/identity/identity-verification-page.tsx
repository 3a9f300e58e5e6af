import './identity-verification-page.css';
import { Link } from '../../routing/link';
import { useLogInAndBackWhen } from '../../routing/use-log-in-and-back';
import { useAppTranslation } from '../../i18n/app-i18n';
import { useApp } from '../../app-shell/app-context';
import { AppPage } from '../../app-shell/app-page';
import { PageLoading } from '../../app-shell/page-loading';
import { usePageTitle } from '../../app-shell/use-page-title';
import { useProfile } from '../dashboard/use-profile';
import { identityProviderUrl } from './identity-provider';
import identity from '../../i18n/locales/en/app-pages/identity.json';
import { addPageTexts } from '../../i18n/app-i18n';

addPageTexts({ identity });

const PROVIDER = import.meta.env.VITE_IDENTITY_VERIFICATION_URL as string | undefined;

/**
 * /user/accounts/auth/personal (behaviour §2 "Destinations"): where the EU site's journeys, a
 * `guide_complete_kyc` arrival and the identity-verification dialog's button end. It says what
 * verification asks for and starts it at the exchange's provider; the reference app has none
 * until the operator sets one, and says so. Without a session it goes to log-in and back.
 */
export default function IdentityVerificationPage() {
  const { t } = useAppTranslation();
  const { lang, localize, ready } = useApp();
  const { state } = useProfile(lang);
  const provider = identityProviderUrl(PROVIDER, lang);
  usePageTitle('app:identity.title');

  useLogInAndBackWhen(state.kind === 'signedOut');

  if (!ready || state.kind === 'loading' || state.kind === 'signedOut') return <PageLoading />;
  return (
    <AppPage>
      <section className="app-card" aria-labelledby="identity-title">
        <h1 id="identity-title">{t('app:identity.title')}</h1>
        <p>{t('app:identity.intro')}</p>
        <h2 className="identity-needed">{t('app:identity.needed')}</h2>
        <ul className="identity-list">
          <li>{t('app:identity.document')}</li>
          <li>{t('app:identity.selfie')}</li>
          <li>{t('app:identity.address')}</li>
        </ul>
        {provider ? (
          <a className="app-button identity-start" href={provider}>
            {t('app:identity.start')}
          </a>
        ) : (
          <p className="app-notice">{t('app:identity.template')}</p>
        )}
        <Link to={localize('/dashboard')}>{t('app:identity.later')}</Link>
      </section>
    </AppPage>
  );
}
