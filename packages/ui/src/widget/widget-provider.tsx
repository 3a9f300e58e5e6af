import { useCallback, useMemo, useState, type ReactNode } from 'react';
import type { ThirdPartyTokenType } from '@foyer/contract';
import { I18nProvider } from '../i18n/use-translation';
import { createLocalTokenStore } from '../api/token-store';
import { ToastProvider } from '../components/toast';
import { currentPageFacts, deriveHostConfig, type HostConfig } from '../host/host-config';
import type { Platform } from '../host/platform';
import { directionOf } from '../host/language';
import { useWidgetI18n } from '../i18n/use-widget-i18n';
import { afterSuccess } from './after-success';
import { useComplianceHidden, withHidden } from './compliance-hide';
import { modeShown, onlyLoginFields, withOnlyLogin } from './only-login';
import { WidgetContext, type WidgetContextValue, type WidgetVariant } from './widget-context';
import type { WidgetMode, WidgetOptions } from './widget-options';
import { useApiClient } from './use-api-client';
import { usePageView } from './use-page-view';
import { useTracker } from './use-tracker';
import { defaultTheme } from '../theme/theme';

interface WidgetProviderProps {
  options: WidgetOptions;
  variant: WidgetVariant;
  initialMode: WidgetMode;
  children: (ready: boolean) => ReactNode;
  /** The platform header inside Telegram (the Mini App shell); else from the page. */
  platform?: Platform;
}

/** Everything one widget instance needs: host facts, translator, toasts, API, mode. */
export function WidgetProvider({
  options,
  variant,
  initialMode,
  children,
  platform,
}: WidgetProviderProps) {
  const { apiBase, site, lang } = options;
  const host = useMemo(
    () => deriveHostConfig(currentPageFacts(), { apiBase, site, lang, platform }),
    [apiBase, site, lang, platform],
  );
  const { i18n, ready } = useWidgetI18n(host.lang);
  return (
    <I18nProvider i18n={i18n}>
      <ToastProvider>
        <WidgetServices options={options} variant={variant} initialMode={initialMode} host={host}>
          {children(ready)}
        </WidgetServices>
      </ToastProvider>
    </I18nProvider>
  );
}

interface ServicesProps extends Omit<WidgetProviderProps, 'children' | 'platform'> {
  host: HostConfig;
  children: ReactNode;
}

function defaultNavigate(url: string): void {
  window.location.assign(url);
}

function WidgetServices({ options: given, variant, initialMode, host, children }: ServicesProps) {
  const [tokenStore] = useState(createLocalTokenStore);
  const { onlyLogin, requestFields } = given;
  const fields = useMemo(
    () => onlyLoginFields(requestFields, onlyLogin),
    [requestFields, onlyLogin],
  );
  const track = useTracker(host.apiBase, given.onTrack);
  const api = useApiClient(host, tokenStore, fields, track);
  // The site's compliance config hides blocks as the host's options do (decision 090).
  const complianceHidden = useComplianceHidden(api);
  const options = useMemo(
    () => withHidden(withOnlyLogin(given), complianceHidden),
    [given, complianceHidden],
  );
  const [portalContainer, setPortalContainer] = useState<HTMLElement | null>(null);
  const [mode, setMode] = useState(modeShown(initialMode, onlyLogin));
  const [shownInitialMode, setShownInitialMode] = useState(initialMode);
  if (initialMode !== shownInitialMode) {
    // The host changed the `mode` prop: follow it.
    setShownInitialMode(initialMode);
    setMode(modeShown(initialMode, onlyLogin));
  }
  const { onModeChange, onNavigate, onSuccess, redirectWhitelist } = options;
  usePageView(mode, track);

  const switchMode = useCallback(
    (next: WidgetMode) => {
      // onlyLogin: there is no sign-up to switch to (only-login.ts).
      if (modeShown(next, onlyLogin) !== next) return;
      setMode(next);
      onModeChange?.(next);
    },
    [onModeChange, onlyLogin],
  );
  const navigate = useCallback((url: string) => (onNavigate ?? defaultNavigate)(url), [onNavigate]);
  const complete = useCallback(
    (doneMode: WidgetMode, accountId: string | undefined, provider?: ThirdPartyTokenType) => {
      void (async () => {
        const newUser = doneMode === 'register';
        // The destination rules load with the first success, not with the first screen
        // (decision 047): no first screen needs them.
        const [destination, { redirectWhitelistOf }] = await Promise.all([
          import('./destination'),
          import('./white-hosts'),
        ]);
        // Only a log-in follows a redirect (docs/decisions/020): only then is the list needed.
        const whitelist = newUser ? [] : await redirectWhitelistOf(redirectWhitelist, api);
        const hostCallback = onSuccess !== undefined;
        const redirectUrl = destination.destinationAfterSuccess({
          mode: doneMode,
          lang: host.lang,
          site: host.site,
          // A sign-up on a phone may go on to the app's download page (decision 132).
          downloadAfterSignUp:
            newUser && (await destination.downloadAfterSignUpOn(host.platform, api)),
          arrival: destination.currentArrivalFacts(),
          whitelist,
          ...(provider ? { thirdParty: { provider, hostCallback } } : {}),
        });
        onSuccess?.({ mode: doneMode, accountId, newUser, redirectUrl });
        // Step two is a page of its own: the modal goes there rather than reload (decision 135).
        const stepTwo = redirectUrl === destination.STEP_TWO_PATH;
        const next = afterSuccess(variant, hostCallback, redirectUrl, stepTwo);
        if (next.kind === 'navigate') navigate(next.url);
        else if (next.kind === 'reload') window.location.reload();
      })();
    },
    [api, host.lang, host.platform, host.site, navigate, onSuccess, redirectWhitelist, variant],
  );

  const value = useMemo<WidgetContextValue>(
    () => ({
      options,
      complianceHidden,
      variant,
      host,
      lang: host.lang,
      dir: directionOf(host.lang),
      theme: options.theme ?? defaultTheme(options.registerType),
      api,
      tokenStore,
      track,
      mode,
      switchMode,
      portalContainer,
      setPortalContainer,
      navigate,
      complete,
    }),
    [
      options,
      complianceHidden,
      variant,
      host,
      api,
      tokenStore,
      track,
      mode,
      switchMode,
      portalContainer,
      navigate,
      complete,
    ],
  );
  return <WidgetContext.Provider value={value}>{children}</WidgetContext.Provider>;
}
