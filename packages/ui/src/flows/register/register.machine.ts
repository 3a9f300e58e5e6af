/**
 * Sign-up (behaviour §2 "Register view", §4 "Register", "Activation poll") for the four register
 * types of behaviour §3: oldCode and oldLink (one form, then the code or the activation link),
 * newCode and newLink (ACCOUNT, then VERIFY_CODE → PASSWORD, or PASSWORD → VERIFY_LINK).
 * Which step follows an answer is decided by one pure function (register-step.ts); the
 * controller (use-register.ts) provides the calls and side effects (register.setup.ts).
 */
import { emptyForm } from '../shared/credentials-form';
import { accountStates } from './account.states';
import { passwordStates } from './password.states';
import { registerSetup } from './register.setup';
import { verifyCodeStates } from './verify-code.states';
import { verifyLinkStates } from './verify-link.states';

export type {
  CreateAccountInput,
  GateInput,
  GateOutput,
  RegisterContext,
  RegisterEvent,
  RegisterInput,
  ResendInput,
  SendVerificationInput,
  SetPasswordInput,
} from './register.setup';

export const registerMachine = registerSetup.createMachine({
  id: 'register',
  context: ({ input }) => ({
    registerType: input.registerType ?? null,
    form: emptyForm(input.form),
    countryImplied: input.countryImplied ?? false,
    terms: Array<boolean>(input.termsBoxes ?? 1).fill(false),
    newsOptIn: false,
    uuid: null,
    code: '',
    step: null,
    resendIn: 0,
    codeAttempt: 0,
    refusal: null,
    riskToken: null,
    thirdParty: null,
  }),
  initial: 'choosingLayout',
  on: { REFERRAL_PRESET: { actions: 'presetReferral' } },
  states: {
    ...accountStates,
    ...verifyCodeStates,
    ...passwordStates,
    ...verifyLinkStates,
    /** 50101: the account is already being created; the screen offers back-to-home. */
    accountCreationUnderWay: {
      entry: 'trackUpgradeFailure',
      on: { BACK_HOME: { target: 'leftForHome' } },
    },
    leftForHome: { type: 'final', entry: 'goHome' },
    /**
     * The account exists but Telegram did not bind: the upgrade notice's own flow
     * (flows/upgrade-notice/, loaded with it) runs its 2000 ms and "Bind again", and sends
     * CONFIRM when it is done (behaviour §4 "Third-party flow"; decision 088).
     */
    showingUpgradeNotice: { on: { CONFIRM: 'registered' } },
    registered: { type: 'final', entry: 'completeRegistration' },
  },
});
