/**
 * Password recovery (behaviour §2 /app/user/retrieve): the account (e-mail or mobile), the code
 * sent to it, the new password twice, then done. The server checks the code when the new
 * password is set, so a refused code brings the person back to the code step. No React, no
 * fetch: use-recovery.ts provides the actors and side effects.
 */
import { assign, fromPromise, setup } from '../../machine';
import type { ApiOutcome } from '../../api/api-outcome';
import {
  countryMissing,
  emptyForm,
  isFormValid,
  withCleanPhone,
  type CredentialsForm,
} from '../shared/credentials-form';
import { applyFormEvent, type FormEvent } from '../shared/form-events';
import { ACCOUNT_RULES, CODE_REFUSALS, NEW_PASSWORD_RULES } from './recovery-rules';

export interface RecoveryContext {
  form: CredentialsForm;
  countryImplied: boolean;
  confirmation: string;
  confirmationTouched: boolean;
  uuid: string | null;
  code: string;
  /** Bumped when a code is refused, so the boxes start empty again. */
  codeAttempt: number;
  /**
   * The token of the recovery e-mail's link (the page's `#reset=`, decision 105): it stands
   * for the account and its code, so the flow starts at the new password.
   */
  resetToken: string | null;
}

export type RecoveryEvent =
  | FormEvent
  | { type: 'CONFIRMATION_CHANGED'; value: string }
  | { type: 'CONFIRMATION_BLURRED' }
  | { type: 'SUBMIT' }
  | { type: 'CODE_COMPLETED'; code: string }
  | { type: 'RESEND' }
  | { type: 'CHANGE_CONTACT' };

export interface ResetInput {
  form: CredentialsForm;
  code: string;
  uuid: string | null;
  resetToken: string | null;
}

type SendAnswer = ApiOutcome<{ uuid: string }>;
type ResetAnswer = ApiOutcome<Record<string, never>>;

const notProvided = async (): Promise<never> => {
  throw new Error('provided by the controller');
};

export const recoveryMachine = setup({
  types: {} as {
    context: RecoveryContext;
    events: RecoveryEvent;
    input: {
      form?: Partial<CredentialsForm>;
      countryImplied?: boolean;
      resetToken?: string | null;
    };
  },
  actors: {
    sendCode: fromPromise<SendAnswer, CredentialsForm>(notProvided),
    resetPassword: fromPromise<ResetAnswer, ResetInput>(notProvided),
  },
  actions: {
    applyFormEvent: assign({
      form: ({ context, event }) => applyFormEvent(context.form, event as FormEvent),
    }),
    markSubmitted: assign({
      form: ({ context }) => ({ ...withCleanPhone(context.form), submitted: true }),
    }),
    /** The password step starts with no errors shown. */
    startPasswordStep: assign({
      form: ({ context }) => ({ ...context.form, submitted: false, touched: {} }),
      code: ({ event }) => (event as { code: string }).code,
    }),
    setConfirmation: assign({
      confirmation: ({ event }) => (event as { value: string }).value,
    }),
    touchConfirmation: assign({ confirmationTouched: true }),
    keepUuid: assign({
      uuid: ({ context }, answer: SendAnswer) => (answer.ok ? answer.result.uuid : context.uuid),
    }),
    clearCode: assign({ codeAttempt: ({ context }) => context.codeAttempt + 1, code: '' }),
    /** A refused link is spent or expired: the flow goes on by code from the account step. */
    forgetResetToken: assign({ resetToken: null }),
    askForCountry: () => {},
  },
  guards: {
    countryMissing: ({ context }) => countryMissing(context.form, context.countryImplied),
    accountInvalid: ({ context }) => !isFormValid(withCleanPhone(context.form), ACCOUNT_RULES),
    passwordInvalid: ({ context }) =>
      !isFormValid(context.form, NEW_PASSWORD_RULES) ||
      context.confirmation !== context.form.password,
    succeeded: (_, answer: ApiOutcome<unknown>) => answer.ok,
    openedByLink: ({ context }) => context.resetToken !== null,
    codeRefused: (_, answer: ApiOutcome<unknown>) =>
      !answer.ok && CODE_REFUSALS.includes(answer.retCode),
  },
}).createMachine({
  id: 'recovery',
  context: ({ input }) => ({
    form: emptyForm(input.form),
    countryImplied: input.countryImplied ?? false,
    confirmation: '',
    confirmationTouched: false,
    uuid: null,
    code: '',
    codeAttempt: 0,
    resetToken: input.resetToken ?? null,
  }),
  initial: 'enteringAccount',
  states: {
    enteringAccount: {
      always: { guard: 'openedByLink', target: 'choosingPassword' },
      on: {
        FIELD_CHANGED: { actions: 'applyFormEvent' },
        FIELD_BLURRED: { actions: 'applyFormEvent' },
        METHOD_CHANGED: { actions: 'applyFormEvent' },
        COUNTRY_SELECTED: { actions: 'applyFormEvent' },
        COUNTRY_SUGGESTED: { actions: 'applyFormEvent' },
        SUBMIT: [
          { guard: 'countryMissing', actions: ['markSubmitted', 'askForCountry'] },
          { guard: 'accountInvalid', actions: 'markSubmitted' },
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
          { target: 'enteringAccount' },
        ],
        onError: { target: 'enteringAccount' },
      },
    },
    enteringCode: {
      on: {
        CODE_COMPLETED: { target: 'choosingPassword', actions: 'startPasswordStep' },
        RESEND: { target: 'resendingCode' },
        CHANGE_CONTACT: { target: 'enteringAccount' },
      },
    },
    resendingCode: {
      invoke: {
        src: 'sendCode',
        input: ({ context }) => context.form,
        onDone: {
          target: 'enteringCode',
          actions: [{ type: 'keepUuid', params: ({ event }) => event.output }, 'clearCode'],
        },
        onError: { target: 'enteringCode' },
      },
    },
    choosingPassword: {
      on: {
        FIELD_CHANGED: { actions: 'applyFormEvent' },
        FIELD_BLURRED: { actions: 'applyFormEvent' },
        CONFIRMATION_CHANGED: { actions: 'setConfirmation' },
        CONFIRMATION_BLURRED: { actions: 'touchConfirmation' },
        SUBMIT: [
          { guard: 'passwordInvalid', actions: 'markSubmitted' },
          { target: 'resetting', actions: 'markSubmitted' },
        ],
      },
    },
    resetting: {
      invoke: {
        src: 'resetPassword',
        input: ({ context }) => ({
          form: context.form,
          code: context.code,
          uuid: context.uuid,
          resetToken: context.resetToken,
        }),
        onDone: [
          { guard: { type: 'succeeded', params: ({ event }) => event.output }, target: 'done' },
          {
            guard: 'openedByLink',
            target: 'enteringAccount',
            actions: 'forgetResetToken',
          },
          {
            guard: { type: 'codeRefused', params: ({ event }) => event.output },
            target: 'enteringCode',
            actions: 'clearCode',
          },
          { target: 'choosingPassword' },
        ],
        onError: { target: 'choosingPassword' },
      },
    },
    done: { type: 'final' },
  },
});
