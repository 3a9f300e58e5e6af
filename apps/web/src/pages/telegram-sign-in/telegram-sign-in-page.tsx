import { useApp } from '../../app-shell/app-context';
import { ConfirmPage } from '../../app-shell/confirm-page';
import { addPageTexts, useAppTranslation, type AppKey } from '../../i18n/app-i18n';
import telegram from '../../i18n/locales/en/app-pages/telegram.json';
import { Link } from '../../routing/link';
import { useAppNavigate } from '../../routing/use-app-navigate';
import type { TelegramPageState } from './telegram-sign-in-state';
import { useTelegramSignIn } from './use-telegram-sign-in';

addPageTexts({ telegram });

/** The status line of each state; a signed-in page is on its way elsewhere. */
function statusOf(state: TelegramPageState): AppKey | undefined {
  switch (state.kind) {
    case 'signingIn':
    case 'signedIn':
      return 'app:telegram.signingIn';
    case 'noData':
      return 'app:telegram.noData';
    case 'retry':
      return `app:telegram.retry.${state.reason}`;
    case 'refused':
      return `app:telegram.refused.${state.refusal}`;
  }
}

/**
 * /{lang}/telegram-register-login (behaviour §2 routes; decision 063): where Telegram's Login
 * Widget sends a person back with its signed fields. The page signs them in, a new account
 * landing on /{lang}/dashboard?newUser=true and an existing one going where a log-in goes;
 * a refusal says why, with "Try again with Telegram" when the data was what failed, and the
 * way back to log-in.
 */
export default function TelegramSignInPage() {
  const { t } = useAppTranslation();
  const { lang, localize } = useApp();
  const navigate = useAppNavigate();
  const { state, tryAgain, telegram: widget } = useTelegramSignIn(lang, navigate);
  const busy = state.kind === 'signingIn' || state.kind === 'signedIn';
  return (
    <ConfirmPage titleKey="app:telegram.title" statusKey={statusOf(state)} loading={busy}>
      {widget?.titleShown ? <h2>{t('app:telegram.waitingForTelegram')}</h2> : null}
      {busy ? null : (
        <div className="qr-confirm-actions">
          {state.kind !== 'refused' && tryAgain ? (
            <button
              type="button"
              className="app-button"
              disabled={widget !== undefined}
              aria-busy={widget !== undefined || undefined}
              onClick={() => void tryAgain()}
            >
              {t('app:telegram.tryAgain')}
            </button>
          ) : null}
          <Link to={localize('/login')} className="app-button qr-confirm-cancel">
            {t('app:telegram.backToLogIn')}
          </Link>
        </div>
      )}
    </ConfirmPage>
  );
}
