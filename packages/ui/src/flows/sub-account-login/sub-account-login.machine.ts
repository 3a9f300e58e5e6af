/**
 * Sub-account log-in (SPEC §2 /app/user/sub-account-login) as a state machine: collecting the
 * name and password, submitting them, and routing the answer through the main log-in's choke
 * point (nextStepFromLoginAnswer), so both log-ins end the same way. No React, no fetch.
 */
import { assign, fromPromise, setup } from 'xstate';
import type { LoginResult } from '@foyer/contract';
import type { ApiOutcome } from '../../api/api-outcome';
import { nextStepFromLoginAnswer, type LoginStep } from '../login/login-answer';
import {
  emptySubAccountForm,
  isSubAccountFormValid,
  type SubAccountField,
  type SubAccountForm,
} from './sub-account-form';

export interface SubAccountLoginContext {
  form: SubAccountForm;
  step: LoginStep | null;
}

export type SubAccountLoginEvent =
  | { type: 'FIELD_CHANGED'; field: SubAccountField; value: string }
  | { type: 'FIELD_BLURRED'; field: SubAccountField }
  | { type: 'SUBMIT' }
  | { type: 'CONFIRM' };

export const subAccountLoginMachine = setup({
  types: {} as { context: SubAccountLoginContext; events: SubAccountLoginEvent },
  actors: {
    logIn: fromPromise<ApiOutcome<LoginResult>, SubAccountForm>(async () => {
      throw new Error('logIn is provided by the controller');
    }),
  },
  actions: {
    change: assign({
      form: ({ context, event }) =>
        event.type === 'FIELD_CHANGED'
          ? { ...context.form, [event.field]: event.value }
          : context.form,
    }),
    blur: assign({
      form: ({ context, event }) =>
        event.type === 'FIELD_BLURRED'
          ? { ...context.form, touched: { ...context.form.touched, [event.field]: true } }
          : context.form,
    }),
    markSubmitted: assign({ form: ({ context }) => ({ ...context.form, submitted: true }) }),
    routeAnswer: assign({
      step: (_, answer: ApiOutcome<LoginResult>) => nextStepFromLoginAnswer(answer),
    }),
    /** The token is stored by the request wrapper; go to the destination. */
    completeLogin: () => {},
  },
  guards: {
    formInvalid: ({ context }) => !isSubAccountFormValid(context.form),
    stepIs: ({ context }, kind: LoginStep['kind']) => context.step?.kind === kind,
  },
}).createMachine({
  id: 'subAccountLogin',
  context: { form: emptySubAccountForm(), step: null },
  initial: 'collectingCredentials',
  states: {
    collectingCredentials: {
      on: {
        FIELD_CHANGED: { actions: 'change' },
        FIELD_BLURRED: { actions: 'blur' },
        SUBMIT: [
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
        { guard: { type: 'stepIs', params: 'overLimit' }, target: 'showingOverLimitDialog' },
        { target: 'collectingCredentials' },
      ],
    },
    showingOverLimitDialog: {
      on: { CONFIRM: { target: 'collectingCredentials' } },
    },
    signedIn: { type: 'final', entry: 'completeLogin' },
  },
});
