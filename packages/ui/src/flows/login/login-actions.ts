/**
 * The bodies of the log-in machine's side effects (login-effects.ts names them): none is needed
 * to draw a first screen, so they are fetched once the visitor is on the form, not with the
 * first visit (decision 047). Each takes what the effects read when they run, and the
 * machine's context.
 */
import {
  RET_CODES,
  TOAST_MS_LONG,
  TOAST_MS_SHORT,
  TOAST_MS_TURKISH_BIND,
  riskCheckCall,
  selfUnblockOffered,
} from '@foyer/contract';
import { telegramPlatformIn } from '../../host/platform';
import { keyOf } from '../../i18n/namespaces';
import { createRiskGuideStore } from '../../api/risk-guide-store';
import { afterLogIn, afterSignUp } from '../register/referral/after-sign-up';
import { sendRiskCode } from '../shared/security-verification/use-security-verification';
import { riskGuideTokenOf } from './login-answer';
import { siteJumpOrigin, type LoginEffectsDeps } from './login-effects';
import type { LoginContext, RiskCheckInput } from './login.setup';
import { retrievePasswordUrl } from './retrieve-path';

/** Where a self-help ban older than 24 h leads (behaviour §4 "Ban check"). */
export const selfUnblockPath = (lang: string) => `/${lang}/self-unblock?fromScene=login`;

/** Where "Set now" of the trading password prompt leads (decision 160): the page's section. */
export const tradingPasswordPath = (lang: string) => `/${lang}/app/user/security#trading-password`;

/** Where the identity-verification dialog's KYC button leads (behaviour §2 destinations). */
export const IDENTITY_VERIFICATION_PATH = '/user/accounts/auth/personal';

type Action = (deps: LoginEffectsDeps, context: LoginContext) => void;

export const actions = {
  askForCountry: ({ toast, t }) => {
    toast.show('error', t('common:pleaseSelectCountryCode'), TOAST_MS_SHORT);
  },
  storeRiskGuide: (_, context) => {
    const token = riskGuideTokenOf(context.step);
    if (token) createRiskGuideStore().set(token);
  },
  completeLogin: ({ widget, toast, t }, context) => {
    const step = context.step;
    // "Later" on the trading password prompt (decision 160) completes as a plain sign-in.
    const signedIn =
      step?.kind === 'signedIn' ||
      step?.kind === 'siteJump' ||
      step?.kind === 'tradingPasswordPrompt';
    if (!signedIn) {
      widget.complete('login', undefined);
      return;
    }
    // The compliance wall offered the account's own site and the visitor stays here (decision
    // 159): the host reloads its compliance rules, except inside Telegram's web view.
    if (step.kind === 'siteJump' && telegramPlatformIn(window) === undefined) {
      widget.options.onComplianceReload?.({ accountSite: step.targetSite });
    }
    if (step.linkedProvider) {
      // The names table (third-party/provider-names.ts) stays out of the first screen.
      const provider = t(keyOf('thirdParty', `providers.${step.linkedProvider}`));
      // As long as the Turkish bind's success toast (behaviour §9: 4 s).
      toast.show('success', t('thirdParty:thirdPartyLinked', { provider }), TOAST_MS_TURKISH_BIND);
    }
    // use_thirdparty 1: the provider's sign-in made the account; it completes as a sign-up
    // does (the referral cookie removed, /{lang}/dashboard?newUser=true or step two).
    // A third-party sign-in's provider picks its destination (decision 135).
    const via = context.thirdParty?.provider;
    if (step.newUser) {
      void afterSignUp(widget.api, widget.host.channel).then(() =>
        widget.complete('register', step.accountId, via),
      );
      return;
    }
    // behaviour §4 "Cabital": the channel attach runs after log-in too (decision 032).
    void afterLogIn(widget.api, widget.host.channel).then(() =>
      widget.complete('login', step.accountId, via),
    );
  },
  goToAccountSite: ({ widget }, context) => {
    const origin = siteJumpOrigin(widget.options, context.step);
    if (origin) widget.navigate(`${origin}/${widget.lang}/dashboard`);
  },
  trackComplianceWallLoadFailure: ({ widget }, context) => {
    const step = context.step;
    if (step?.kind !== 'siteJump') return;
    widget.track({ name: 'complianceWallLoadFailure', targetSite: step.targetSite });
  },
  goToRetrievePassword: ({ widget }) => {
    const { lang, options } = widget;
    widget.navigate(retrievePasswordUrl({ lang, resetRequired: true, oauth: options.oauth }));
  },
  /**
   * behaviour §4 "Ban check", a self-help ban past its 24 h: self-unblock, or on a site that does
   * not offer it the account-banned toast, and the form again (decision 153).
   */
  goToSelfUnblock: ({ widget, toast, t }) => {
    if (selfUnblockOffered(widget.host.site)) {
      widget.navigate(selfUnblockPath(widget.lang));
      return;
    }
    const text = t('loginDialogs:dialogs.banned.bodyNoTime');
    toast.show('error', `${RET_CODES.ACCOUNT_BANNED.code}: ${text}`, TOAST_MS_SHORT);
  },
  /**
   * "Set now" (decision 160): the log-in completes as any does (the channel attach, the host's
   * onSuccess), but to the section the person chose instead of the usual destination.
   */
  goToTradingPassword: ({ widget }, context) => {
    const step = context.step;
    const accountId = step?.kind === 'tradingPasswordPrompt' ? step.accountId : undefined;
    const redirectUrl = tradingPasswordPath(widget.lang);
    void afterLogIn(widget.api, widget.host.channel).then(() => {
      widget.options.onSuccess?.({ mode: 'login', accountId, newUser: false, redirectUrl });
      widget.navigate(redirectUrl);
    });
  },
  goToIdentityVerification: ({ widget }) => widget.navigate(IDENTITY_VERIFICATION_PATH),
} satisfies Record<string, Action>;

export type LoginActionName = keyof typeof actions;

/** The security-verification calls (behaviour §4 risk_token). */
export function sendLoginRiskCode(
  { widget, toast, t }: LoginEffectsDeps,
  riskToken: string,
  signal: AbortSignal,
) {
  const captchaUnavailable = () => toast.show('error', t('errors:100001'), TOAST_MS_LONG);
  return sendRiskCode(widget.api, riskToken, { context: 'login', signal, captchaUnavailable });
}

export function checkLoginRiskCode(
  { widget }: LoginEffectsDeps,
  input: RiskCheckInput,
  signal: AbortSignal,
) {
  return widget.api.call(
    riskCheckCall,
    { risk_token: input.riskToken, code: input.code },
    { context: 'login', signal },
  );
}
