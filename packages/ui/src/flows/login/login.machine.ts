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
import type { SiteCheckFacts } from './site-check';

export interface LoginInput {
  form?: Partial<CredentialsForm>;
  /** The site implies the phone's country (Turkish site): no country code needed. */
  countryImplied?: boolean;
  /** What the site check of SPEC §4 needs; default: the main site, no special mode. */
  siteCheck?: SiteCheckFacts;
}

export interface LoginContext {
  form: CredentialsForm;
  countryImplied: boolean;
  siteCheck: SiteCheckFacts;
  /** The step of the last answer (nextStepFromLoginAnswer). */
  step: LoginStep | null;
  /** The authenticator code being sent with the re-sent login (two-factor panel). */
  google2fa: string;
  /** Bumped when a code is refused, so the code boxes empty. */
  codeAttempt: number;
}

/** What one log-in call sends: the form, and the authenticator code on the re-send. */
export type LoginAttempt = CredentialsForm & { google2fa?: string };

export type LoginEvent =
  | FormEvent
  | { type: 'SUBMIT' }
  | { type: 'CONFIRM' }
  /** The identity-verification dialog's KYC button. */
  | { type: 'VERIFY_IDENTITY' }
  /** The compliance wall: go to the account's site, or close it (and stay). */
  | { type: 'JUMP_SITE' }
  | { type: 'CLOSE_SITE_JUMP' }
  | { type: 'TWO_FACTOR_CODE_COMPLETED'; code: string }
  | { type: 'BACK' };

export const loginMachine = setup({
  types: {} as { context: LoginContext; events: LoginEvent; input: LoginInput },
  actors: {
    logIn: fromPromise<ApiOutcome<LoginResult>, LoginAttempt>(async () => {
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
      step: ({ context }, answer: ApiOutcome<LoginResult>) =>
        nextStepFromLoginAnswer(answer, { now: Date.now(), siteCheck: context.siteCheck }),
    }),
    keepCode: assign({
      google2fa: ({ event }) => (event.type === 'TWO_FACTOR_CODE_COMPLETED' ? event.code : ''),
    }),
    emptyCodeBoxes: assign({ codeAttempt: ({ context }) => context.codeAttempt + 1 }),
    forgetCode: assign({ google2fa: '' }),
    /** Toast pleaseSelectCountryCode (2 s). */
    askForCountry: () => {},
    /** The token is stored by the request wrapper; redirect. */
    completeLogin: () => {},
    goToRetrievePassword: () => {},
    /** SPEC §4 ban check: /{lang}/self-unblock?fromScene=login. */
    goToSelfUnblock: () => {},
    /** 41102 / 41107: the KYC button. */
    goToIdentityVerification: () => {},
    /** The compliance wall's redirect to the account's site. */
    goToAccountSite: () => {},
    /** SPEC §4: the wall could not be shown; the failure is tracked. */
    trackComplianceWallLoadFailure: () => {},
  },
  guards: {
    isMobileChange: ({ event }) => isMobileChange(event as FormEvent),
    countryMissing: ({ context }) => countryMissing(context.form, context.countryImplied),
    // Guards run before actions: judge the number as it will be sent, cleaned.
    formInvalid: ({ context }) => !isFormValid(withCleanPhone(context.form), LOGIN_RULES),
    stepIs: ({ context }, kind: LoginStep['kind']) => context.step?.kind === kind,
    /** No address is known for the account's site: the wall cannot be shown. */
    complianceWallUnavailable: () => false,
  },
  delays: { phoneClean: PHONE_CLEAN_DELAY },
}).createMachine({
  id: 'login',
  context: ({ input }) => ({
    form: emptyForm(input.form),
    countryImplied: input.countryImplied ?? false,
    siteCheck: input.siteCheck ?? { site: 'BYBIT', loginOnly: false, embedded: false },
    step: null,
    google2fa: '',
    codeAttempt: 0,
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
        { guard: { type: 'stepIs', params: 'siteJump' }, target: 'offeringSiteJump' },
        { guard: { type: 'stepIs', params: 'retrievePassword' }, target: 'leavingToResetPassword' },
        { guard: { type: 'stepIs', params: 'selfUnblock' }, target: 'leavingToSelfUnblock' },
        { guard: { type: 'stepIs', params: 'overLimit' }, target: 'showingOverLimitDialog' },
        { guard: { type: 'stepIs', params: 'dialog' }, target: 'showingRefusalDialog' },
        { guard: { type: 'stepIs', params: 'twoFactor' }, target: 'collectingTwoFactorCode' },
        { target: 'collectingCredentials' },
      ],
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
        input: ({ context }) => ({ ...context.form, google2fa: context.google2fa }),
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
    /** A dialog of the catalogue (SPEC §2, §8): banned, IP-limited, identity, generic… */
    showingRefusalDialog: {
      on: {
        CONFIRM: { target: 'collectingCredentials' },
        VERIFY_IDENTITY: { target: 'leavingToVerifyIdentity' },
      },
    },
    /**
     * SPEC §4 site check: the compliance-wall redirect modal (target site, redirect URL,
     * close callback). Closing it, or a wall that cannot load, completes the log-in here.
     */
    offeringSiteJump: {
      always: {
        guard: 'complianceWallUnavailable',
        target: 'signedIn',
        actions: 'trackComplianceWallLoadFailure',
      },
      on: {
        JUMP_SITE: { target: 'leavingForAccountSite' },
        CLOSE_SITE_JUMP: { target: 'signedIn' },
      },
    },
    leavingForAccountSite: { type: 'final', entry: 'goToAccountSite' },
    leavingToResetPassword: { type: 'final', entry: 'goToRetrievePassword' },
    leavingToSelfUnblock: { type: 'final', entry: 'goToSelfUnblock' },
    leavingToVerifyIdentity: { type: 'final', entry: 'goToIdentityVerification' },
    signedIn: { type: 'final', entry: 'completeLogin' },
  },
});
