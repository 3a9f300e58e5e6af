/**
 * Before any verification: the register type of the A/B layout (at most 3 s), then ACCOUNT
 * (the old mode's one form, or the new mode's step one), the restriction gate, and sending
 * the verification (captcha first, in the controller).
 */
import { registerSetup } from './register.setup';
import { signUpGateInput } from './restrictions/sign-up-gate-input';
import { routeStep } from './route-step';

/** A kept three-step sign-up resumes at the step recall info named (decision 143). */
const resume = [
  { guard: 'resumesAtCode', target: 'verifyingCode', actions: 'resume' },
  { target: 'choosingPassword', actions: 'resume' },
] as const;

export const accountStates = {
  /** A register type fixed by the widget option needs no remote config. */
  choosingLayout: registerSetup.createStateConfig({
    always: [{ guard: 'typeKnown', target: 'account' }, { target: 'loadingLayout' }],
  }),
  /** behaviour §4 "A/B layout old/new with up to 3 s loading": the skeleton meanwhile. */
  loadingLayout: registerSetup.createStateConfig({
    invoke: {
      src: 'loadRegisterType',
      onDone: {
        target: 'account',
        actions: { type: 'keepRegisterType', params: ({ event }) => event.output },
      },
      onError: { target: 'account', actions: 'fallBackToOldCode' },
    },
    after: { abLayoutTimeout: { target: 'account', actions: 'fallBackToOldCode' } },
    on: { RESUME: resume },
  }),
  account: registerSetup.createStateConfig({
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
      // The three-step layout's one "Email or mobile" field (register-form.view.tsx).
      USERNAME_CHANGED: [
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
      NEWS_OPT_IN_TOGGLED: { actions: 'setNewsOptIn' },
      SUBMIT: [
        // The Sign up button is disabled until every terms box of the site is ticked.
        { guard: 'termsNotAccepted' },
        // behaviour §4 "Submit", before anything can stop the sign-up.
        {
          guard: 'countryMissing',
          actions: ['trackRegisterClick', 'markSubmitted', 'askForCountry'],
        },
        { guard: 'formInvalid', actions: ['trackRegisterClick', 'markSubmitted'] },
        { target: 'gate', actions: ['trackRegisterClick', 'markSubmitted'] },
      ],
      // behaviour §4 "Third-party flow": on register the terms/country dialog (the gate) comes
      // first; then the log-in flow takes the token (docs/decisions/064).
      THIRD_PARTY_TOKEN: { target: 'gate', actions: 'keepThirdParty' },
      RESUME: resume,
    },
  }),
  /** The restriction gate: after the form is valid and before the captcha. */
  gate: registerSetup.createStateConfig({
    tags: 'sending',
    invoke: {
      src: 'signUpGate',
      id: 'signUpGate',
      input: ({ context, event }) =>
        signUpGateInput(context.form, event, context.thirdParty?.provider, context.terms.length),
      onDone: [
        {
          guard: { type: 'providerPasses', params: ({ event }) => event.output },
          target: 'account',
          actions: ['handThirdPartyToLogIn', 'forgetThirdParty'],
        },
        {
          guard: { type: 'gateProceeds', params: ({ event }) => event.output },
          target: 'sendingVerification',
        },
        { target: 'account', actions: 'forgetThirdParty' },
      ],
      onError: { target: 'account', actions: 'forgetThirdParty' },
    },
  }),
  sendingVerification: registerSetup.createStateConfig({
    tags: 'sending',
    invoke: {
      src: 'sendVerification',
      input: ({ context }) => ({
        form: context.form,
        registerType: context.registerType ?? 'oldCode',
        riskToken: context.riskToken,
      }),
      onDone: [
        // behaviour §4: dialog 3 (IP banned) or 2 (country banned) when the send is refused for it.
        {
          guard: { type: 'refusedBySignUpRule', params: ({ event }) => event.output },
          target: 'gate',
          actions: 'forgetRiskToken',
        },
        // behaviour §4: "if a risk token is returned show the security modal" (decision 031).
        {
          guard: { type: 'askedForVerification', params: ({ event }) => event.output },
          target: 'securityVerification',
          actions: { type: 'keepRiskToken', params: ({ event }) => event.output },
        },
        {
          target: 'routingSent',
          actions: [
            'forgetRiskToken',
            { type: 'keepUuid', params: ({ event }) => event.output },
            {
              type: 'routeAnswer',
              params: ({ event }) => ({ kind: 'sent', outcome: event.output }),
            },
          ],
        },
      ],
      onError: { target: 'account' },
    },
  }),
  /**
   * The security modal (the log-in's panel): passed, "resend flagged verified", the same send
   * again with the risk token; Back or Escape returns to the form.
   */
  securityVerification: registerSetup.createStateConfig({
    tags: 'securityVerification',
    invoke: {
      src: 'securityVerification',
      id: 'securityVerification',
      input: ({ context }) => ({ riskToken: context.riskToken ?? '' }),
      onDone: [
        {
          guard: { type: 'verificationPassed', params: ({ event }) => event.output },
          target: 'sendingVerification',
        },
        { target: 'account', actions: 'forgetRiskToken' },
      ],
      onError: { target: 'account', actions: 'forgetRiskToken' },
    },
  }),
  routingSent: registerSetup.createStateConfig({
    tags: 'sending',
    always: routeStep({
      verifyCode: '#register.verifyingCode',
      verifyLink: '#register.waitingForLink',
      password: '#register.choosingPassword',
      otherwise: '#register.account',
    }),
  }),
};
