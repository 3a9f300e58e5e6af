/**
 * The log-in flow of behaviour §4 as a state machine: collecting credentials, submitting them,
 * and routing the answer to its branch. No React, no fetch: the controller (use-login.ts)
 * provides the actors and the side-effect actions (login.setup.ts declares them).
 */
import type { LoginResult } from '@foyer/contract';
import type { ApiOutcome } from '../../api/api-outcome';
import { emptyForm } from '../shared/credentials-form';
import { attemptOf, loginSetup, type LoginContext } from './login.setup';
import { securityVerificationState } from './security-verification.states';
import { twoFactorStates } from './two-factor.states';

export type {
  LoginAttempt,
  LoginContext,
  LoginEvent,
  LoginInput,
  RiskCheckInput,
  ThirdPartyToken,
} from './login.setup';

type Answered = { event: { output: ApiOutcome<LoginResult> } };
const routeAnswer = { type: 'routeAnswer', params: ({ event }: Answered) => event.output } as const;

/** The log-in call, with the form or the id token, and its answer to the one choke point. */
const submitAttempt = {
  src: 'logIn',
  input: ({ context }: { context: LoginContext }) => attemptOf(context),
  onDone: { target: 'routingAnswer', actions: routeAnswer },
  onError: { target: 'collectingCredentials' },
} as const;

/** The password log-in: its refusal is also kept under the password field. */
const submitCredentials = {
  ...submitAttempt,
  onDone: {
    target: 'routingAnswer',
    actions: [
      routeAnswer,
      {
        type: 'keepAnswerRefusal',
        params: ({ event }: Answered) => ({ outcome: event.output, field: 'password' as const }),
      },
    ],
  },
} as const;

export const loginMachine = loginSetup.createMachine({
  id: 'login',
  context: ({ input }) => ({
    form: emptyForm(input.form),
    countryImplied: input.countryImplied ?? false,
    siteCheck: input.siteCheck ?? { site: 'BYBIT', loginOnly: false, embedded: false },
    termsRequired: input.termsRequired ?? false,
    termsAccepted: false,
    step: null,
    google2fa: '',
    codeAttempt: 0,
    refusal: null,
    riskToken: null,
    riskCodeTarget: null,
    riskCodeSentAt: null,
    riskCode: '',
    thirdParty: null,
    linkTicket: null,
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
        TERMS_TOGGLED: { actions: 'setTerms' },
        THIRD_PARTY_TOKEN: { target: 'submittingThirdParty', actions: 'keepThirdParty' },
        SUBMIT: [
          { guard: 'countryMissing', actions: ['markSubmitted', 'askForCountry'] },
          { guard: 'formInvalid', actions: 'markSubmitted' },
          { target: 'submittingCredentials', actions: 'markSubmitted' },
        ],
      },
    },
    submittingCredentials: { invoke: submitCredentials },
    /** The same call with the provider's id token (docs/decisions/064); the same routing. */
    submittingThirdParty: { invoke: submitAttempt },
    routingAnswer: {
      // A guide risk token is stored before the site check and the completion (behaviour §4).
      entry: 'storeRiskGuide',
      always: [
        { guard: { type: 'stepIs', params: 'signedIn' }, target: 'signedIn' },
        {
          guard: { type: 'stepIs', params: 'tradingPasswordPrompt' },
          target: 'offeringTradingPassword',
        },
        { guard: { type: 'stepIs', params: 'upgradeNotice' }, target: 'showingUpgradeNotice' },
        { guard: { type: 'stepIs', params: 'siteJump' }, target: 'offeringSiteJump' },
        { guard: { type: 'stepIs', params: 'retrievePassword' }, target: 'leavingToResetPassword' },
        { guard: { type: 'stepIs', params: 'selfUnblock' }, target: 'leavingToSelfUnblock' },
        { guard: { type: 'stepIs', params: 'overLimit' }, target: 'showingOverLimitDialog' },
        { guard: { type: 'stepIs', params: 'dialog' }, target: 'showingRefusalDialog' },
        { guard: { type: 'stepIs', params: 'twoFactor' }, target: 'collectingTwoFactorCode' },
        { guard: { type: 'stepIs', params: 'linkOffer' }, target: 'offeringLink' },
        {
          guard: { type: 'stepIs', params: 'securityVerification' },
          target: 'securityVerification',
          actions: 'keepRiskToken',
        },
        { target: 'collectingCredentials' },
      ],
    },
    securityVerification: securityVerificationState,
    ...twoFactorStates,
    /**
     * behaviour §4: "If a messaging bind result is not success, an upgrade modal shows first";
     * the notice's own flow (flows/upgrade-notice/, loaded with it) runs its 2000 ms and "Bind
     * again", and sends CONFIRM when it is done: the step it held back is routed (decision 088).
     */
    showingUpgradeNotice: {
      tags: 'dialog',
      on: { CONFIRM: { target: 'routingAnswer', actions: 'finishUpgradeNotice' } },
    },
    showingOverLimitDialog: {
      tags: 'dialog',
      on: { CONFIRM: { target: 'collectingCredentials' } },
    },
    /** A dialog of the catalogue (behaviour §2, §8): banned, IP-limited, identity, generic… */
    showingRefusalDialog: {
      tags: 'dialog',
      on: {
        CONFIRM: { target: 'collectingCredentials' },
        VERIFY_IDENTITY: { target: 'leavingToVerifyIdentity' },
      },
    },
    /**
     * 48003: "An account with this e-mail exists; log in with its password to link" (docs/
     * decisions/064). Accepting switches to the e-mail log-in, prefilled, carrying the ticket.
     */
    offeringLink: {
      tags: 'dialog',
      on: {
        CONFIRM: { target: 'collectingCredentials', actions: 'acceptLinkOffer' },
        CANCEL: { target: 'collectingCredentials' },
      },
    },
    /**
     * behaviour §4 site check: the compliance-wall redirect modal (target site, redirect URL,
     * close callback). Closing it, or a wall that cannot load, completes the log-in here.
     */
    offeringSiteJump: {
      tags: 'dialog',
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
    /**
     * Support reset the account's trading password (decision 160): signed in already, the
     * dialog offers a new one. "Set now" completes on the security page's section; "Later"
     * and Escape complete as usual.
     */
    offeringTradingPassword: {
      tags: 'dialog',
      on: {
        CONFIRM: { target: 'leavingToTradingPassword' },
        CANCEL: { target: 'signedIn' },
      },
    },
    leavingToTradingPassword: { type: 'final', entry: 'goToTradingPassword' },
    leavingForAccountSite: { type: 'final', entry: 'goToAccountSite' },
    leavingToResetPassword: { type: 'final', entry: 'goToRetrievePassword' },
    /**
     * Self-unblock; a site that does not offer it shows the account-banned toast instead, and
     * the form is back (decision 153). Where the page is offered the widget is leaving anyway.
     */
    leavingToSelfUnblock: { entry: 'goToSelfUnblock', always: 'collectingCredentials' },
    leavingToVerifyIdentity: { type: 'final', entry: 'goToIdentityVerification' },
    signedIn: { type: 'final', entry: 'completeLogin' },
  },
});
