import { TelegramSignIn } from '@foyer/ui';
import { useApp } from '../../app-shell/app-context';
import { ConfirmPage } from '../../app-shell/confirm-page';
import { usePageTitle } from '../../app-shell/use-page-title';
import { addPageTexts, useAppTranslation, type AppKey } from '../../i18n/app-i18n';
import telegram from '../../i18n/locales/en/app-pages/telegram.json';
import { Link } from '../../routing/link';
import { SITE_ORIGINS } from '../auth/auth-page';
import { useAppNavigate } from '../../routing/use-app-navigate';
import { QuickLogin } from './quick-login';
import type { TelegramPageState } from './telegram-sign-in-state';
import { useTelegramSignIn } from './use-telegram-sign-in';
import { AuthFrame } from '../../app-shell/auth-frame';

addPageTexts({ telegram });

/** The status line of the states that have only a message. */
function statusOf(state: TelegramPageState): AppKey | undefined {
  switch (state.kind) {
    case 'signingIn':
      return 'app:telegram.signingIn';
    case 'noData':
      return 'app:telegram.noData';
    case 'retry':
      return `app:telegram.retry.${state.reason}`;
    case 'refused':
      return `app:telegram.refused.${state.refusal}`;
    default:
      return undefined;
  }
}

/**
 * /{lang}/telegram-register-login (behaviour §2 routes; decisions 063, 072): where Telegram's
 * Login Widget sends a person back with its signed fields. The page says who is logging in and
 * counts three seconds (Cancel stops it), then signs in; the answer goes to the widget's log-in
 * flow, which asks for what the account needs (the authenticator code, security verification…)
 * and finishes as a Telegram log-in does, at step two (/user/accounts/auth/step2, decision
 * 135). A refusal says why, with "Try again with Telegram" when the data was what failed, and
 * the way back to log-in.
 */
export default function TelegramSignInPage() {
  const { t } = useAppTranslation();
  const { lang, theme, localize } = useApp();
  const navigate = useAppNavigate();
  const { state, signIn, tryAgain, telegram: widget } = useTelegramSignIn(lang);
  // The page's title stays the same after the hand-over to the log-in flow.
  usePageTitle('app:telegram.title');
  if (state.kind === 'answered') {
    return (
      <AuthFrame>
        <TelegramSignIn
          answer={state.answer}
          lang={lang}
          theme={theme}
          onNavigate={navigate}
          siteOrigins={SITE_ORIGINS}
        />
      </AuthFrame>
    );
  }
  const busy = state.kind === 'signingIn';
  return (
    <ConfirmPage titleKey="app:telegram.title" statusKey={statusOf(state)} loading={busy}>
      {state.kind === 'arrived' ? (
        <QuickLogin token={state.token} onLogIn={() => void signIn(state.token)} />
      ) : null}
      {widget?.titleShown ? <h2>{t('app:telegram.waitingForTelegram')}</h2> : null}
      {busy ? null : (
        <div className="qr-confirm-actions">
          {state.kind !== 'refused' && state.kind !== 'arrived' && tryAgain ? (
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
          <Link to={localize('/login')} className="app-button app-button-quiet">
            {t('app:telegram.backToLogIn')}
          </Link>
        </div>
      )}
    </ConfirmPage>
  );
}
