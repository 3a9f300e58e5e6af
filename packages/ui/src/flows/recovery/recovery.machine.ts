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
import {
  refusalAfterEdit,
  refusalOf,
  type FieldRefusal,
  type RefusedField,
} from '../shared/field-refusal';
import { ACCOUNT_RULES, CODE_REFUSALS, NEW_PASSWORD_RULES } from './recovery-rules';

export interface RecoveryContext {
  form: CredentialsForm;
  countryImplied: boolean;
  confirmation: string;
  confirmationTouched: boolean;
  uuid: string | null;
  /** When the last code was sent (ms since the epoch): resend waits 60 s from it. */
  codeSentAt: number | null;
  code: string;
  /** Bumped when a code is refused, so the boxes start empty again. */
  codeAttempt: number;
  /**
   * The last refusal, kept beside the account field, the code boxes or the new password it
   * concerns until that is edited or submitted again (field-refusal.ts).
   */
  refusal: FieldRefusal | null;
  /**
   * The token of the recovery e-mail's link (the page's `#reset=`, decision 105): it stands
   * for the account and its code, so the flow starts at the new password.
   */
  resetToken: string | null;
  /** After the reset: the account's other ways in to review (decision 110). */
  waysIn: WayInView[];
  /** The review's token, and the ways the owner keeps (held ones start unkept). */
  reviewToken: string | null;
  keep: string[];
}

/** A way into the account besides its password, as the reset's answer lists it. */
export interface WayInView {
  way: string;
  linked_at: number;
  held: boolean;
}

export type RecoveryEvent =
  | FormEvent
  | { type: 'CONFIRMATION_CHANGED'; value: string }
  | { type: 'CONFIRMATION_BLURRED' }
  | { type: 'SUBMIT' }
  | { type: 'CODE_COMPLETED'; code: string }
  | { type: 'RESEND' }
  | { type: 'CHANGE_CONTACT' }
  | { type: 'KEEP_TOGGLED'; way: string; keep: boolean };

export interface ResetInput {
  form: CredentialsForm;
  code: string;
  uuid: string | null;
  resetToken: string | null;
}

type SendAnswer = ApiOutcome<{ uuid: string }>;
type ResetAnswer = ApiOutcome<{ ways_in?: WayInView[]; review_token?: string }>;
type WaysInAnswer = ApiOutcome<{ ways_in: WayInView[] }>;

export interface WaysInChoice {
  reviewToken: string;
  keep: string[];
}

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
    keepWaysIn: fromPromise<WaysInAnswer, WaysInChoice>(notProvided),
  },
  actions: {
    applyFormEvent: assign({
      form: ({ context, event }) => applyFormEvent(context.form, event as FormEvent),
      refusal: ({ context, event }) => refusalAfterEdit(context.refusal, event),
    }),
    markSubmitted: assign({
      form: ({ context }) => ({ ...withCleanPhone(context.form), submitted: true }),
      refusal: null,
    }),
    /** A refused answer, kept beside the field (or the boxes) the flow goes back to. */
    keepRefusal: assign({
      refusal: (_, { outcome, field }: { outcome: ApiOutcome<unknown>; field: RefusedField }) =>
        refusalOf(outcome, field),
    }),
    /** The password step starts with no errors shown. */
    startPasswordStep: assign({
      form: ({ context }) => ({ ...context.form, submitted: false, touched: {} }),
      code: ({ event }) => (event as { code: string }).code,
      refusal: null,
    }),
    setConfirmation: assign({
      confirmation: ({ event }) => (event as { value: string }).value,
    }),
    touchConfirmation: assign({ confirmationTouched: true }),
    keepUuid: assign({
      uuid: ({ context }, answer: SendAnswer) => (answer.ok ? answer.result.uuid : context.uuid),
      codeSentAt: ({ context }, answer: SendAnswer) =>
        answer.ok ? Date.now() : context.codeSentAt,
    }),
    clearCode: assign({ codeAttempt: ({ context }) => context.codeAttempt + 1, code: '' }),
    /** The reset's review: held ways start unkept, the others kept (decision 110). */
    startReview: assign({
      waysIn: (_, answer: ResetAnswer) => (answer.ok ? (answer.result.ways_in ?? []) : []),
      reviewToken: (_, answer: ResetAnswer) =>
        answer.ok ? (answer.result.review_token ?? null) : null,
      keep: (_, answer: ResetAnswer) =>
        answer.ok
          ? (answer.result.ways_in ?? []).filter((way) => !way.held).map((way) => way.way)
          : [],
    }),
    toggleKeep: assign({
      keep: ({ context, event }) => {
        const { way, keep } = event as { way: string; keep: boolean };
        const others = context.keep.filter((kept) => kept !== way);
        return keep ? [...others, way] : others;
      },
    }),
    /**
     * A refused link is spent or expired: the flow goes on by code from the account step, by
     * e-mail (links are sent to e-mail identities only).
     */
    forgetResetToken: assign({
      resetToken: null,
      form: ({ context }) => ({
        ...context.form,
        method: 'email' as const,
        submitted: false,
        touched: {},
      }),
    }),
    askForCountry: () => {},
  },
  guards: {
    countryMissing: ({ context }) => countryMissing(context.form, context.countryImplied),
    accountInvalid: ({ context }) => !isFormValid(withCleanPhone(context.form), ACCOUNT_RULES),
    passwordInvalid: ({ context }) =>
      !isFormValid(context.form, NEW_PASSWORD_RULES) ||
      context.confirmation !== context.form.password,
    succeeded: (_, answer: ApiOutcome<unknown>) => answer.ok,
    hasWaysInToReview: (_, answer: ResetAnswer) =>
      answer.ok && (answer.result.ways_in ?? []).length > 0 && !!answer.result.review_token,
    openedByLink: ({ context }) => context.resetToken !== null,
    codeRefused: (_, answer: ApiOutcome<unknown>) =>
      !answer.ok && CODE_REFUSALS.includes(answer.retCode),
    /** The link stands for its code (decision 105): a refused code is a dead link. */
    linkRefused: ({ context }, answer: ApiOutcome<unknown>) =>
      context.resetToken !== null && !answer.ok && CODE_REFUSALS.includes(answer.retCode),
  },
}).createMachine({
  id: 'recovery',
  context: ({ input }) => ({
    form: emptyForm(input.form),
    countryImplied: input.countryImplied ?? false,
    confirmation: '',
    confirmationTouched: false,
    uuid: null,
    codeSentAt: null,
    code: '',
    codeAttempt: 0,
    refusal: null,
    resetToken: input.resetToken ?? null,
    waysIn: [],
    reviewToken: null,
    keep: [],
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
          {
            target: 'enteringAccount',
            actions: {
              type: 'keepRefusal',
              params: ({ context, event }) => ({
                outcome: event.output,
                field: context.form.method,
              }),
            },
          },
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
          actions: [
            { type: 'keepUuid', params: ({ event }) => event.output },
            'clearCode',
            {
              type: 'keepRefusal',
              params: ({ event }) => ({ outcome: event.output, field: 'code' as const }),
            },
          ],
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
          {
            guard: { type: 'hasWaysInToReview', params: ({ event }) => event.output },
            target: 'reviewingWaysIn',
            actions: { type: 'startReview', params: ({ event }) => event.output },
          },
          { guard: { type: 'succeeded', params: ({ event }) => event.output }, target: 'done' },
          {
            // A wrong, spent or expired link (its code's refusals): a new one is asked for
            // from the account step, which keeps the refusal beside the e-mail it goes to.
            guard: { type: 'linkRefused', params: ({ event }) => event.output },
            target: 'enteringAccount',
            actions: [
              'forgetResetToken',
              {
                type: 'keepRefusal',
                params: ({ event }) => ({ outcome: event.output, field: 'email' as const }),
              },
            ],
          },
          {
            guard: { type: 'codeRefused', params: ({ event }) => event.output },
            target: 'enteringCode',
            actions: [
              'clearCode',
              {
                type: 'keepRefusal',
                params: ({ event }) => ({ outcome: event.output, field: 'code' as const }),
              },
            ],
          },
          {
            target: 'choosingPassword',
            actions: {
              type: 'keepRefusal',
              params: ({ event }) => ({ outcome: event.output, field: 'password' as const }),
            },
          },
        ],
        onError: { target: 'choosingPassword' },
      },
    },
    reviewingWaysIn: {
      on: {
        KEEP_TOGGLED: { actions: 'toggleKeep' },
        SUBMIT: { target: 'keepingWaysIn' },
      },
    },
    keepingWaysIn: {
      invoke: {
        src: 'keepWaysIn',
        input: ({ context }) => ({ reviewToken: context.reviewToken ?? '', keep: context.keep }),
        // The password is reset either way; a review that failed keeps none of the held ways.
        onDone: { target: 'done' },
        onError: { target: 'done' },
      },
    },
    done: { type: 'final' },
  },
});
