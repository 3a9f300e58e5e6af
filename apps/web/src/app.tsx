import { lazy, Suspense, useCallback, useMemo, useState, type ReactElement } from 'react';
import type { RegisterType } from '@foyer/contract';
import { BrowserFactsShown, I18nProvider, ToastHost, type Theme } from '@foyer/ui';
import { AppContext, type AppContextValue } from './app-shell/app-context';
import { applyTheme, rememberTheme } from './app-shell/app-theme';
import { useBrowserFactsShown } from './app-shell/browser-facts-shown';
import { usePressesReplayed } from './app-shell/pressed-early';
import { PageLoading } from './app-shell/page-loading';
import { useDocumentLanguage } from './app-shell/use-document-language';
import { useAppI18n } from './i18n/app-i18n';
import { AuthPage } from './pages/auth/auth-page';
import { localizedPath, withLanguage } from './routing/localized-path';
import { matchRoute } from './routing/match-route';
import { useLocation } from './routing/router';

// Split off so the first visit to /{lang}/login or /{lang}/register loads only the widget: the
// widget's recovery, unblock and sub-account flows come with their pages (docs/performance.md).
const DashboardPage = lazy(() => import('./pages/dashboard/dashboard-page'));
const HostPage = lazy(() => import('./pages/host/host-page'));
const SecurityPage = lazy(() => import('./pages/security/security-page'));
const RegisterActivatePage = lazy(() => import('./pages/register-activate/register-activate-page'));
const SubAccountLoginRoute = lazy(() => import('./pages/auth/sub-account-login-route'));
const RetrievePage = lazy(() => import('./pages/recovery/retrieve-page'));
const AutoBanPage = lazy(() => import('./pages/recovery/auto-ban-page'));
const SecurityItemPage = lazy(() => import('./pages/recovery/security-item-page'));
const SelfUnblockPage = lazy(() => import('./pages/recovery/self-unblock-page'));
// Paths the table does not name: pages no first visit of log-in or sign-up leads to without a
// reload (the OAuth view's steps, decision 079; the Telegram pages, the waitlist link, the
// QR approval a phone opens, the legal pages…), else "not found".
const OtherPage = lazy(() => import('./pages/other-page'));

/**
 * The routes of behaviour §2. The language segment is removed before matching ('/ar-SA/login'
 * matches '/login' in Arabic); an unknown segment is no language, so it matches nothing. The
 * first match wins: a path goes before a prefix that holds it.
 */
const ROUTES: readonly { path: string; page: ReactElement }[] = [
  { path: '/login/*', page: <AuthPage mode="login" /> },
  { path: '/register/activate', page: <RegisterActivatePage /> },
  { path: '/register/*', page: <AuthPage mode="register" /> },
  { path: '/sign-up/*', page: <AuthPage mode="register" /> },
  { path: '/app/user/sub-account-login', page: <SubAccountLoginRoute /> },
  { path: '/dashboard', page: <DashboardPage /> },
  { path: '/app/user/security', page: <SecurityPage /> },
  { path: '/app/user/retrieve', page: <RetrievePage /> },
  { path: '/app/user/auto-ban-account', page: <AutoBanPage /> },
  { path: '/app/user/security-item-find', page: <SecurityItemPage /> },
  { path: '/self-unblock', page: <SelfUnblockPage /> },
  { path: '/', page: <HostPage /> },
];

interface AppProps {
  initialTheme: Theme;
  /** The register type a prerendered sign-up page was rendered for (decision 050). */
  registerType?: RegisterType;
  /**
   * The page was rendered before any script (decision 050): the browser's facts wait until it
   * is hydrated.
   */
  prerendered?: boolean;
}

export function App({ initialTheme, registerType, prerendered = false }: AppProps) {
  const location = useLocation();
  const { lang, path } = localizedPath(location.pathname);
  const page = matchRoute(ROUTES, path)?.page ?? <OtherPage />;
  const factsShown = useBrowserFactsShown(prerendered);
  usePressesReplayed(factsShown);
  const [chosenTheme, setChosenTheme] = useState<Theme | null>(null);
  const theme = chosenTheme ?? (factsShown ? initialTheme : 'system');
  const { i18n, ready } = useAppI18n(lang);
  useDocumentLanguage(lang);

  const setTheme = useCallback((next: Theme) => {
    rememberTheme(next);
    applyTheme(next);
    setChosenTheme(next);
  }, []);
  const value = useMemo<AppContextValue>(
    () => ({
      lang,
      theme,
      setTheme,
      ready,
      registerType,
      localize: (to) => withLanguage(lang, to),
    }),
    [lang, theme, setTheme, ready, registerType],
  );

  return (
    <I18nProvider i18n={i18n}>
      <AppContext.Provider value={value}>
        <BrowserFactsShown value={factsShown}>
          {/* Above the pages: a toast shown as one page hands over to the next stays. */}
          <ToastHost theme={theme} lang={lang}>
            <Suspense fallback={<PageLoading />}>{page}</Suspense>
          </ToastHost>
        </BrowserFactsShown>
      </AppContext.Provider>
    </I18nProvider>
  );
}
