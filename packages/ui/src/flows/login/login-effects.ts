/**
 * What the log-in machine does around its calls, shared by every flow that runs it (the main
 * log-in and the sub-account log-in): the security-verification calls, the stored guide
 * token, the completion and the pages a step leads to. Each flow adds its own `logIn` actor.
 */
import type { RefObject } from 'react';
import { fromPromise } from '../../machine';
import {
  TOAST_MS_LONG,
  TOAST_MS_SHORT,
  TOAST_MS_TURKISH_BIND,
  riskCheckCall,
} from '@foyer/contract';
import { keyOf, type WidgetT } from '../../i18n/namespaces';
import { createRiskGuideStore } from '../../api/risk-guide-store';
import type { useToast } from '../../components/toast';
import type { WidgetContextValue } from '../../widget/widget-context';
import type { WidgetOptions } from '../../widget/widget-options';
import { afterLogIn, afterSignUp } from '../register/referral/after-sign-up';
import { sendRiskCode } from '../shared/security-verification/use-security-verification';
import { riskGuideTokenOf, type LoginStep } from './login-answer';
import type { LoginContext, RiskCheckInput } from './login.setup';
import { retrievePasswordUrl } from './retrieve-path';

/** Where a self-help ban older than 24 h leads (behaviour §4 "Ban check"). */
export const selfUnblockPath = (lang: string) => `/${lang}/self-unblock?fromScene=login`;

/** Where the identity-verification dialog's KYC button leads (behaviour §2 destinations). */
export const IDENTITY_VERIFICATION_PATH = '/user/accounts/auth/personal';

/** The configured origin of the site a site-jump step goes to, if any. */
export function siteJumpOrigin(options: WidgetOptions, step: LoginStep | null) {
  if (step?.kind !== 'siteJump') return undefined;
  const origin = options.siteOrigins?.[step.targetSite];
  return origin ? origin.replace(/\/+$/, '') : undefined;
}

/** What the effects read at the moment they run (useLatest). */
export interface LoginEffectsDeps {
  widget: WidgetContextValue;
  t: WidgetT;
  toast: ReturnType<typeof useToast>;
}

type Args = { context: LoginContext };

/** The machine's actors (but `logIn`), actions and guards, for `loginMachine.provide`. */
export function loginEffects(latest: RefObject<LoginEffectsDeps>) {
  return {
    actors: {
      sendRiskCode: fromPromise(
        async ({ input, signal }: { input: string; signal: AbortSignal }) => {
          const { widget: current, toast: shown, t: translate } = latest.current;
          const captchaUnavailable = () =>
            shown.show('error', translate('errors:100001'), TOAST_MS_LONG);
          return sendRiskCode(current.api, input, { context: 'login', signal, captchaUnavailable });
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
      storeRiskGuide: ({ context }: Args) => {
        const token = riskGuideTokenOf(context.step);
        if (token) createRiskGuideStore().set(token);
      },
      completeLogin: ({ context }: Args) => {
        const step = context.step;
        const signedIn = step?.kind === 'signedIn' || step?.kind === 'siteJump';
        const { widget: current } = latest.current;
        if (!signedIn) {
          current.complete('login', undefined);
          return;
        }
        if (step.linkedProvider) {
          const { toast: shown, t: translate } = latest.current;
          // The names table (third-party/provider-names.ts) stays out of the first screen.
          const provider = translate(keyOf('thirdParty', `providers.${step.linkedProvider}`));
          // As long as the Turkish bind's success toast (behaviour §9: 4 s).
          shown.show(
            'success',
            translate('thirdParty:thirdPartyLinked', { provider }),
            TOAST_MS_TURKISH_BIND,
          );
        }
        // use_thirdparty 1: the provider's sign-in made the account; it completes as a sign-up
        // does (the referral cookie removed, /{lang}/dashboard?newUser=true).
        if (step.newUser) {
          void afterSignUp(current.api, current.host.channel).then(() =>
            current.complete('register', step.accountId),
          );
          return;
        }
        // behaviour §4 "Cabital": the channel attach runs after log-in too (decision 032).
        void afterLogIn(current.api, current.host.channel).then(() =>
          current.complete('login', step.accountId),
        );
      },
      goToAccountSite: ({ context }: Args) => {
        const { widget: current } = latest.current;
        const origin = siteJumpOrigin(current.options, context.step);
        if (origin) current.navigate(`${origin}/${current.lang}/dashboard`);
      },
      trackComplianceWallLoadFailure: ({ context }: Args) => {
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
      complianceWallUnavailable: ({ context }: Args) =>
        siteJumpOrigin(latest.current.widget.options, context.step) === undefined,
    },
  };
}
