/**
 * The log-in controller: the one place that calls the API for this flow. It provides the
 * machine's actor and side effects and hands the views a snapshot and small commands.
 */
import { useMachine } from '../../machine/react';
import { useEffect, useState } from 'react';
import { fromPromise } from '../../machine';
import {
  REGISTER_COMPLIANCE_SITES,
  RET_CODES,
  SITES,
  TOAST_MS_LONG,
  loginCall,
  loginCaptchaScene,
  loginComplianceCall,
} from '@foyer/contract';
import { useTranslation } from '../../i18n/use-translation';
import { solveCaptcha } from '../../captcha/captcha-code';
import { useToast } from '../../components/toast';
import { useBrowserFact } from '../../host/browser-fact';
import { useWidget } from '../../widget/widget-context';
import type { Method } from '../shared/credentials-form';
import { useCountries } from '../shared/use-countries';
import { useLatest } from '../shared/use-latest';
import {
  initialLoginMethod,
  initialLoginTab,
  qrTabAllowed,
  readStoredLoginTab,
  storeLoginTab,
  type LoginTab,
  type TabVisibility,
} from './login-method';
import { addressLimit } from './address-limit';
import { loginEffects } from './login-effects';
import { loginMachine, type LoginAttempt } from './login.machine';
import { qrTabFacts, readInAppView, readTouchOnly } from './qr-tab-facts';

const CAPTCHA_UNAVAILABLE = RET_CODES.CAPTCHA_UNAVAILABLE.code;

export function useLogin() {
  const widget = useWidget();
  const { t } = useTranslation();
  const toast = useToast();
  const latest = useLatest({ widget, t, toast });
  const impliedCountry = SITES[widget.host.site].impliedCountry;

  const [machine] = useState(() => {
    const effects = loginEffects(latest);
    return loginMachine.provide({
      actors: {
        logIn: fromPromise(
          async ({ input, signal }: { input: LoginAttempt; signal: AbortSignal }) => {
            const { widget: current, toast: shown, t: translate } = latest.current;
            // A re-send is the whole login again: fresh captcha, and the codes.
            const code = input.google2fa ? { google2fa: input.google2fa } : {};
            const risk = input.riskToken ? { risk_token: input.riskToken } : {};
            const unavailable = () =>
              shown.show('error', translate('errors:100001'), TOAST_MS_LONG);
            // Telegram data the visitor brought binds once the log-in completes (decision 024),
            // a provider's sign-in as a password's (behaviour §3 "Third-party sign-in").
            const telegramCallback = await current.options.telegramCallback;
            const telegram = telegramCallback ? { telegram_callback: telegramCallback } : {};
            const byMobile = !input.thirdParty && input.method === 'mobile';
            const limited = await addressLimit(current.api, byMobile, signal);
            if (limited) return limited;
            if (input.thirdParty) {
              // The same id token on every re-send (docs/decisions/062, 064). Its code loads
              // with the first token: the first screen's bundle does not carry it.
              const { logInWithProvider } = await import('../../third-party/third-party-call');
              return logInWithProvider(
                current.api,
                input.thirdParty,
                { ...code, ...risk, ...telegram },
                {
                  unavailable,
                  signal,
                  track: current.track,
                  visit: {
                    channel: current.host.channel,
                    typed: input.method === 'email' ? input.email : input.mobile,
                    lang: current.lang,
                  },
                },
              );
            }
            // The body's code loads with the first log-in sent, after the first screen.
            const { loginPayload } = await import('./login-payload');
            const payload = await loginPayload(input, current.api, impliedCountry);
            // behaviour §4: captcha required before submit; the new captcha is solved invisibly.
            const captcha = await solveCaptcha(current.api, {
              // behaviour §9: the site's log-in scene (Turkish 31013, EU 31014, else 31000).
              scene: loginCaptchaScene(current.host.site),
              loginName: 'email' in payload ? payload.email : payload.mobile,
              signal,
            });
            if (captcha.kind === 'unavailable') {
              unavailable();
              return { ok: false as const, retCode: CAPTCHA_UNAVAILABLE, retMsg: '' };
            }
            // The 48003 ticket: this log-in proves the account and links its provider.
            const link = input.linkTicket ? { link_ticket: input.linkTicket } : {};
            // The compliance sites log in through login_compliance (decision 081).
            return current.api.call(
              REGISTER_COMPLIANCE_SITES.includes(current.host.site)
                ? loginComplianceCall
                : loginCall,
              { ...payload, ...captcha.fields, ...code, ...risk, ...telegram, ...link },
              { context: 'login', signal },
            );
          },
        ),
        ...effects.actors,
      },
      actions: effects.actions,
      guards: effects.guards,
    });
  });

  const { options } = widget;
  // Read after hydration on a prerendered page (decision 050): before it, the tabs and the
  // first tab are those of a first visit outside a messaging app.
  const inApp = useBrowserFact(readInAppView, false);
  const touchOnly = useBrowserFact(readTouchOnly, false);
  const stored = useBrowserFact(readStoredLoginTab, null);
  const visibility: TabVisibility = {
    ...options,
    qrAllowed: qrTabAllowed(qrTabFacts(widget, inApp, touchOnly)),
  };
  // Until the visitor picks a tab, the first tab follows what the browser remembers.
  const [picked, setPicked] = useState<LoginTab | null>(null);
  const [snapshot, send] = useMachine(machine, {
    input: {
      countryImplied: impliedCountry !== undefined,
      termsRequired: SITES[widget.host.site].loginTerms,
      siteCheck: {
        site: widget.host.site,
        // Registration hidden: onlyLogin, or the modal's hideRegister (which hides the toggle
        // on the login view).
        loginOnly:
          options.onlyLogin === true || (options.hideToggle === true && widget.mode === 'login'),
        embedded: false,
      },
      form: {
        method: initialLoginMethod(stored, visibility),
        email: options.defaultEmail ?? '',
        mobile: options.defaultPhone ?? '',
      },
    },
  });
  // The link dialog's "Log in with password" holds the form on the e-mail log-in, prefilled
  // (docs/decisions/064): the ticket links the account of that e-mail.
  const linking = snapshot.context.linkTicket !== null;
  const tab = linking ? 'email' : (picked ?? initialLoginTab(stored, visibility));
  const countries = useCountries((country) => send({ type: 'COUNTRY_SUGGESTED', country }));

  const startMethod = initialLoginMethod(stored, visibility);
  const formMethod = snapshot.context.form.method;
  useEffect(() => {
    // The remembered tab, known after hydration, moves a form the visitor has not touched.
    if (picked === null && !linking && formMethod !== startMethod) {
      send({ type: 'METHOD_CHANGED', method: startMethod });
    }
  }, [picked, linking, formMethod, startMethod, send]);

  function selectTab(next: LoginTab) {
    storeLoginTab(next);
    setPicked(next);
    // The QR tab has no form of its own: the credential form keeps its method.
    if (next !== 'qrcode') send({ type: 'METHOD_CHANGED', method: next satisfies Method });
  }

  return {
    snapshot,
    send,
    countries,
    tab,
    visibility,
    selectTab,
    countryImplied: impliedCountry !== undefined,
  };
}

export type LoginController = ReturnType<typeof useLogin>;

/** What the screens shared by every log-in flow read: the machine's snapshot and send. */
export type LoginMachineView = Pick<LoginController, 'snapshot' | 'send'>;
