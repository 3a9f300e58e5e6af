import type { ReactNode } from 'react';
import { useApp } from './app-context';
import { FoyerRoot } from './foyer-root';
import { SiteHeader } from './site-header';

/**
 * A sign-in page of the app (log-in, sign-up, recovery, unblocking, sub-account and Telegram
 * log-in): the frame's bar above the widget's page (decision 140). Views embedded in a partner's
 * app or a messaging app have none: they are framed by their host.
 */
export function AuthFrame({ children }: { children: ReactNode }) {
  const { theme } = useApp();
  return (
    <>
      <FoyerRoot className="app-frame">
        <SiteHeader />
      </FoyerRoot>
      <main className="auth-page" data-theme={theme}>
        {children}
      </main>
    </>
  );
}
