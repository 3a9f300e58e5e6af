/**
 * The sign-up gate (behaviour §4 "Register" submit order, §2 restriction dialogs 1–6): invoked by
 * the register machine as `signUpGate` after a valid submit and before the captcha, and again
 * when the send answers a restriction. It asks the server whether this visitor may sign up,
 * routes on `gateStep`, and runs the dialogs; its output says whether the sign-up proceeds.
 * No React, no fetch: the controller (use-sign-up-gate.ts) provides the actors and effects.
 */
import { assign, fromPromise, setup } from '../../../machine';
import { RET_CODES, validateWaitlistEmail, type ThirdPartyTokenType } from '@foyer/contract';
import type { ApiOutcome } from '../../../api/api-outcome';
import type { CredentialsForm } from '../../shared/credentials-form';
import {
  gateStep,
  type GateFacts,
  type GateStep,
  type PermissionFacts,
  type SendRefusal,
} from './gate-step';

export interface SignUpGateInput {
  form: CredentialsForm;
  /** Set when the send itself was refused for a restriction (dialog 3 after sending). */
  sendRefusal?: SendRefusal | null;
  /** A sign-up with this provider's token: dialog 6 instead of dialog 1 (decision 086). */
  provider?: ThirdPartyTokenType;
  /** Dialog 6's terms boxes: the site's (three on the Turkish site, decision 090); one if unsaid. */
  termsBoxes?: number;
}

export interface SignUpGateOutput {
  proceed: boolean;
  /** The e-mail sent with the fake flag instead of signing up (the fake-e-mail path). */
  fakeEmail?: string;
}

/** The fake send (decision 148): the send-code with `is_fake: 1` for this e-mail. */
export interface FakeSendInput {
  email: string;
}

export interface GateContext {
  form: CredentialsForm;
  sendRefusal: SendRefusal | null;
  permission: PermissionFacts | null;
  /** The address shown in dialog 3. */
  ip: string;
  place: string;
  /** Dialog 6's provider; null on the e-mail and phone sign-up. */
  provider: ThirdPartyTokenType | null;
  /** Dialog 3's "next time" tip. */
  tipChecked: boolean;
  /** Dialog 6's terms boxes, each ticked or not: Confirm waits for every one. */
  terms: readonly boolean[];
  waitlistEmail: string;
  /** Message key of the waitlist field (common namespace), shown after a try. */
  waitlistError: string | null;
  proceed: boolean;
  fakeEmail: string | null;
}

export type SignUpGateEvent =
  | { type: 'CONFIRM' }
  /** Escape or closing a dialog: back to the form, nothing answered. */
  | { type: 'CANCEL' }
  /** Dialog 1's "No": the visitor does not declare they live outside the banned places. */
  | { type: 'DECLINE' }
  | { type: 'JOIN_WAITLIST' }
  | { type: 'WAITLIST_EMAIL_CHANGED'; value: string }
  | { type: 'SUBMIT_WAITLIST' }
  | { type: 'TIP_TOGGLED'; checked: boolean }
  /** One of dialog 6's terms boxes ticked or cleared. */
  | { type: 'TERMS_TOGGLED'; box: number; accepted: boolean }
  | { type: 'OPEN_CUSTOMER_SERVICE' };

const notProvided = async (): Promise<never> => {
  throw new Error('provided by the controller');
};

const facts = (context: GateContext, dismissed: (ip: string) => boolean): GateFacts => ({
  form: context.form,
  permission: context.permission,
  sendRefusal: context.sendRefusal,
  ipBanNoticeDismissed: dismissed,
});

export const signUpGateMachine = setup({
  types: {} as {
    context: GateContext;
    events: SignUpGateEvent;
    input: SignUpGateInput;
    output: SignUpGateOutput;
  },
  actors: {
    checkPermission: fromPromise<PermissionFacts | null>(notProvided),
    sendFakeCode: fromPromise<ApiOutcome<unknown>, FakeSendInput>(notProvided),
  },
  actions: {
    keepPermission: assign({
      permission: (_, permission: PermissionFacts | null) => permission,
    }),
    keepStepFacts: assign(({ context }) => {
      const step = gateStep(facts(context, () => false));
      if (step.kind === 'ipBanned') return { ip: step.ip };
      if (step.kind === 'countryBanned') return { place: step.place };
      return {};
    }),
    setTip: assign({ tipChecked: ({ event }) => (event as { checked: boolean }).checked }),
    setTerms: assign({
      terms: ({ context, event }) => {
        const { box, accepted } = event as { box: number; accepted: boolean };
        return context.terms.map((ticked, index) => (index === box ? accepted : ticked));
      },
    }),
    setWaitlistEmail: assign({
      waitlistEmail: ({ event }) => (event as { value: string }).value,
      waitlistError: null,
    }),
    showWaitlistError: assign({
      waitlistError: ({ context }) => validateWaitlistEmail(context.waitlistEmail.trim()),
    }),
    refuseChineseEmail: assign({ waitlistError: 'regNoticeContent' }),
    keepFakeEmail: assign({ fakeEmail: ({ context }) => context.waitlistEmail.trim() }),
    proceed: assign({ proceed: true }),
    /** behaviour §4: the stop is recorded as the failure IpBan. */
    recordIpBan: () => {},
    /** Remembers "Don't show this again" for the address when ticked. */
    rememberTip: (_, _params: { ip: string; checked: boolean }) => {},
    /** The quiet form of dialog 3 for a visitor who asked not to see it again: a toast. */
    toastIpBanned: () => {},
    /** Opens the host's chat widget (the customer-service button of dialog 5). */
    openCustomerService: () => {},
  },
  guards: {
    hasSendRefusal: ({ context }) => context.sendRefusal !== null,
    /** Replaced by the controller with the stored "Don't show this again" choice. */
    ipBanNoticeDismissed: (_, _ip: string) => false,
    step: ({ context }, params: { kind: GateStep['kind'] }) =>
      gateStep(facts(context, () => false)).kind === params.kind,
    waitlistEmailInvalid: ({ context }) =>
      validateWaitlistEmail(context.waitlistEmail.trim()) !== null,
    joined: (_, answer: ApiOutcome<unknown>) => answer.ok,
    /** Dialog 6 belongs to the provider's sign-up: it has Cancel, no "No" (decision 086). */
    hasProvider: ({ context }) => context.provider !== null,
    chineseEmailRefused: (_, answer: ApiOutcome<unknown>) =>
      !answer.ok && answer.retCode === RET_CODES.WAITLIST_EMAIL_REFUSED.code,
  },
}).createMachine({
  id: 'signUpGate',
  context: ({ input }) => ({
    form: input.form,
    sendRefusal: input.sendRefusal ?? null,
    permission: null,
    ip: '',
    place: '',
    provider: input.provider ?? null,
    tipChecked: false,
    terms: Array<boolean>(input.termsBoxes ?? 1).fill(false),
    waitlistEmail: input.form.method === 'email' ? input.form.email : '',
    waitlistError: null,
    proceed: false,
    fakeEmail: null,
  }),
  initial: 'starting',
  output: ({ context }) =>
    context.fakeEmail
      ? { proceed: false, fakeEmail: context.fakeEmail }
      : { proceed: context.proceed },
  states: {
    starting: {
      always: [{ guard: 'hasSendRefusal', target: 'routing' }, { target: 'judgingRegion' }],
    },
    judgingRegion: {
      invoke: {
        src: 'checkPermission',
        onDone: {
          target: 'routing',
          actions: { type: 'keepPermission', params: ({ event }) => event.output },
        },
        // Unknown: the server still enforces the rule on the send.
        onError: { target: 'routing' },
      },
    },
    routing: {
      entry: 'keepStepFacts',
      always: [
        {
          guard: { type: 'step', params: { kind: 'ipBanned' } },
          target: 'showingIpBan',
          actions: 'recordIpBan',
        },
        {
          guard: { type: 'step', params: { kind: 'countryBanned' } },
          target: 'showingCountryBanned',
          actions: 'recordIpBan',
        },
        {
          guard: { type: 'step', params: { kind: 'chineseEmail' } },
          target: 'showingChineseEmail',
        },
        { target: 'declaringCountry' },
      ],
    },
    /** Dialog 3: IP banned, the visitor's IP, the optional "next time" tip. */
    showingIpBan: {
      always: {
        guard: { type: 'ipBanNoticeDismissed', params: ({ context }) => context.ip },
        target: 'stopped',
        actions: 'toastIpBanned',
      },
      on: {
        TIP_TOGGLED: { actions: 'setTip' },
        CONFIRM: {
          target: 'stopped',
          actions: {
            type: 'rememberTip',
            params: ({ context }) => ({ ip: context.ip, checked: context.tipChecked }),
          },
        },
        CANCEL: { target: 'stopped' },
      },
    },
    /** Dialog 2: country banned, offers the waitlist. */
    showingCountryBanned: {
      on: { JOIN_WAITLIST: 'enteringWaitlistEmail', CANCEL: 'stopped', CONFIRM: 'stopped' },
    },
    /** Dialog 6: the e-mail sent with the fake flag, which joins the waitlist (decision 148). */
    enteringWaitlistEmail: {
      on: {
        WAITLIST_EMAIL_CHANGED: { actions: 'setWaitlistEmail' },
        SUBMIT_WAITLIST: [
          { guard: 'waitlistEmailInvalid', actions: 'showWaitlistError' },
          { target: 'sendingFakeCode' },
        ],
        CANCEL: 'stopped',
      },
    },
    /** The captcha, then the send-code with `is_fake: 1` (the controller solves the captcha). */
    sendingFakeCode: {
      invoke: {
        src: 'sendFakeCode',
        input: ({ context }) => ({ email: context.waitlistEmail.trim() }),
        onDone: [
          {
            guard: { type: 'joined', params: ({ event }) => event.output },
            target: 'joinedWaitlist',
            actions: 'keepFakeEmail',
          },
          {
            guard: { type: 'chineseEmailRefused', params: ({ event }) => event.output },
            target: 'enteringWaitlistEmail',
            actions: 'refuseChineseEmail',
          },
          { target: 'enteringWaitlistEmail' },
        ],
        onError: { target: 'enteringWaitlistEmail' },
      },
    },
    /** Dialog 4: joined-waitlist confirmation. */
    joinedWaitlist: { on: { CONFIRM: 'stopped', CANCEL: 'stopped' } },
    /** Dialog 5: Chinese e-mail notice, with customer service when a chat widget exists. */
    showingChineseEmail: {
      on: {
        OPEN_CUSTOMER_SERVICE: { actions: 'openCustomerService' },
        CONFIRM: 'stopped',
        CANCEL: 'stopped',
      },
    },
    /**
     * Dialog 1: ban-country declaration; Confirm goes on to the captcha and the send. "No"
     * leads to the captcha too, for the fake send (decision 148): of the form's e-mail, or,
     * when there is none the waitlist takes (a phone sign-up), of one asked for in dialog 6. With a
     * provider's token it is dialog 6, the third-party register dialog: the site's terms boxes,
     * ticked in the dialog, and the same declaration (behaviour §4 "on register show
     * terms/country dialog").
     */
    declaringCountry: {
      on: {
        TERMS_TOGGLED: { actions: 'setTerms' },
        CONFIRM: [
          {
            guard: ({ context }) => context.provider !== null && !context.terms.every(Boolean),
          },
          { target: 'proceeding', actions: 'proceed' },
        ],
        DECLINE: [
          { guard: 'hasProvider' },
          { guard: 'waitlistEmailInvalid', target: 'enteringWaitlistEmail' },
          { target: 'sendingFakeCode' },
        ],
        CANCEL: 'stopped',
      },
    },
    proceeding: { type: 'final' },
    stopped: { type: 'final' },
  },
});

export type SignUpGateMachine = typeof signUpGateMachine;
