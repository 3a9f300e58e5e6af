import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useApp } from '../../app-shell/app-context';
import { AppPage } from '../../app-shell/app-page';
import { usePageTitle } from '../../app-shell/use-page-title';
import '../qr-login/qr-login-page.css';
import { SignUpFacts } from './sign-up-facts';
import { useActivation, type ActivationState } from './use-activation';

/** What the page says in each state that has only a message. */
const MESSAGES: Partial<Record<ActivationState['kind'], string>> = {
  loading: 'app:activate.loading',
  invalidLink: 'app:activate.invalidLink',
  activated: 'app:activate.activated',
  expired: 'app:activate.expired',
  alreadyUsed: 'app:activate.alreadyUsed',
  failed: 'app:activate.failed',
};

/**
 * /{lang}/register/activate?uuid=…&token=…, the page an activation e-mail opens (SPEC §2 "An
 * e-mail activation status page"): which sign-up it is (masked e-mail, the browser and place
 * that asked), "Confirm", then the result: activated, expired or already used. The browser
 * that signed up is waiting and continues by itself.
 */
export default function RegisterActivatePage() {
  const { t } = useTranslation();
  const { lang, ready } = useApp();
  const [params] = useSearchParams();
  const { state, confirm } = useActivation(lang, params.get('uuid'), params.get('token'));
  usePageTitle('app:activate.title');
  if (!ready) return <AppPage>{null}</AppPage>;

  const message = MESSAGES[state.kind];
  return (
    <AppPage>
      <section className="app-card qr-confirm">
        <h1>{t('app:activate.title')}</h1>
        {message ? (
          <p role="status" aria-busy={state.kind === 'loading' || undefined}>
            {t(message)}
          </p>
        ) : null}
        {state.kind === 'asking' ? (
          <>
            <p>{t('app:activate.question')}</p>
            <SignUpFacts info={state.info} />
            <p className="app-muted">{t('app:activate.warning')}</p>
            <div className="qr-confirm-actions">
              <button
                type="button"
                className="app-button"
                disabled={state.busy}
                aria-busy={state.busy || undefined}
                onClick={() => void confirm()}
              >
                {t('app:activate.confirm')}
              </button>
            </div>
          </>
        ) : null}
      </section>
    </AppPage>
  );
}
