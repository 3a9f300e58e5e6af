import { useMemo } from 'react';
import { lazyView } from '../components/lazy/lazy-view';
import { MiniAppContext } from '../mini-app/mini-app-context';
import { miniAppPlatform, type TelegramWebApp } from '../mini-app/telegram-web-app';
import { WidgetErrorBoundary } from '../widget/widget-error-boundary';
import type { WidgetOptions } from '../widget/widget-options';
import { WidgetProvider } from '../widget/widget-provider';
import { LoginFlowCard } from './login-flow-card';

const MiniAppAuthorizeView = lazyView(() =>
  import('../mini-app/mini-app-authorize.view').then((module) => module.MiniAppAuthorizeView),
);

export interface MiniAppSignInProps extends WidgetOptions {
  /** `window.Telegram.WebApp`, once Telegram's script found launch data (loadTelegramWebApp). */
  webApp: TelegramWebApp;
  /** "Decline": the host shows its ordinary log-in and sign-up form. */
  onDecline: () => void;
}

/**
 * The Telegram Mini App's authorisation page (behaviour §2; docs/decisions/071): the person
 * Telegram names, Accept and Decline, with the whole log-in flow behind Accept (two-factor,
 * security verification, the ban dialog, a new account's landing). Every call carries the
 * Mini App's platform (`tg_pc`, `tg_ios`, `tg_android`). A shell around the log-in flow.
 *
 * @example
 * const webApp = await loadTelegramWebApp();
 * if (webApp) render(<MiniAppSignIn webApp={webApp} onDecline={() => go('/en/login')} />);
 */
export function MiniAppSignIn({ webApp, onDecline, ...options }: MiniAppSignInProps) {
  const miniApp = useMemo(() => ({ webApp, onDecline }), [webApp, onDecline]);
  return (
    <WidgetErrorBoundary onLoadStatus={options.onLoadStatus}>
      <MiniAppContext.Provider value={miniApp}>
        <WidgetProvider
          options={options}
          variant="page"
          initialMode="login"
          platform={miniAppPlatform(webApp.platform)}
        >
          {(ready) => <LoginFlowCard ready={ready} firstScreen={MiniAppAuthorizeView} />}
        </WidgetProvider>
      </MiniAppContext.Provider>
    </WidgetErrorBoundary>
  );
}
