import { siteFromHost } from '@foyer/contract';
import { RegisterLoginPage, oauthRequestFields, type WidgetMode } from '@foyer/ui';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useApp } from '../../app-shell/app-context';
import { BRAND } from '../../app-shell/brand';
import { ConfirmButton, ConfirmPage } from '../../app-shell/confirm-page';
import { usePageTitle } from '../../app-shell/use-page-title';
import { useCustomerService } from '../../app-shell/use-customer-service';
import { addPageTexts, useAppTranslation, type AppKey } from '../../i18n/app-i18n';
import oauth from '../../i18n/locales/en/app-pages/oauth.json';
import { localizedPath } from '../../routing/localized-path';
import { useLocation, useNavigate, useSearchParams } from '../../routing/router';
import { useAppNavigate } from '../../routing/use-app-navigate';
import { oauthStepOf, siteAuthorizedPath } from './oauth-paths';
import { useOAuthConsent, type AuthorizationAsked, type ConsentState } from './use-oauth-consent';
import './oauth-page.css';
import { LEGAL_LINKS } from '../../app-shell/legal-links';

addPageTexts({ oauth });

const WIDGET_PATH: Record<WidgetMode, string> = {
  login: '/oauth-login',
  register: '/oauth-register',
};

/** What each scope lets the partner app see or do, in the person's words. */
const SCOPE_TEXTS: Record<string, AppKey> = {
  openid: 'app:oauth.scopes.openid',
  email: 'app:oauth.scopes.email',
  phone: 'app:oauth.scopes.phone',
  profile: 'app:oauth.scopes.profile',
  offline_access: 'app:oauth.scopes.offline_access',
};

const MESSAGES: Partial<Record<ConsentState['kind'], AppKey>> = {
  loading: 'app:oauth.loading',
  signedOut: 'app:oauth.loading',
  notFound: 'app:oauth.notFound',
  failed: 'app:oauth.failed',
  leaving: 'app:oauth.leaving',
};

/** The authorized step of this site (behaviour §2 `/{site}/oauth-authorized`), query kept. */
function authorizedPath(localize: (path: string) => string, search: string): string {
  return `${localize(siteAuthorizedPath(siteFromHost(window.location.hostname)))}${search}`;
}

/** The browser leaves for the provider's resume address (on our origin), then the partner. */
function leave(url: string): void {
  window.location.assign(url);
}

/**
 * /{lang}/oauth, /oauth-login, /oauth-register and /oauth-authorized, /{site}/oauth-authorized
 * (oauth-paths.ts; the query kept from step
 * to step): a partner app's authorization request. The entry asks the server what the
 * request is; signed out, the widget's log-in or sign-up runs in OAuth mode; signed in, the
 * consent screen names the app and what it asks, with "Authorize" and "Cancel".
 */
export default function OAuthPage() {
  const step = oauthStepOf(localizedPath(useLocation().pathname).path) ?? 'entry';
  if (step === 'login' || step === 'register') return <OAuthWidget mode={step} />;
  // Each step asks the server itself: the authorized step never shows the entry's answer.
  return <OAuthConsent key={step} entry={step === 'entry'} />;
}

function OAuthWidget({ mode }: { mode: WidgetMode }) {
  const { lang, theme, localize, registerType } = useApp();
  const { search } = useLocation();
  const clientId = useSearchParams().get('client_id');
  const requestFields = useMemo(() => oauthRequestFields(clientId), [clientId]);
  const navigate = useNavigate();
  const navigateTo = useAppNavigate();
  // After a log-in or sign-up the page variant goes to its destination (the dashboard): here
  // the consent screen comes instead, and that navigation is dropped.
  const finished = useRef(false);
  const openCustomerService = useCustomerService(lang);
  usePageTitle(mode === 'login' ? 'app:titles.login' : 'app:titles.register');
  return (
    <main className="auth-page oauth-embedded" data-theme={theme}>
      <RegisterLoginPage
        oauth
        requestFields={requestFields}
        hideRightPanel
        mode={mode}
        lang={lang}
        legalLinks={LEGAL_LINKS}
        registerType={registerType}
        theme={theme}
        onNavigate={(url) => {
          if (!finished.current) navigateTo(url);
        }}
        onOpenCustomerService={openCustomerService}
        onSuccess={() => {
          finished.current = true;
          navigate(authorizedPath(localize, search), { replace: true });
        }}
        onModeChange={(next) => navigate(`${localize(WIDGET_PATH[next])}${search}`)}
      />
    </main>
  );
}

function OAuthConsent({ entry }: { entry: boolean }) {
  const { lang, localize } = useApp();
  const { search } = useLocation();
  const navigate = useNavigate();
  const params = useSearchParams();
  const leaveTo = useCallback((url: string) => leave(url), []);
  const { state, answer } = useOAuthConsent(lang, params.get('uid'), leaveTo, !entry);

  useEffect(() => {
    if (state.kind === 'signedOut')
      navigate(`${localize('/oauth-login')}${search}`, { replace: true });
    // ret_code 0 of the entry (the pre-authorize step) goes to the site's authorized page
    // (behaviour §2, §7), which asks.
    else if (entry && state.kind === 'asking')
      navigate(authorizedPath(localize, search), { replace: true });
  }, [state.kind, entry, navigate, localize, search]);

  const asking = state.kind === 'asking' && !entry ? state : null;
  return (
    // Framed by the partner's app like the view's other steps: no bar of ours (decision 140).
    <ConfirmPage
      bare
      titleKey="app:oauth.title"
      statusKey={asking ? undefined : (MESSAGES[state.kind] ?? 'app:oauth.loading')}
      loading={state.kind === 'loading' || state.kind === 'leaving'}
    >
      {asking ? (
        <ConsentQuestion
          asked={asking.asked}
          busy={asking.busy}
          onAnswer={(confirm) => void answer(confirm, asking.asked)}
        />
      ) : null}
    </ConfirmPage>
  );
}

function ConsentQuestion({
  asked,
  busy,
  onAnswer,
}: {
  asked: AuthorizationAsked;
  busy: 'confirm' | 'cancel' | null;
  onAnswer: (confirm: boolean) => void;
}) {
  const { t } = useAppTranslation();
  const scopes = asked.scopes.filter((scope) => SCOPE_TEXTS[scope]);
  return (
    <>
      <div className="oauth-client">
        {asked.logo_uri ? (
          <img className="oauth-client-logo" src={asked.logo_uri} alt="" width={48} height={48} />
        ) : null}
        <p>
          <bdi className="oauth-client-name">{asked.client_name}</bdi>{' '}
          {t('app:oauth.asks', { brand: BRAND.name })}
        </p>
      </div>
      <ul className="oauth-scopes">
        {scopes.map((scope) => (
          <li key={scope}>{t(SCOPE_TEXTS[scope] as AppKey, { brand: BRAND.name })}</li>
        ))}
      </ul>
      <p className="app-muted">{t('app:oauth.revokeLater')}</p>
      <div className="qr-confirm-actions">
        <ConfirmButton
          label={t('app:oauth.authorize')}
          onClick={() => onAnswer(true)}
          disabled={busy !== null}
          busy={busy === 'confirm'}
        />
        <ConfirmButton
          label={t('app:oauth.cancel')}
          onClick={() => onAnswer(false)}
          disabled={busy !== null}
          busy={busy === 'cancel'}
          cancel
        />
      </div>
    </>
  );
}
