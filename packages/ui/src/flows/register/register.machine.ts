/**
 * Sign-up in the old one-form mode (SPEC §2, §4): the form, sending the code, the code step
 * with its 60 s resend countdown, creating the account. No React, no fetch: use-register.ts
 * provides the actors and the side-effect actions.
 */
import { assign, fromPromise, setup } from 'xstate';
import { RET_CODES } from '@foyer/contract';
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
import { COUNTDOWN_TICK_MS, RESEND_COUNTDOWN_START } from './countdown';
import { REGISTER_RULES } from './register-rules';

export interface RegisterInput {
  form?: Partial<CredentialsForm>;
  countryImplied?: boolean;
}

export interface RegisterContext {
  form: CredentialsForm;
  countryImplied: boolean;
  termsAccepted: boolean;
  /** The verification id of the last code sent (result.uuid). */
  uuid: string | null;
  /** Whole seconds shown on the resend countdown. */
  resendIn: number;
  /** Bumped on a refused code, so the boxes start empty again. */
  codeAttempt: number;
}

export type RegisterEvent =
  | FormEvent
  | { type: 'TERMS_TOGGLED'; accepted: boolean }
  | { type: 'SUBMIT' }
  | { type: 'CODE_COMPLETED'; code: string }
  | { type: 'RESEND' }
  | { type: 'CHANGE_CONTACT' };

/** What the `createAccount` actor receives. */
export interface CreateAccountInput {
  form: CredentialsForm;
  code: string;
  uuid: string | null;
}

type SendCodeAnswer = ApiOutcome<{ uuid: string }>;
type CreateAnswer = ApiOutcome<{ id: string }>;

const notProvided = async (): Promise<never> => {
  throw new Error('provided by the controller');
};

export const registerMachine = setup({
  types: {} as { context: RegisterContext; events: RegisterEvent; input: RegisterInput },
  actors: {
    sendCode: fromPromise<SendCodeAnswer, CredentialsForm>(notProvided),
    createAccount: fromPromise<CreateAnswer, CreateAccountInput>(notProvided),
  },
  actions: {
    applyFormEvent: assign({
      form: ({ context, event }) => applyFormEvent(context.form, event as FormEvent),
    }),
    cleanPhone: assign({ form: ({ context }) => withCleanPhone(context.form) }),
    markSubmitted: assign({
      form: ({ context }) => ({ ...withCleanPhone(context.form), submitted: true }),
    }),
    setTerms: assign({
      termsAccepted: ({ event }) => (event as { accepted: boolean }).accepted,
    }),
    keepUuid: assign({
      uuid: (_, answer: SendCodeAnswer) => (answer.ok ? answer.result.uuid : null),
    }),
    forgetUuid: assign({ uuid: null }),
    startCountdown: assign({ resendIn: RESEND_COUNTDOWN_START }),
    tick: assign({ resendIn: ({ context }) => Math.max(context.resendIn - 1, 0) }),
    clearCode: assign({ codeAttempt: ({ context }) => context.codeAttempt + 1 }),
    /** Toast pleaseSelectCountryCode (2 s). */
    askForCountry: () => {},
    /** The token is stored by the request wrapper; go to the dashboard as a new user. */
    completeRegistration: (_, _answer: CreateAnswer) => {},
  },
  guards: {
    isMobileChange: ({ event }) => isMobileChange(event as FormEvent),
    termsNotAccepted: ({ context }) => !context.termsAccepted,
    countryMissing: ({ context }) => countryMissing(context.form, context.countryImplied),
    // Guards run before actions: judge the number as it will be sent, cleaned.
    formInvalid: ({ context }) => !isFormValid(withCleanPhone(context.form), REGISTER_RULES),
    succeeded: (_, answer: ApiOutcome<unknown>) => answer.ok,
    accountExists: (_, answer: ApiOutcome<unknown>) =>
      !answer.ok && answer.retCode === RET_CODES.ACCOUNT_EXISTS.code,
    countdownOver: ({ context }) => context.resendIn <= 0,
  },
  delays: { phoneClean: PHONE_CLEAN_DELAY, tick: COUNTDOWN_TICK_MS },
}).createMachine({
  id: 'register',
  context: ({ input }) => ({
    form: emptyForm(input.form),
    countryImplied: input.countryImplied ?? false,
    termsAccepted: false,
    uuid: null,
    resendIn: 0,
    codeAttempt: 0,
  }),
  initial: 'fillingForm',
  states: {
    fillingForm: {
      initial: 'idle',
      states: {
        idle: {},
        waitingToCleanPhone: { after: { phoneClean: { target: 'idle', actions: 'cleanPhone' } } },
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
        TERMS_TOGGLED: { actions: 'setTerms' },
        SUBMIT: [
          // The Sign up button is disabled until the terms are accepted.
          { guard: 'termsNotAccepted' },
          { guard: 'countryMissing', actions: ['markSubmitted', 'askForCountry'] },
          { guard: 'formInvalid', actions: 'markSubmitted' },
          { target: 'sendingCode', actions: 'markSubmitted' },
        ],
      },
    },
    sendingCode: {
      invoke: {
        src: 'sendCode',
        input: ({ context }) => context.form,
        onDone: [
          {
            guard: { type: 'succeeded', params: ({ event }) => event.output },
            target: 'enteringCode',
            actions: { type: 'keepUuid', params: ({ event }) => event.output },
          },
          { target: 'fillingForm' },
        ],
        onError: { target: 'fillingForm' },
      },
    },
    enteringCode: {
      type: 'parallel',
      on: { CHANGE_CONTACT: { target: 'fillingForm', actions: 'forgetUuid' } },
      states: {
        code: {
          initial: 'waitingForCode',
          states: {
            waitingForCode: {
              on: { CODE_COMPLETED: { target: 'creatingAccount' } },
            },
            creatingAccount: {
              invoke: {
                src: 'createAccount',
                input: ({ context, event }) => ({
                  form: context.form,
                  code: (event as { code: string }).code,
                  uuid: context.uuid,
                }),
                onDone: [
                  {
                    guard: { type: 'succeeded', params: ({ event }) => event.output },
                    target: '#register.accountCreated',
                    actions: { type: 'completeRegistration', params: ({ event }) => event.output },
                  },
                  {
                    guard: { type: 'accountExists', params: ({ event }) => event.output },
                    target: '#register.fillingForm',
                    actions: 'forgetUuid',
                  },
                  { target: 'waitingForCode', actions: 'clearCode' },
                ],
                onError: { target: 'waitingForCode', actions: 'clearCode' },
              },
            },
          },
        },
        resend: {
          initial: 'countingDown',
          states: {
            countingDown: {
              entry: 'startCountdown',
              initial: 'ticking',
              states: {
                ticking: {
                  after: {
                    tick: [
                      { guard: 'countdownOver', target: '#register.enteringCode.resend.canResend' },
                      { target: 'ticking', reenter: true, actions: 'tick' },
                    ],
                  },
                },
              },
            },
            canResend: { on: { RESEND: { target: 'resendingCode' } } },
            resendingCode: {
              invoke: {
                src: 'sendCode',
                input: ({ context }) => context.form,
                onDone: [
                  {
                    guard: { type: 'succeeded', params: ({ event }) => event.output },
                    target: 'countingDown',
                    actions: { type: 'keepUuid', params: ({ event }) => event.output },
                  },
                  { target: 'canResend' },
                ],
                onError: { target: 'canResend' },
              },
            },
          },
        },
      },
    },
    accountCreated: { type: 'final' },
  },
});
