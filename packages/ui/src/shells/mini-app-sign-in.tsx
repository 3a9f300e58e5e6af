import { Suspense, useMemo } from 'react';
import { FormSkeleton } from '../components/skeleton';
import { lazyView } from '../components/lazy/lazy-view';
import { LoginFlow } from '../flows/login/login-flow';
import { MiniAppContext } from '../mini-app/mini-app-context';
import { miniAppPlatform, type TelegramWebApp } from '../mini-app/telegram-web-app';
import { useMiniAppLink } from '../mini-app/use-mini-app-link';
import { WidgetErrorBoundary } from '../widget/widget-error-boundary';
import type { WidgetOptions } from '../widget/widget-options';
import { WidgetProvider } from '../widget/widget-provider';
import { PageCard } from './login-flow-card';

const MiniAppAuthorizeView = lazyView(() =>
  import('../mini-app/mini-app-authorize.view').then((module) => module.MiniAppAuthorizeView),
);
const MiniAppLinkView = lazyView(() =>
  import('../mini-app/mini-app-link.view').then((module) => module.MiniAppLinkView),
);

export interface MiniAppSignInProps extends WidgetOptions {
  /** `window.Telegram.WebApp`, once Telegram's script found launch data (loadTelegramWebApp). */
  webApp: TelegramWebApp;
  /** "Decline" on the authorisation page: the host shows its ordinary log-in and sign-up form. */
  onDecline: () => void;
}

/**
 * The Telegram Mini App's authorisation page (behaviour §2; docs/decisions/071): the person
 * Telegram names, Accept and Decline, with the whole log-in flow behind Accept (two-factor,
 * security verification, the ban dialog, a new account's landing). When the person is logged
 * in to Foyer in this web view already, Accept links Telegram to that account instead and
 * Decline goes on to the dashboard (link-auth, docs/decisions/089). Every call carries the Mini
 * App's platform (`tg_pc`, `tg_ios`, `tg_android`). A shell around the log-in flow.
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
          {(ready) => <MiniAppPage ready={ready} />}
        </WidgetProvider>
      </MiniAppContext.Provider>
    </WidgetErrorBoundary>
  );
}

/** behaviour §4's mini-app steps: register-or-login, or link-auth when a session is held. */
function MiniAppPage({ ready }: { ready: boolean }) {
  const link = useMiniAppLink();
  const { snapshot } = link;
  let screen;
  if (!ready || snapshot.matches('checkingSession')) screen = <FormSkeleton />;
  else if (snapshot.matches('signedOut')) screen = <LoginFlow firstScreen={MiniAppAuthorizeView} />;
  else {
    screen = (
      <Suspense fallback={<FormSkeleton />}>
        <MiniAppLinkView link={link} />
      </Suspense>
    );
  }
  return <PageCard>{screen}</PageCard>;
}
