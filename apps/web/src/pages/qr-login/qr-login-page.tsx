import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useApp } from '../../app-shell/app-context';
import { AppPage } from '../../app-shell/app-page';
import { usePageTitle } from '../../app-shell/use-page-title';
import { RequesterFacts } from './requester-facts';
import { useQrConfirm, type QrConfirmState } from './use-qr-confirm';
import './qr-login-page.css';

/** What the page says in each state that has only a message. */
const MESSAGES: Partial<Record<QrConfirmState['kind'], string>> = {
  loading: 'app:qrLogin.loading',
  invalidLink: 'app:qrLogin.invalidLink',
  expired: 'app:qrLogin.expired',
  failed: 'app:qrLogin.failed',
  confirmed: 'app:qrLogin.confirmed',
  declined: 'app:qrLogin.declined',
};

/**
 * /{lang}/qr-login?code=…, the page a login QR code opens on a signed-in device: which
 * browser and place ask, "Confirm" and "Cancel", then what happened. Not signed in, it
 * offers a log-in link that comes back here (redirect_url).
 */
export default function QrLoginPage() {
  const { t } = useTranslation();
  const { lang, localize, ready } = useApp();
  const [params] = useSearchParams();
  const { state, decide } = useQrConfirm(lang, params.get('code'));
  usePageTitle('app:qrLogin.title');
  if (!ready) return <AppPage>{null}</AppPage>;

  // The real address, with its language segment (the router sees the path without it).
  const back = encodeURIComponent(`${window.location.pathname}${window.location.search}`);
  const message = MESSAGES[state.kind];
  return (
    <AppPage>
      <section className="app-card qr-confirm">
        <h1>{t('app:qrLogin.title')}</h1>
        {message ? (
          <p role="status" aria-busy={state.kind === 'loading' || undefined}>
            {t(message)}
          </p>
        ) : null}
        {state.kind === 'signedOut' ? (
          <>
            <p>{t('app:qrLogin.signedOut')}</p>
            <Link to={`${localize('/login')}?redirect_url=${back}`}>{t('app:qrLogin.logIn')}</Link>
          </>
        ) : null}
        {state.kind === 'asking' ? (
          <>
            <p>{t('app:qrLogin.question')}</p>
            <RequesterFacts requester={state.requester} />
            <p className="app-muted">{t('app:qrLogin.warning')}</p>
            <div className="qr-confirm-actions">
              <button
                type="button"
                className="app-button"
                disabled={state.busy !== null}
                onClick={() => void decide('confirm')}
              >
                {t('app:qrLogin.confirm')}
              </button>
              <button
                type="button"
                className="app-button qr-confirm-cancel"
                disabled={state.busy !== null}
                onClick={() => void decide('decline')}
              >
                {t('app:qrLogin.cancel')}
              </button>
            </div>
          </>
        ) : null}
      </section>
    </AppPage>
  );
}
