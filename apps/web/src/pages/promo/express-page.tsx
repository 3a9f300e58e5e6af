import './express-page.css';
import { useEffect } from 'react';
import { Link } from '../../routing/link';
import { useAppTranslation } from '../../i18n/app-i18n';
import { useApp } from '../../app-shell/app-context';
import { AppPage } from '../../app-shell/app-page';
import { PageLoading } from '../../app-shell/page-loading';
import { usePageTitle } from '../../app-shell/use-page-title';
import { useProfile } from '../dashboard/use-profile';
import { expressPageUrl } from './express-page-url';
import promo from '../../i18n/locales/en/app-pages/promo.json';
import { addPageTexts } from '../../i18n/app-i18n';

addPageTexts({ promo });

const EXPRESS_PAGE = import.meta.env.VITE_EXPRESS_BUY_URL as string | undefined;

/** The way on: to the dashboard when signed in, else log in or sign up. */
function WayOn() {
  const { t } = useAppTranslation();
  const { lang, localize } = useApp();
  const { state } = useProfile(lang);
  if (state.kind === 'loading') return null;
  if (state.kind === 'ready') {
    return (
      <Link className="app-button" to={localize('/dashboard')}>
        {t('app:promo.toDashboard')}
      </Link>
    );
  }
  return (
    <>
      <Link className="app-button" to={localize('/login')}>
        {t('app:promo.logIn')}
      </Link>
      <Link to={localize('/register')}>{t('app:promo.signUp')}</Link>
    </>
  );
}

/**
 * /{lang}/fiat/trade/express/home (behaviour §2 "promo link", decision 134): where the promo
 * panel's image leads. The exchange's buying service when the operator set one
 * (VITE_EXPRESS_BUY_URL): the page goes there at once. Else a reference page, marked as the
 * template the exchange replaces, with a way on to log in or to the dashboard.
 */
export default function ExpressPage() {
  const { t } = useAppTranslation();
  const { lang, ready } = useApp();
  const elsewhere = expressPageUrl(EXPRESS_PAGE, lang);
  usePageTitle('app:promo.title');

  useEffect(() => {
    if (elsewhere) window.location.replace(elsewhere);
  }, [elsewhere]);

  if (!ready || elsewhere) return <PageLoading />;
  return (
    <AppPage>
      <section className="app-card" aria-labelledby="express-title">
        <h1 id="express-title">{t('app:promo.title')}</h1>
        <p>{t('app:promo.intro')}</p>
        <h2 className="express-steps-title">{t('app:promo.stepsTitle')}</h2>
        <ol className="express-steps">
          <li>{t('app:promo.stepChoose')}</li>
          <li>{t('app:promo.stepPay')}</li>
          <li>{t('app:promo.stepReceive')}</li>
        </ol>
        <p className="app-notice">{t('app:promo.template')}</p>
        <div className="express-way-on">
          <WayOn />
        </div>
      </section>
    </AppPage>
  );
}
