/**
 * The sign-up controller: the one place that calls the API for this flow. It provides the
 * machine's actors (the calls of each register type, the captcha before each send) and side
 * effects, and hands the views a snapshot and the countries.
 */
import { useMachine } from '../../machine/react';
import { useEffect, useRef, useState } from 'react';
import { fromPromise } from '../../machine';
import {
  CAPTCHA_SCENES,
  REGISTER_COMPLIANCE_SITES,
  SITES,
  TOAST_MS_LONG,
  TOAST_MS_SHORT,
  VERIFY_TYPE,
  registerComplianceCall,
  registerEmailCall,
  registerInfoCall,
  registerMobileCall,
  registerPasswordCall,
  registerResendCall,
  registerVerifyCall,
  registerVerifyResultCall,
  sendEmailCodeCall,
  sendMobileCodeCall,
  validateReferralCode,
  type CallRequest,
  type RegisterType,
} from '@foyer/contract';
import { useTranslation } from '../../i18n/use-translation';
import type { WidgetT } from '../../i18n/namespaces';
import type { ApiClient } from '../../api/api-outcome';
import { callWithCaptcha } from '../../captcha/call-with-captcha';
import { useToast } from '../../components/toast';
import { homeUrl } from '../../widget/home-url';
import { useWidget } from '../../widget/widget-context';
import type { CredentialsForm } from '../shared/credentials-form';
import { useCountries } from '../shared/use-countries';
import { useLatest } from '../shared/use-latest';
import { afterSignUp } from './referral/after-sign-up';
import { arrivalReferral } from './referral/arrival-referral';
import { useAffiliateReferral } from './referral/use-affiliate-info';
import {
  createAccountPayload,
  passwordStepPayload,
  loginNameOf,
  newSignUpTxId,
  sendVerificationPayload,
  signUpCallHeaders,
} from './register-payload';
import { isStepMode } from './register-step';
import { trackLazily } from './track-lazily';
import { createSecurityVerification } from '../shared/security-verification/use-security-verification';
import type * as GateController from './restrictions/use-sign-up-gate';
import { loadWebConfig } from '../../widget/web-config';
import {
  registerMachine,
  type CreateAccountInput,
  type SendVerificationInput,
  type SetPasswordInput,
} from './register.machine';
import type { Sent } from './register.setup';
import { keepSignUpUuid, keptSignUpUuid } from './sign-up-uuid';

const CONTEXT = { context: 'register' } as const;

/**
 * The restriction gate of one submit (restrictions/use-sign-up-gate.ts): its machine, dialogs'
 * controller and calls load with the first submit, not with the first screen (decision 090).
 */
async function runSignUpGate(...args: Parameters<typeof GateController.runSignUpGate>) {
  return (await import('./restrictions/use-sign-up-gate')).runSignUpGate(...args);
}

interface Latest {
  current: {
    widget: ReturnType<typeof useWidget>;
    t: WidgetT;
    toast: ReturnType<typeof useToast>;
    /** The affiliate's code the page put in the referral field (decision 032): not typed. */
    affiliateCode: { current: string };
    /** The running sign-up's `tx-id` (decision 141). */
    signUpTx: { current: string };
  };
}

/**
 * What a sign-up call sends of the form, and its channel fields (referral/sign-up-channel.ts,
 * loaded with the first send). On a site whose compliance config hides the referral block, no
 * referral, invitation or affiliate code at all, not even the page's: the server would refuse
 * it (48024, decisions 083, 090). On the EU site the account-making calls carry the news
 * opt-in as `euSubscription` (behaviour §3) and in the tracking fields.
 */
async function sentFields<F extends CredentialsForm>(
  latest: Latest,
  form: F,
  newsOptIn?: boolean,
  makesAccount = false,
) {
  const { widget, affiliateCode } = latest.current;
  const referralHidden = widget.complianceHidden.includes('referral');
  const { signUpChannel, signUpVisit } = await import('./referral/sign-up-channel');
  const sent = referralHidden ? { ...form, referral: '' } : form;
  const euSubscription = SITES[widget.host.site].newsOptIn ? newsOptIn : undefined;
  const channel = signUpChannel(widget.host, widget.lang, sent, {
    presetRef: referralHidden ? undefined : affiliateCode.current,
    referralHidden,
    euSubscription,
  });
  const optIn = euSubscription === undefined ? {} : { euSubscription };
  const visit = await signUpVisit(widget.api, makesAccount && form.method === 'email');
  return { form: sent, channel: { ...channel, ...optIn }, visit };
}

/**
 * behaviour §4: captcha before the send (scene register 31004, the sign-up path of captcha-info),
 * then /verify/register/* (old mode) or /user/public/register/info (new mode).
 */
async function sendWithCaptcha(
  latest: Latest,
  input: SendVerificationInput,
  impliedCountry: string | undefined,
  signal: AbortSignal,
): Promise<Sent> {
  const { api, lang } = latest.current.widget;
  const { form, channel, visit } = await sentFields(latest, input.form);
  const payload = {
    ...sendVerificationPayload(form, input.registerType, lang, impliedCountry, channel),
    ...visit,
  };
  const captcha = signUpCaptcha(loginNameOf(payload), signal);
  return callWithCaptcha(
    api,
    captcha,
    () => toastCaptchaUnavailable(latest),
    (fields) => {
      const options = { ...CONTEXT, signal };
      // "Resend flagged verified": the passed risk token of this target (decision 031).
      const risk = input.riskToken ? { risk_token: input.riskToken } : {};
      const body = { ...payload, ...fields, ...risk };
      // The new mode's ACCOUNT step names its account as one username (register-payload.ts).
      if ('username' in body) {
        const headers = signUpCallHeaders(latest.current.signUpTx.current, form);
        return api.call(registerInfoCall, body as CallRequest<typeof registerInfoCall>, {
          ...options,
          headers,
        });
      }
      return 'email' in body
        ? api.call(sendEmailCodeCall, body, options)
        : api.call(sendMobileCodeCall, body, options);
    },
  );
}

/** behaviour §4: the sign-up's captcha, scene register 31004 on the sign-up path of captcha-info. */
const signUpCaptcha = (loginName: string, signal: AbortSignal) => ({
  scene: CAPTCHA_SCENES.register,
  forSignUp: true,
  loginName,
  signal,
});

function toastCaptchaUnavailable(latest: Latest) {
  const { toast, t } = latest.current;
  toast.show('error', t('errors:100001'), TOAST_MS_LONG);
}

/**
 * The new mode's resend by uuid, behind the first send's guards (decision 035): the same
 * captcha, and the passed risk token when the resend answered one.
 */
function resendWithCaptcha(
  latest: Latest,
  uuid: string,
  input: SendVerificationInput,
  signal: AbortSignal,
): Promise<Sent> {
  const { api } = latest.current.widget;
  const { form } = input;
  const loginName = form.method === 'email' ? form.email : form.mobile;
  const risk = input.riskToken ? { risk_token: input.riskToken } : {};
  return callWithCaptcha(
    api,
    signUpCaptcha(loginName, signal),
    () => toastCaptchaUnavailable(latest),
    (fields) => api.call(registerResendCall, { uuid, ...fields, ...risk }, { ...CONTEXT, signal }),
  );
}

/**
 * /register/email|mobile, or register_compliance on the compliance sites (behaviour §7), with
 * the sign-up's `tx-id`.
 */
function createAccount(
  api: ApiClient,
  body: Awaited<ReturnType<typeof createAccountPayload>>,
  site: string,
  txId: string,
) {
  const options = { ...CONTEXT, headers: signUpCallHeaders(txId) };
  if ((REGISTER_COMPLIANCE_SITES as readonly string[]).includes(site)) {
    return api.call(
      registerComplianceCall,
      body as CallRequest<typeof registerComplianceCall>,
      options,
    );
  }
  if ('mobile' in body) return api.call(registerMobileCall, body, options);
  return api.call(registerEmailCall, body as CallRequest<typeof registerEmailCall>, options);
}

/** A three-step sign-up keeps its uuid in this tab, so a reload resumes it (143, 158). */
async function keptForReload(registerType: RegisterType, sending: Promise<Sent>): Promise<Sent> {
  const sent = await sending;
  if (isStepMode(registerType) && sent.ok && 'uuid' in sent.result) {
    keepSignUpUuid(sent.result.uuid);
  }
  return sent;
}

export function useRegister() {
  const widget = useWidget();
  const { t } = useTranslation();
  const toast = useToast();
  const affiliateCode = useRef('');
  /** The running sign-up's `tx-id` (decision 141): new with each first send. */
  const signUpTx = useRef('');
  const latest = useLatest({ widget, t, toast, affiliateCode, signUpTx });
  /** The running restriction gate, whose dialogs the flow shows; null when none runs. */
  const [gate, setGate] = useState<GateController.SignUpGateActor | null>(null);
  const { impliedCountry, termsCheckboxes } = SITES[widget.host.site];

  const [machine] = useState(() =>
    registerMachine.provide({
      actors: {
        loadRegisterType: fromPromise(async () => {
          // One read shared with the third-party block (docs/decisions/064).
          const config = await loadWebConfig(latest.current.widget.api);
          return config?.register_type ?? null;
        }),
        sendVerification: fromPromise(
          ({ input, signal }: { input: SendVerificationInput; signal: AbortSignal }) => {
            // A first send starts a sign-up: its calls share a new tx-id (resends keep it).
            latest.current.signUpTx.current = newSignUpTxId();
            const sending = sendWithCaptcha(latest, input, impliedCountry, signal);
            return keptForReload(input.registerType, sending);
          },
        ),
        resendVerification: fromPromise(({ input, signal }) => {
          // The new mode resends by uuid; the old mode sends again. Both with the captcha of
          // the first send, and the passed risk token when the resend asked for one.
          if (isStepMode(input.registerType) && input.uuid) {
            const sending = resendWithCaptcha(latest, input.uuid, input, signal);
            return keptForReload(input.registerType, sending);
          }
          return sendWithCaptcha(latest, input, impliedCountry, signal);
        }),
        checkCode: fromPromise(({ input, signal }) =>
          latest.current.widget.api.call(registerVerifyCall, input, { ...CONTEXT, signal }),
        ),
        pollVerifyResult: fromPromise(async ({ input, signal }) => {
          const { api, track } = latest.current.widget;
          // Silent: the waiting screen itself says expired; a failed poll just polls again.
          const polled = await api.call(
            registerVerifyResultCall,
            { uuid: input.uuid, verify_code: VERIFY_TYPE.LINK },
            { ...CONTEXT, hideError: true, signal },
          );
          trackLazily(track, (tracking) => tracking.activationErrorOf(polled));
          return polled;
        }),
        createAccount: fromPromise(async ({ input }: { input: CreateAccountInput }) => {
          const { api, lang, host, options } = latest.current.widget;
          const { form, channel, visit } = await sentFields(
            latest,
            input.form,
            input.newsOptIn,
            true,
          );
          const body = {
            ...visit,
            ...(await createAccountPayload(
              form,
              input.code,
              input.uuid,
              lang,
              impliedCountry,
              input.registerType,
            )),
            ...channel,
            // Telegram data the visitor brought binds once the account is made (decision 088).
            telegram_callback: await options.telegramCallback,
          };
          return createAccount(api, body, host.site, latest.current.signUpTx.current);
        }),
        signUpGate: fromPromise(({ input, signal }) =>
          runSignUpGate(latest, input, signal, setGate),
        ),
        securityVerification: createSecurityVerification(
          () => latest.current.widget.api,
          'register',
          () => toastCaptchaUnavailable(latest),
        ),
        setPassword: fromPromise(async ({ input }: { input: SetPasswordInput }) => {
          const { api, lang, options } = latest.current.widget;
          const { form, channel, visit } = await sentFields(
            latest,
            input.form,
            input.newsOptIn,
            true,
          );
          const body = {
            ...visit,
            ...(await passwordStepPayload(input.uuid, form, lang, channel)),
          };
          // Telegram data the visitor brought binds once the account is made (decision 088).
          const telegram_callback = await options.telegramCallback;
          return api.call(registerPasswordCall, { ...body, telegram_callback }, CONTEXT);
        }),
      },
      actions: {
        askForCountry: () => {
          const { toast: show, t: translate } = latest.current;
          show.show('error', translate('common:pleaseSelectCountryCode'), TOAST_MS_SHORT);
        },
        toastInvalidCode: () => {
          const { toast: show, t: translate } = latest.current;
          show.show('error', translate('errors:InvalidVerificationCode'), TOAST_MS_SHORT);
        },
        completeRegistration: ({ context }) => {
          const step = context.step;
          // Registered, or after the upgrade notice (decision 088): the same account.
          const accountId = step && 'accountId' in step ? step.accountId : undefined;
          const { widget } = latest.current;
          keepSignUpUuid(null);
          void afterSignUp(widget.api, widget.host.channel).then(() =>
            widget.complete('register', accountId),
          );
        },
        handThirdPartyToLogIn: ({ context }) => {
          const token = context.thirdParty;
          if (!token) return;
          const { widget } = latest.current;
          void Promise.all([
            sentFields(latest, context.form),
            import('./referral/third-party-sign-up-fields'),
            import('../../third-party/handoff'),
          ]).then(([{ form, channel }, { thirdPartySignUpFields }, { handTokenToLogIn }]) => {
            handTokenToLogIn({ ...token, signUp: thirdPartySignUpFields(form, channel) });
            widget.switchMode('login');
          });
        },
        trackRegisterClick: ({ context }) => {
          const { track, host } = latest.current.widget;
          trackLazily(track, (tracking) => tracking.registerClickOf(context.form, host.channel));
        },
        trackUpgradeFailure: () =>
          trackLazily(latest.current.widget.track, (tracking) => tracking.UPGRADE_FAILURE_EVENT),
        goHome: () => {
          const { widget } = latest.current;
          widget.navigate(homeUrl(widget.lang));
        },
      },
    }),
  );

  const { options, host } = widget;
  const [arrived] = useState(() => arrivalReferral(host));
  const referral = options.defaultUserCode ?? arrived;
  const [snapshot, send] = useMachine(machine, {
    input: {
      countryImplied: impliedCountry !== undefined,
      termsBoxes: termsCheckboxes,
      ...(options.registerType ? { registerType: options.registerType } : {}),
      form: {
        method: options.hideEmailTab ? 'mobile' : 'email',
        email: options.defaultEmail ?? '',
        mobile: options.defaultPhone ?? '',
        // A hidden field cannot show its error: a hidden code is kept only when valid.
        referral: options.hideReferral && validateReferralCode(referral) ? '' : referral,
      },
    },
  });
  useEffect(() => {
    // A sign-up kept before a reload: its resume loads only then (decision 143).
    const uuid = keptSignUpUuid();
    if (uuid === null) return;
    void import('./sign-up-resume')
      .then(({ resumeSignUp }) => resumeSignUp(latest.current.widget.api, uuid))
      .then((resumed) => resumed && send({ type: 'RESUME', ...resumed }))
      .catch(() => undefined);
  }, [latest, send]);
  const countries = useCountries((country) => send({ type: 'COUNTRY_SUGGESTED', country }));
  const affiliate = useAffiliateReferral((code) => {
    affiliateCode.current = code;
    send({ type: 'REFERRAL_PRESET', code });
  });

  return {
    snapshot,
    send,
    gate,
    countries,
    countryImplied: impliedCountry !== undefined,
    affiliate,
  };
}

export type RegisterController = ReturnType<typeof useRegister>;
