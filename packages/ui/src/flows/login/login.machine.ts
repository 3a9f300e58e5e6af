/**
 * The log-in flow of SPEC §4 as a state machine: collecting credentials, submitting them,
 * and routing the answer. No React, no fetch: the controller (use-login.ts) provides the
 * `logIn` actor and the side-effect actions.
 */
import { assign, fromPromise, setup } from 'xstate';
import type { CallResult, LoginResult, riskCheckCall, riskSendCodeCall } from '@foyer/contract';
import type { ApiOutcome } from '../../api/api-outcome';
import {
  countryMissing,
  emptyForm,
  isFormValid,
  withCleanPhone,
  type CredentialsForm,
} from '../shared/credentials-form';
import {
  PHONE_CLEAN_DELAY,
  applyFormEvent,
  isMobileChange,
  type FormEvent,
} from '../shared/form-events';
import { nextStepFromLoginAnswer, type LoginStep } from './login-answer';
import { LOGIN_RULES } from './login-rules';

export interface LoginInput {
  form?: Partial<CredentialsForm>;
  /** The site implies the phone's country (Turkish site): no country code needed. */
  countryImplied?: boolean;
}

export interface LoginContext {
  form: CredentialsForm;
  countryImplied: boolean;
  /** The step of the last answer (nextStepFromLoginAnswer). */
  step: LoginStep | null;
  /** The authenticator code being sent with the re-sent login (two-factor panel). */
  google2fa: string;
  /** Bumped when a code is refused, so the code boxes empty. */
  codeAttempt: number;
  /** The risk token of the security verification, sent again with the login. */
  riskToken: string | null;
  /** Where the security verification code went (partly hidden), once sent. */
  riskCodeTarget: string | null;
  /** The security verification code being checked. */
  riskCode: string;
}

type RiskSent = CallResult<typeof riskSendCodeCall>;
export type RiskCheckInput = { riskToken: string; code: string };
type RiskChecked = CallResult<typeof riskCheckCall>;

/** What one log-in call sends: the form, and the authenticator code on the re-send. */
export type LoginAttempt = CredentialsForm & { google2fa?: string; riskToken?: string };

/** The form plus the risk token, when security verification has given one. */
const attemptOf = (context: LoginContext): LoginAttempt =>
  context.riskToken ? { ...context.form, riskToken: context.riskToken } : context.form;

export type LoginEvent =
  | FormEvent
  | { type: 'SUBMIT' }
  | { type: 'CONFIRM' }
  | { type: 'TWO_FACTOR_CODE_COMPLETED'; code: string }
  | { type: 'BACK' }
  | { type: 'RISK_CODE_COMPLETED'; code: string }
  | { type: 'RESEND_RISK_CODE' };

export const loginMachine = setup({
  types: {} as { context: LoginContext; events: LoginEvent; input: LoginInput },
  actors: {
    logIn: fromPromise<ApiOutcome<LoginResult>, LoginAttempt>(async () => {
      throw new Error('logIn is provided by the controller');
    }),
    sendRiskCode: fromPromise<ApiOutcome<RiskSent>, string>(async () => {
      throw new Error('sendRiskCode is provided by the controller');
    }),
    checkRiskCode: fromPromise<ApiOutcome<RiskChecked>, RiskCheckInput>(async () => {
      throw new Error('checkRiskCode is provided by the controller');
    }),
  },
  actions: {
    applyFormEvent: assign({
      form: ({ context, event }) => applyFormEvent(context.form, event as FormEvent),
    }),
    cleanPhone: assign({ form: ({ context }) => withCleanPhone(context.form) }),
    markSubmitted: assign({
      form: ({ context }) => ({ ...withCleanPhone(context.form), submitted: true }),
    }),
    routeAnswer: assign({
      step: (_, answer: ApiOutcome<LoginResult>) => nextStepFromLoginAnswer(answer),
    }),
    keepCode: assign({
      google2fa: ({ event }) => (event.type === 'TWO_FACTOR_CODE_COMPLETED' ? event.code : ''),
    }),
    emptyCodeBoxes: assign({ codeAttempt: ({ context }) => context.codeAttempt + 1 }),
    forgetCode: assign({ google2fa: '' }),
    keepRiskToken: assign({
      riskToken: ({ context }) =>
        context.step?.kind === 'securityVerification' ? context.step.riskToken : null,
      riskCodeTarget: null,
    }),
    keepRiskCodeTarget: assign({
      riskCodeTarget: (_, sent: ApiOutcome<RiskSent>) => (sent.ok ? sent.result.target : null),
    }),
    keepRiskCode: assign({
      riskCode: ({ event }) => (event.type === 'RISK_CODE_COMPLETED' ? event.code : ''),
    }),
    forgetRisk: assign({ riskToken: null, riskCodeTarget: null, riskCode: '', google2fa: '' }),
    /** Toast pleaseSelectCountryCode (2 s). */
    askForCountry: () => {},
    /** The token is stored by the request wrapper; redirect. */
    completeLogin: () => {},
    goToRetrievePassword: () => {},
  },
  guards: {
    isMobileChange: ({ event }) => isMobileChange(event as FormEvent),
    countryMissing: ({ context }) => countryMissing(context.form, context.countryImplied),
    // Guards run before actions: judge the number as it will be sent, cleaned.
    formInvalid: ({ context }) => !isFormValid(withCleanPhone(context.form), LOGIN_RULES),
    stepIs: ({ context }, kind: LoginStep['kind']) => context.step?.kind === kind,
    answerOk: (_, answer: ApiOutcome<unknown>) => answer.ok,
  },
  delays: { phoneClean: PHONE_CLEAN_DELAY },
}).createMachine({
  id: 'login',
  context: ({ input }) => ({
    form: emptyForm(input.form),
    countryImplied: input.countryImplied ?? false,
    step: null,
    google2fa: '',
    codeAttempt: 0,
    riskToken: null,
    riskCodeTarget: null,
    riskCode: '',
  }),
  initial: 'collectingCredentials',
  states: {
    collectingCredentials: {
      entry: 'forgetRisk',
      initial: 'idle',
      states: {
        idle: {},
        waitingToCleanPhone: {
          after: { phoneClean: { target: 'idle', actions: 'cleanPhone' } },
        },
      },
      on: {
        FIELD_CHANGED: [
          {
            guard: 'isMobileChange',
            target: '.waitingToCleanPhone',
            reenter: true,
            actions: 'applyFormEvent',
          },
          { actions: 'applyFormEvent' },
        ],
        METHOD_CHANGED: { actions: 'applyFormEvent' },
        FIELD_BLURRED: { actions: 'applyFormEvent' },
        COUNTRY_SELECTED: { actions: 'applyFormEvent' },
        COUNTRY_SUGGESTED: { actions: 'applyFormEvent' },
        SUBMIT: [
          { guard: 'countryMissing', actions: ['markSubmitted', 'askForCountry'] },
          { guard: 'formInvalid', actions: 'markSubmitted' },
          { target: 'submittingCredentials', actions: 'markSubmitted' },
        ],
      },
    },
    submittingCredentials: {
      invoke: {
        src: 'logIn',
        input: ({ context }) => attemptOf(context),
        onDone: {
          target: 'routingAnswer',
          actions: { type: 'routeAnswer', params: ({ event }) => event.output },
        },
        onError: { target: 'collectingCredentials' },
      },
    },
    routingAnswer: {
      always: [
        { guard: { type: 'stepIs', params: 'signedIn' }, target: 'signedIn' },
        { guard: { type: 'stepIs', params: 'retrievePassword' }, target: 'leavingToResetPassword' },
        { guard: { type: 'stepIs', params: 'overLimit' }, target: 'showingOverLimitDialog' },
        { guard: { type: 'stepIs', params: 'twoFactor' }, target: 'collectingTwoFactorCode' },
        {
          guard: { type: 'stepIs', params: 'securityVerification' },
          target: 'securityVerification',
          actions: 'keepRiskToken',
        },
        { target: 'collectingCredentials' },
      ],
    },
    // SPEC §4 risk_token (pass): a code to the account's e-mail or phone, checked, then the
    // login re-sent with risk_token (and, when two-factor is on, the panel after it).
    securityVerification: {
      tags: 'securityVerification',
      initial: 'sendingCode',
      on: { BACK: { target: 'collectingCredentials' } },
      states: {
        sendingCode: {
          invoke: {
            src: 'sendRiskCode',
            input: ({ context }) => context.riskToken ?? '',
            onDone: {
              target: 'enteringCode',
              actions: { type: 'keepRiskCodeTarget', params: ({ event }) => event.output },
            },
            onError: { target: 'enteringCode' },
          },
        },
        enteringCode: {
          on: {
            RISK_CODE_COMPLETED: { target: 'checkingCode', actions: 'keepRiskCode' },
            RESEND_RISK_CODE: { target: 'sendingCode' },
          },
        },
        checkingCode: {
          invoke: {
            src: 'checkRiskCode',
            input: ({ context }) => ({
              riskToken: context.riskToken ?? '',
              code: context.riskCode,
            }),
            onDone: [
              {
                guard: { type: 'answerOk', params: ({ event }) => event.output },
                target: 'submittingVerifiedLogin',
              },
              // Refused (the wrapper has toasted): empty boxes, try again.
              { target: 'enteringCode', actions: 'emptyCodeBoxes' },
            ],
            onError: { target: 'enteringCode', actions: 'emptyCodeBoxes' },
          },
        },
        submittingVerifiedLogin: {
          invoke: {
            src: 'logIn',
            input: ({ context }) => attemptOf(context),
            onDone: {
              target: '#login.routingAnswer',
              actions: { type: 'routeAnswer', params: ({ event }) => event.output },
            },
            onError: { target: 'enteringCode' },
          },
        },
      },
    },
    // SPEC §4 google2fa_secret: the two-factor panel; the whole login is re-sent with the code.
    collectingTwoFactorCode: {
      tags: 'twoFactor',
      on: {
        TWO_FACTOR_CODE_COMPLETED: { target: 'submittingTwoFactorCode', actions: 'keepCode' },
        BACK: { target: 'collectingCredentials', actions: 'forgetCode' },
      },
    },
    submittingTwoFactorCode: {
      tags: 'twoFactor',
      invoke: {
        src: 'logIn',
        input: ({ context }) => ({ ...attemptOf(context), google2fa: context.google2fa }),
        onDone: {
          target: 'routingTwoFactorAnswer',
          actions: { type: 'routeAnswer', params: ({ event }) => event.output },
        },
        onError: { target: 'collectingTwoFactorCode', actions: 'emptyCodeBoxes' },
      },
    },
    routingTwoFactorAnswer: {
      tags: 'twoFactor',
      always: [
        { guard: { type: 'stepIs', params: 'signedIn' }, target: 'signedIn' },
        { guard: { type: 'stepIs', params: 'retrievePassword' }, target: 'leavingToResetPassword' },
        { guard: { type: 'stepIs', params: 'overLimit' }, target: 'showingOverLimitDialog' },
        // A refused code (the wrapper has toasted): empty boxes, try again.
        { target: 'collectingTwoFactorCode', actions: ['forgetCode', 'emptyCodeBoxes'] },
      ],
    },
    showingOverLimitDialog: {
      on: { CONFIRM: { target: 'collectingCredentials' } },
    },
    leavingToResetPassword: { type: 'final', entry: 'goToRetrievePassword' },
    signedIn: { type: 'final', entry: 'completeLogin' },
  },
});
