/**
 * Self-help unblocking (behaviour §2 /self-unblock, §4 ban check): the account and its password,
 * then the code sent to the account's own e-mail or phone, then done. A ban that cannot be
 * lifted yet answers 31003 with its time, which the first step shows. No React, no fetch:
 * use-unblock.ts provides the actors.
 */
import { assign, fromPromise, setup } from '../../machine';
import { RET_CODES } from '@foyer/contract';
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
import { LOGIN_RULES } from '../login/login-rules';

export interface UnblockContext {
  form: CredentialsForm;
  countryImplied: boolean;
  /** The first step's self_unbind_token. */
  token: string | null;
  /** When the ban began (ms), once the server said it cannot be lifted yet. */
  bannedAt: number | null;
  codeAttempt: number;
  /**
   * The last refusal, kept beside the password or the code boxes until that is edited or
   * submitted again (field-refusal.ts). A ban too recent has its own notice instead.
   */
  refusal: FieldRefusal | null;
}

export type UnblockEvent =
  | FormEvent
  | { type: 'SUBMIT' }
  | { type: 'CODE_COMPLETED'; code: string }
  | { type: 'CHANGE_CONTACT' };

export interface UnblockCallInput {
  form: CredentialsForm;
  code?: string;
  token?: string | null;
}

type UnblockAnswer = ApiOutcome<{ self_unbind_token?: string }>;

const notProvided = async (): Promise<never> => {
  throw new Error('provided by the controller');
};

function banedTimeOf(answer: UnblockAnswer): number | null {
  if (answer.ok || answer.retCode !== RET_CODES.ACCOUNT_BANNED.code) return null;
  const time = (answer.result as { baned_time?: unknown } | undefined)?.baned_time;
  return typeof time === 'number' ? time : null;
}

export const unblockMachine = setup({
  types: {} as {
    context: UnblockContext;
    events: UnblockEvent;
    input: { form?: Partial<CredentialsForm>; countryImplied?: boolean };
  },
  actors: { unblock: fromPromise<UnblockAnswer, UnblockCallInput>(notProvided) },
  actions: {
    applyFormEvent: assign({
      form: ({ context }, event: FormEvent) => applyFormEvent(context.form, event),
      refusal: ({ context }, event: FormEvent) => refusalAfterEdit(context.refusal, event),
    }),
    markSubmitted: assign({
      form: ({ context }) => ({ ...withCleanPhone(context.form), submitted: true }),
      refusal: null,
    }),
    /** A refused answer, kept beside the field (or the boxes) the flow goes back to. */
    keepRefusal: assign({
      refusal: (_, { answer, field }: { answer: UnblockAnswer; field: RefusedField }) =>
        banedTimeOf(answer) === null ? refusalOf(answer, field) : null,
    }),
    forgetRefusal: assign({ refusal: null }),
    keepAnswer: assign({
      token: ({ context }, answer: UnblockAnswer) =>
        answer.ok ? (answer.result.self_unbind_token ?? null) : context.token,
      bannedAt: (_, answer: UnblockAnswer) => banedTimeOf(answer),
    }),
    clearCode: assign({ codeAttempt: ({ context }) => context.codeAttempt + 1 }),
    askForCountry: () => {},
  },
  guards: {
    countryMissing: ({ context }) => countryMissing(context.form, context.countryImplied),
    formInvalid: ({ context }) => !isFormValid(withCleanPhone(context.form), LOGIN_RULES),
    succeeded: (_, answer: ApiOutcome<unknown>) => answer.ok,
  },
}).createMachine({
  id: 'unblock',
  context: ({ input }) => ({
    form: emptyForm(input.form),
    countryImplied: input.countryImplied ?? false,
    token: null,
    bannedAt: null,
    codeAttempt: 0,
    refusal: null,
  }),
  initial: 'enteringCredentials',
  states: {
    enteringCredentials: {
      on: {
        FIELD_CHANGED: { actions: { type: 'applyFormEvent', params: ({ event }) => event } },
        FIELD_BLURRED: { actions: { type: 'applyFormEvent', params: ({ event }) => event } },
        METHOD_CHANGED: { actions: { type: 'applyFormEvent', params: ({ event }) => event } },
        COUNTRY_SELECTED: { actions: { type: 'applyFormEvent', params: ({ event }) => event } },
        COUNTRY_SUGGESTED: { actions: { type: 'applyFormEvent', params: ({ event }) => event } },
        SUBMIT: [
          { guard: 'countryMissing', actions: ['markSubmitted', 'askForCountry'] },
          { guard: 'formInvalid', actions: 'markSubmitted' },
          { target: 'sendingCode', actions: 'markSubmitted' },
        ],
      },
    },
    sendingCode: {
      invoke: {
        src: 'unblock',
        input: ({ context }) => ({ form: context.form }),
        onDone: [
          {
            guard: { type: 'succeeded', params: ({ event }) => event.output },
            target: 'enteringCode',
            actions: { type: 'keepAnswer', params: ({ event }) => event.output },
          },
          {
            target: 'enteringCredentials',
            actions: [
              { type: 'keepAnswer', params: ({ event }) => event.output },
              {
                type: 'keepRefusal',
                params: ({ event }) => ({ answer: event.output, field: 'password' as const }),
              },
            ],
          },
        ],
        onError: { target: 'enteringCredentials' },
      },
    },
    enteringCode: {
      on: {
        CODE_COMPLETED: { target: 'unblocking', actions: 'forgetRefusal' },
        CHANGE_CONTACT: { target: 'enteringCredentials', actions: 'forgetRefusal' },
      },
    },
    unblocking: {
      invoke: {
        src: 'unblock',
        input: ({ context, event }) => ({
          form: context.form,
          code: (event as { code: string }).code,
          token: context.token,
        }),
        onDone: [
          { guard: { type: 'succeeded', params: ({ event }) => event.output }, target: 'done' },
          {
            target: 'enteringCode',
            actions: [
              'clearCode',
              {
                type: 'keepRefusal',
                params: ({ event }) => ({ answer: event.output, field: 'code' as const }),
              },
            ],
          },
        ],
        onError: { target: 'enteringCode', actions: 'clearCode' },
      },
    },
    done: { type: 'final' },
  },
});
