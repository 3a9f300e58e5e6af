import { useEffect } from 'react';
import { RegisterLoginPage, sisterSiteOrigins, type WidgetMode } from '@foyer/ui';
import { useApp } from '../../app-shell/app-context';
import { AuthFrame } from '../../app-shell/auth-frame';
import { useCustomerService } from '../../app-shell/use-customer-service';
import { usePageTitle } from '../../app-shell/use-page-title';
import { useLocation, useNavigate } from '../../routing/router';
import { useAppNavigate } from '../../routing/use-app-navigate';
import { useAuthTelegramArrival } from './use-auth-telegram-arrival';
import type { EntryOptions } from './entry-routes';
import { onlyLoginAsked } from './only-login-query';
import { LEGAL_LINKS } from '../../app-shell/legal-links';

const PATH_OF: Record<WidgetMode, string> = { login: '/login', register: '/register' };

// The reference app's sister sites follow the host-label convention (decision 004).
export const SITE_ORIGINS = sisterSiteOrigins(window.location);

/**
 * /{lang}/login, /{lang}/register and /{lang}/sign-up: the widget's page variant; with
 * `options`, the sign-up of an entry (`/invite`…, entry-routes.ts).
 */
export function AuthPage({ mode, options }: { mode: WidgetMode; options?: EntryOptions }) {
  const { lang, theme, localize, registerType } = useApp();
  const navigate = useNavigate();
  const navigateTo = useAppNavigate();
  const onlyLogin = onlyLoginAsked(useLocation().search);
  // onlyLogin: the log-in view, also at /register (decision 130).
  usePageTitle(mode === 'login' || onlyLogin ? 'app:titles.login' : 'app:titles.register');
  const telegramCallback = useAuthTelegramArrival();
  const openCustomerService = useCustomerService(lang);
  // With a session, the visitor goes on to the destination (signed-in-visit.ts), after the
  // first screen: its code and the session check are not on the first visit's path.
  useEffect(() => {
    void import('./signed-in-visit')
      .then(({ destinationIfSignedIn }) => destinationIfSignedIn(lang))
      .then((to) => to && navigate(to, { replace: true }));
  }, [lang, navigate]);
  // No onTrack: the widget sends its tracked events to this server's /v2/public/metrics, where
  // the operator counts them (decision 144).
  return (
    <AuthFrame>
      <RegisterLoginPage
        mode={mode}
        lang={lang}
        legalLinks={LEGAL_LINKS}
        registerType={registerType}
        theme={theme}
        onNavigate={navigateTo}
        siteOrigins={SITE_ORIGINS}
        telegramCallback={telegramCallback}
        onOpenCustomerService={openCustomerService}
        onModeChange={(next) => navigate(localize(PATH_OF[next]), { replace: true })}
        {...options}
        onlyLogin={onlyLogin}
      />
    </AuthFrame>
  );
}
