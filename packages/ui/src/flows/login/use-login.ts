/**
 * The log-in controller: the one place that calls the API for this flow. It provides the
 * machine's actor and side effects and hands the views a snapshot and small commands.
 */
import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import {
  CAPTCHA_SCENES,
  RET_CODES,
  SITES,
  TOAST_MS_LONG,
  TOAST_MS_SHORT,
  loginCall,
  riskCheckCall,
} from '@foyer/contract';
import { createRiskGuideStore } from '../../api/risk-guide-store';
import { solveCaptcha } from '../../captcha/solve-captcha';
import { useToast } from '../../components/toast';
import { useWidget } from '../../widget/widget-context';
import type { Method } from '../shared/credentials-form';
import { afterLogIn } from '../register/referral/after-sign-up';
import { useCountries } from '../shared/use-countries';
import { useLatest } from '../shared/use-latest';
import { sendRiskCode } from '../shared/security-verification/use-security-verification';
import {
  initialLoginMethod,
  initialLoginTab,
  qrTabAllowed,
  readStoredLoginTab,
  storeLoginTab,
  type LoginTab,
  type TabVisibility,
} from './login-method';
import { riskGuideTokenOf, type LoginStep } from './login-answer';
import { loginMachine, type LoginAttempt, type RiskCheckInput } from './login.machine';
import type { WidgetOptions } from '../../widget/widget-options';
import { loginPayload } from './login-payload';
import { qrTabFacts } from './qr-tab-facts';
import { retrievePasswordUrl } from './retrieve-path';

const CAPTCHA_UNAVAILABLE = RET_CODES.CAPTCHA_UNAVAILABLE.code;

/** Where a self-help ban older than 24 h leads (SPEC §4 "Ban check"). */
export const selfUnblockPath = (lang: string) => `/${lang}/self-unblock?fromScene=login`;

/** Where the identity-verification dialog's KYC button leads (SPEC §2 destinations). */
export const IDENTITY_VERIFICATION_PATH = '/user/accounts/auth/personal';

/** The configured origin of the site a site-jump step goes to, if any. */
export function siteJumpOrigin(options: WidgetOptions, step: LoginStep | null) {
  if (step?.kind !== 'siteJump') return undefined;
  const origin = options.siteOrigins?.[step.targetSite];
  return origin ? origin.replace(/\/+$/, '') : undefined;
}

export function useLogin() {
  const widget = useWidget();
  const { t } = useTranslation();
  const toast = useToast();
  const latest = useLatest({ widget, t, toast });
  const impliedCountry = SITES[widget.host.site].impliedCountry;

  const [machine] = useState(() =>
    loginMachine.provide({
      actors: {
        logIn: fromPromise(
          async ({ input, signal }: { input: LoginAttempt; signal: AbortSignal }) => {
            const { widget: current, toast: shown, t: translate } = latest.current;
            const payload = loginPayload(input, impliedCountry);
            // SPEC §4: captcha required before submit; the new captcha is solved invisibly.
            const captcha = await solveCaptcha(current.api, {
              scene: CAPTCHA_SCENES.login,
              loginName: 'email' in payload ? payload.email : payload.mobile,
              signal,
            });
            if (captcha.kind === 'unavailable') {
              shown.show('error', translate('errors:100001'), TOAST_MS_LONG);
              return { ok: false as const, retCode: CAPTCHA_UNAVAILABLE, retMsg: '' };
            }
            // A re-send is the whole login again: password, fresh captcha, and the codes.
            const code = input.google2fa ? { google2fa: input.google2fa } : {};
            const risk = input.riskToken ? { risk_token: input.riskToken } : {};
            // Telegram data the visitor brought binds once the log-in completes (decision 024).
            const { telegramCallback } = current.options;
            const telegram = telegramCallback ? { telegram_callback: telegramCallback } : {};
            return current.api.call(
              loginCall,
              { ...payload, ...captcha.fields, ...code, ...risk, ...telegram },
              { context: 'login', signal },
            );
          },
        ),
        sendRiskCode: fromPromise(
          async ({ input, signal }: { input: string; signal: AbortSignal }) => {
            const { widget: current, toast: shown, t: translate } = latest.current;
            const captchaUnavailable = () =>
              shown.show('error', translate('errors:100001'), TOAST_MS_LONG);
            return sendRiskCode(current.api, input, {
              context: 'login',
              signal,
              captchaUnavailable,
            });
          },
        ),
        checkRiskCode: fromPromise(
          async ({ input, signal }: { input: RiskCheckInput; signal: AbortSignal }) =>
            latest.current.widget.api.call(
              riskCheckCall,
              { risk_token: input.riskToken, code: input.code },
              { context: 'login', signal },
            ),
        ),
      },
      actions: {
        askForCountry: () => {
          const { toast: show, t: translate } = latest.current;
          show.show('error', translate('common:pleaseSelectCountryCode'), TOAST_MS_SHORT);
        },
        storeRiskGuide: ({ context }) => {
          const token = riskGuideTokenOf(context.step);
          if (token) createRiskGuideStore().set(token);
        },
        completeLogin: ({ context }) => {
          const step = context.step;
          const signedIn = step?.kind === 'signedIn' || step?.kind === 'siteJump';
          const { widget: current } = latest.current;
          if (!signedIn) {
            current.complete('login', undefined);
            return;
          }
          // SPEC §3 "Other": the cabital channel attach runs after log-in too (decision 032).
          void afterLogIn(current.api, current.host.channel).then(() =>
            current.complete('login', step.accountId),
          );
        },
        goToAccountSite: ({ context }) => {
          const { widget: current } = latest.current;
          const origin = siteJumpOrigin(current.options, context.step);
          if (origin) current.navigate(`${origin}/${current.lang}/dashboard`);
        },
        trackComplianceWallLoadFailure: ({ context }) => {
          const step = context.step;
          if (step?.kind !== 'siteJump') return;
          const { options: current } = latest.current.widget;
          current.onTrack?.({ name: 'complianceWallLoadFailure', targetSite: step.targetSite });
        },
        goToRetrievePassword: () => {
          const { widget: current } = latest.current;
          const { lang, options: opts } = current;
          current.navigate(retrievePasswordUrl({ lang, resetRequired: true, oauth: opts.oauth }));
        },
        goToSelfUnblock: () => {
          const { widget: current } = latest.current;
          current.navigate(selfUnblockPath(current.lang));
        },
        goToIdentityVerification: () => latest.current.widget.navigate(IDENTITY_VERIFICATION_PATH),
      },
      guards: {
        complianceWallUnavailable: ({ context }) =>
          siteJumpOrigin(latest.current.widget.options, context.step) === undefined,
      },
    }),
  );

  const { options } = widget;
  const visibility: TabVisibility = { ...options, qrAllowed: qrTabAllowed(qrTabFacts(widget)) };
  const [tab, setTab] = useState<LoginTab>(() => initialLoginTab(readStoredLoginTab(), visibility));
  const [snapshot, send] = useMachine(machine, {
    input: {
      countryImplied: impliedCountry !== undefined,
      termsRequired: SITES[widget.host.site].loginTerms,
      siteCheck: {
        site: widget.host.site,
        // Registration hidden (the modal's hideRegister hides the toggle on the login view).
        loginOnly: options.hideToggle === true && widget.mode === 'login',
        embedded: false,
      },
      form: {
        method: initialLoginMethod(readStoredLoginTab(), visibility),
        email: options.defaultEmail ?? '',
        mobile: options.defaultPhone ?? '',
      },
    },
  });
  const countries = useCountries((country) => send({ type: 'COUNTRY_SUGGESTED', country }));

  function selectTab(next: LoginTab) {
    storeLoginTab(next);
    setTab(next);
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
