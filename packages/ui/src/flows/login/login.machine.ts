/**
 * The log-in flow of SPEC §4 as a state machine: collecting credentials, submitting them,
 * and routing the answer. No React, no fetch: the controller (use-login.ts) provides the
 * `logIn` actor and the side-effect actions.
 */
import { assign, fromPromise, setup } from 'xstate';
import type { LoginResult } from '@foyer/contract';
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
}

export type LoginEvent = FormEvent | { type: 'SUBMIT' } | { type: 'CONFIRM' };

export const loginMachine = setup({
  types: {} as { context: LoginContext; events: LoginEvent; input: LoginInput },
  actors: {
    logIn: fromPromise<ApiOutcome<LoginResult>, CredentialsForm>(async () => {
      throw new Error('logIn is provided by the controller');
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
    /** Toast pleaseSelectCountryCode (2 s). */
    askForCountry: () => {},
    /** The token is stored by the request wrapper; redirect. */
    completeLogin: () => {},
    goToRetrievePassword: () => {},
    /** SPEC §2 /{lang}/self-unblock?fromScene=login. */
    goToSelfUnblock: () => {},
  },
  guards: {
    isMobileChange: ({ event }) => isMobileChange(event as FormEvent),
    countryMissing: ({ context }) => countryMissing(context.form, context.countryImplied),
    // Guards run before actions: judge the number as it will be sent, cleaned.
    formInvalid: ({ context }) => !isFormValid(withCleanPhone(context.form), LOGIN_RULES),
    stepIs: ({ context }, kind: LoginStep['kind']) => context.step?.kind === kind,
  },
  delays: { phoneClean: PHONE_CLEAN_DELAY },
}).createMachine({
  id: 'login',
  context: ({ input }) => ({
    form: emptyForm(input.form),
    countryImplied: input.countryImplied ?? false,
    step: null,
  }),
  initial: 'collectingCredentials',
  states: {
    collectingCredentials: {
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
        input: ({ context }) => context.form,
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
        { guard: { type: 'stepIs', params: 'selfUnblock' }, target: 'leavingToSelfUnblock' },
        { guard: { type: 'stepIs', params: 'overLimit' }, target: 'showingOverLimitDialog' },
        { target: 'collectingCredentials' },
      ],
    },
    showingOverLimitDialog: {
      on: { CONFIRM: { target: 'collectingCredentials' } },
    },
    leavingToResetPassword: { type: 'final', entry: 'goToRetrievePassword' },
    leavingToSelfUnblock: { type: 'final', entry: 'goToSelfUnblock' },
    signedIn: { type: 'final', entry: 'completeLogin' },
  },
});
