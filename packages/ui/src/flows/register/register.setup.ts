/**
 * The sign-up machine's types, context, actors, actions and guards (`setup`, decision 057), shared
 * by the machine (register.machine.ts) and its step states (*.states.ts). No React, no fetch:
 * use-register.ts provides the actors and the side-effect actions.
 */
import { assign, fromPromise, setup } from '../../machine';
import { AB_LAYOUT_MAX_LOADING_MS, ACTIVATION_POLL_INTERVAL_MS } from '@foyer/contract';
import type { ApiOutcome } from '../../api/api-outcome';
import {
  countryMissing,
  isFormValid,
  withCleanPhone,
  withField,
  type CredentialsForm,
} from '../shared/credentials-form';
import {
  PHONE_CLEAN_DELAY,
  applyFormEvent,
  isMobileChange,
  type FormEvent,
} from '../shared/form-events';
import { COUNTDOWN_TICK_MS, RESEND_COUNTDOWN_START } from './countdown';
import {
  securityVerificationMachine,
  type SecurityVerificationOutput,
} from '../shared/security-verification/security-verification.machine';
import type { ThirdPartyToken } from '../login/login.setup';
import { refusalAfterEdit, refusalOf, type FieldRefusal } from '../shared/field-refusal';
import { refusalAfter } from './register-refusal';
import { refusedBySignUpRule } from './restrictions/sign-up-gate-input';
import type { SignUpGateInput, SignUpGateOutput } from './restrictions/sign-up-gate.machine';
import { ACCOUNT_STEP_RULES, PASSWORD_STEP_RULES, REGISTER_RULES } from './register-rules';
import {
  FALLBACK_REGISTER_TYPE,
  isStepMode,
  stepAfter,
  type RegisterAnswer,
  type SignUpStep,
  type RegisterType,
} from './register-step';

export interface RegisterInput {
  form?: Partial<CredentialsForm>;
  countryImplied?: boolean;
  /** A register type fixed by the widget option `registerType`: remote config is not asked. */
  registerType?: RegisterType;
  /** The site's terms boxes (`SITES[site].termsCheckboxes`); one when not given. */
  termsBoxes?: number;
}

export interface RegisterContext {
  /** Null until remote config answered (at most 3 s). */
  registerType: RegisterType | null;
  form: CredentialsForm;
  countryImplied: boolean;
  /**
   * Each of the site's terms boxes, ticked or not (behaviour §5 "Terms": the Turkish site has
   * three, all required): sign-up waits for every one.
   */
  terms: readonly boolean[];
  /** The EU site's optional news opt-in, sent as `euSubscription` (decision 090). */
  newsOptIn: boolean;
  /** The register uuid of the last verification sent (result.uuid). */
  uuid: string | null;
  /** The code typed in the six boxes. */
  code: string;
  /** The step of the last answer (stepAfter). */
  step: SignUpStep | null;
  /** Whole seconds shown on the resend countdown. */
  resendIn: number;
  /** Bumped on a refused code, so the boxes start empty again. */
  codeAttempt: number;
  /**
   * The last refusal, kept beside the field or the code boxes it concerns until the visitor
   * edits that field or submits again (register-refusal.ts).
   */
  refusal: FieldRefusal | null;
  /**
   * The risk token the last send answered instead of sending (decision 031): the security
   * verification passes it, and the send is made again with it.
   */
  riskToken: string | null;
  /** A provider's id token waiting for the restriction gate (docs/decisions/064). */
  thirdParty: ThirdPartyToken | null;
}

export type RegisterEvent =
  | FormEvent
  /** A terms box ticked or cleared: `box` of the site's boxes, the first when not said. */
  | { type: 'TERMS_TOGGLED'; accepted: boolean; box?: number }
  | { type: 'NEWS_OPT_IN_TOGGLED'; accepted: boolean }
  | { type: 'SUBMIT' }
  | { type: 'CODE_COMPLETED'; code: string }
  | { type: 'RESEND' }
  /** "Modify" the e-mail or phone: back to ACCOUNT, the register uuid cleared. */
  | { type: 'CHANGE_CONTACT' }
  /** The expired-link screen's "Start again". */
  | { type: 'START_AGAIN' }
  /** The 'creating account' screen's back-to-home button. */
  | { type: 'BACK_HOME' }
  /** The upgrade notice is done (Continue, its 2000 ms, or bound again; decision 088). */
  | { type: 'CONFIRM' }
  /** The affiliate's code of the page's affiliate_id, answered in any state (decision 032). */
  | { type: 'REFERRAL_PRESET'; code: string }
  /** The provider's popup gave an id token: sign up with it (docs/decisions/064). */
  | ({ type: 'THIRD_PARTY_TOKEN' } & ThirdPartyToken)
  /** A three-step sign-up kept before a reload goes on at its step (decisions 143, 158). */
  | {
      type: 'RESUME';
      uuid: string;
      step: 'verify' | 'password';
      loginName: string;
      registerType: 'newCode' | 'newLink';
    };

/** What a send of the verification needs (the controller solves the captcha first). */
export interface SendVerificationInput {
  form: CredentialsForm;
  registerType: RegisterType;
  /** A passed risk token of this target: the send then sends the code (decision 031). */
  riskToken?: string | null;
}

/** What a resend needs: the old mode sends again, the new mode resends by uuid. */
export interface ResendInput extends SendVerificationInput {
  uuid: string | null;
}

/** Old mode: /register/email|mobile (or register_compliance) with the code or the link uuid. */
export interface CreateAccountInput {
  form: CredentialsForm;
  registerType: RegisterType;
  code: string;
  uuid: string | null;
  /** The EU news opt-in (`euSubscription` on the EU site). */
  newsOptIn: boolean;
}

/** New mode: /user/public/register/password for a verified uuid. */
export interface SetPasswordInput {
  uuid: string;
  /** The form: its password, and its code and contact for the channel (decision 032). */
  form: CredentialsForm;
  /** The EU news opt-in (`euSubscription` on the EU site). */
  newsOptIn: boolean;
}

/** What the restriction gate is given: the form, and the send's refusal when there was one. */
export type GateInput = SignUpGateInput;

/** The restriction gate's verdict (decision 029, "The widget's gate"). */
export type GateOutput = SignUpGateOutput;

/** A send's answer: the uuid of what was sent, or a risk token to verify first (decision 031). */
export type Sent = ApiOutcome<{ uuid: string } | { risk_token: string; risk_token_type: 'pass' }>;
type Verified = ApiOutcome<{ verify_result: number }>;
type Created = ApiOutcome<{ id: string; tg_bind_result?: string }>;

const provided = (name: string) => async (): Promise<never> => {
  throw new Error(`${name} is provided by the controller`);
};

/** Routes an answer: the step it leads to, for the type and method of this sign-up. */
const routed = (context: RegisterContext, answer: RegisterAnswer): SignUpStep =>
  stepAfter(answer, {
    registerType: context.registerType ?? FALLBACK_REGISTER_TYPE,
    method: context.form.method,
  });

export const registerSetup = setup({
  types: {} as {
    context: RegisterContext;
    events: RegisterEvent;
    input: RegisterInput;
    children: { signUpGate: 'signUpGate'; securityVerification: 'securityVerification' };
  },
  actors: {
    /** POST /v3/config/web: result.register_type; null when it has none. */
    loadRegisterType: fromPromise<RegisterType | null>(provided('loadRegisterType')),
    /**
     * The restriction gate between a valid form and the captcha: the dialogs of behaviour §2
     * (restrictions/). The controller runs the gate's machine, loaded on the first submit
     * (decision 090: it is not in the first chunk), and this answers its verdict.
     */
    signUpGate: fromPromise<GateOutput, GateInput>(provided('signUpGate')),
    /** behaviour §4 "if a risk token is returned show the security modal" (shared with log-in). */
    securityVerification: securityVerificationMachine,
    sendVerification: fromPromise<Sent, SendVerificationInput>(provided('sendVerification')),
    resendVerification: fromPromise<Sent, ResendInput>(provided('resendVerification')),
    checkCode: fromPromise<Verified, { uuid: string; code: string }>(provided('checkCode')),
    pollVerifyResult: fromPromise<Verified, { uuid: string }>(provided('pollVerifyResult')),
    createAccount: fromPromise<Created, CreateAccountInput>(provided('createAccount')),
    setPassword: fromPromise<Created, SetPasswordInput>(provided('setPassword')),
  },
  actions: {
    keepRegisterType: assign({
      registerType: (_, type: RegisterType | null) => type ?? FALLBACK_REGISTER_TYPE,
    }),
    fallBackToOldCode: assign({ registerType: FALLBACK_REGISTER_TYPE }),
    applyFormEvent: assign({
      form: ({ context, event }) => applyFormEvent(context.form, event as FormEvent),
      refusal: ({ context, event }) => refusalAfterEdit(context.refusal, event),
    }),
    presetReferral: assign({
      form: ({ context, event }) =>
        event.type === 'REFERRAL_PRESET'
          ? withField(context.form, 'referral', event.code)
          : context.form,
    }),
    cleanPhone: assign({ form: ({ context }) => withCleanPhone(context.form) }),
    markSubmitted: assign({
      form: ({ context }) => ({ ...withCleanPhone(context.form), submitted: true }),
      refusal: null,
    }),
    forgetRefusal: assign({ refusal: null }),
    /** A refused resend, kept under the code boxes. */
    keepCodeRefusal: assign({
      refusal: (_, outcome: ApiOutcome<unknown>) => refusalOf(outcome, 'code'),
    }),
    /** The password step starts without errors shown: step one's submit is not its own. */
    startPasswordStep: assign({ form: ({ context }) => ({ ...context.form, submitted: false }) }),
    setTerms: assign({
      terms: ({ context, event }) =>
        event.type === 'TERMS_TOGGLED'
          ? context.terms.map((ticked, box) => (box === (event.box ?? 0) ? event.accepted : ticked))
          : context.terms,
    }),
    setNewsOptIn: assign({
      newsOptIn: ({ context, event }) =>
        event.type === 'NEWS_OPT_IN_TOGGLED' ? event.accepted : context.newsOptIn,
    }),
    keepUuid: assign({
      uuid: ({ context }, sent: Sent) =>
        sent.ok && 'uuid' in sent.result ? sent.result.uuid : context.uuid,
    }),
    keepRiskToken: assign({
      riskToken: (_, sent: Sent) =>
        sent.ok && 'risk_token' in sent.result ? sent.result.risk_token : null,
    }),
    forgetRiskToken: assign({ riskToken: null }),
    keepThirdParty: assign({
      thirdParty: ({ context, event }) =>
        event.type === 'THIRD_PARTY_TOKEN'
          ? { provider: event.provider, token: event.token }
          : context.thirdParty,
    }),
    forgetThirdParty: assign({ thirdParty: null }),
    /**
     * Past the gate: the log-in flow makes the call with the token and the sign-up's fields,
     * and routes every answer (docs/decisions/064).
     */
    handThirdPartyToLogIn: () => {},
    forgetUuid: assign({ uuid: null, code: '' }),
    // The masked e-mail or phone recall info gave is what the resumed steps show (143).
    resume: assign(({ context, event }) => {
      if (event.type !== 'RESUME') return {};
      const { uuid, loginName, registerType } = event;
      const byEmail = loginName.includes('@');
      const form = byEmail
        ? { ...context.form, method: 'email' as const, email: loginName }
        : { ...context.form, method: 'mobile' as const, mobile: loginName };
      return { uuid, registerType, form };
    }),
    keepCode: assign({
      code: ({ context, event }) => (event.type === 'CODE_COMPLETED' ? event.code : context.code),
      refusal: null,
    }),
    routeAnswer: assign(({ context }, answer: RegisterAnswer) => {
      const step = routed(context, answer);
      return { step, refusal: refusalAfter(answer, step, context) };
    }),
    startCountdown: assign({ resendIn: RESEND_COUNTDOWN_START }),
    tick: assign({ resendIn: ({ context }) => Math.max(context.resendIn - 1, 0) }),
    clearCode: assign({ codeAttempt: ({ context }) => context.codeAttempt + 1, code: '' }),
    /** Toast pleaseSelectCountryCode (2 s). */
    askForCountry: () => {},
    /** Toast InvalidVerificationCode (behaviour §8), for a refusal the wrapper did not toast. */
    toastInvalidCode: () => {},
    /** The token is stored by the request wrapper; go to the dashboard as a new user. */
    completeRegistration: () => {},
    /** The 'creating account' screen's back-to-home. */
    goHome: () => {},
    /** behaviour §4 "Submit": the form's method, masked contact and source. */
    trackRegisterClick: () => {},
    /** behaviour §8 50101 "upgrade failure, tracked". */
    trackUpgradeFailure: () => {},
  },
  guards: {
    typeKnown: ({ context }) => context.registerType !== null,
    resumesAtCode: ({ event }) => event.type === 'RESUME' && event.step === 'verify',
    inStepMode: ({ context }) => context.registerType !== null && isStepMode(context.registerType),
    isMobileChange: ({ event }) => isMobileChange(event as FormEvent),
    termsNotAccepted: ({ context }) => !context.terms.every(Boolean),
    countryMissing: ({ context }) => countryMissing(context.form, context.countryImplied),
    // Guards run before actions: judge the number as it will be sent, cleaned. Step one of
    // the new mode has no password: it comes in the password step.
    formInvalid: ({ context }) => {
      const rules =
        context.registerType && isStepMode(context.registerType)
          ? ACCOUNT_STEP_RULES
          : REGISTER_RULES;
      return !isFormValid(withCleanPhone(context.form), rules);
    },
    passwordInvalid: ({ context }) => !isFormValid(context.form, PASSWORD_STEP_RULES),
    gateProceeds: (_, gate: GateOutput) => gate.proceed,
    providerPasses: ({ context }, gate: GateOutput) => gate.proceed && context.thirdParty !== null,
    refusedBySignUpRule: (_, answer: ApiOutcome<unknown>) => refusedBySignUpRule(answer),
    askedForVerification: (_, sent: Sent) => sent.ok && 'risk_token' in sent.result,
    verificationPassed: (_, output: SecurityVerificationOutput) => output.passed,
    stepIs: ({ context }, kind: SignUpStep['kind']) => context.step?.kind === kind,
    refusedCodeNeedsToast: ({ context }) =>
      context.step?.kind === 'codeRefused' && context.step.toast,
    isType: ({ context }, type: RegisterType) => context.registerType === type,
    countdownOver: ({ context }) => context.resendIn <= 0,
  },
  delays: {
    abLayoutTimeout: AB_LAYOUT_MAX_LOADING_MS,
    phoneClean: PHONE_CLEAN_DELAY,
    tick: COUNTDOWN_TICK_MS,
    activationPoll: ACTIVATION_POLL_INTERVAL_MS,
  },
});
