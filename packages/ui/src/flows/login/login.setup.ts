/**
 * The log-in machine's types, context, actors, actions and guards (`setup`, decision 057), shared
 * by the machine (login.machine.ts) and its branch states (two-factor, security verification).
 */
import { assign, fromPromise, setup } from '../../machine';
import {
  type CallResult,
  type LoginResult,
  type riskCheckCall,
  type riskSendCodeCall,
  type CallRequest,
  type ThirdPartyTokenType,
  type thirdPartyLoginCall,
} from '@foyer/contract';
import type { ApiOutcome } from '../../api/api-outcome';
import type { LoginActionName } from './login-actions';
import {
  countryMissing,
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
import {
  refusalAfterEdit,
  refusalOf,
  type FieldRefusal,
  type RefusedField,
} from '../shared/field-refusal';
import { nextStepFromLoginAnswer, type LoginStep } from './login-answer';
import { LOGIN_RULES, loginTermsError } from './login-rules';
import type { SiteCheckFacts } from './site-check';

export interface LoginInput {
  form?: Partial<CredentialsForm>;
  /** The site implies the phone's country (Turkish site): no country code needed. */
  countryImplied?: boolean;
  /** What the site check of behaviour §4 needs; default: the main site, no special mode. */
  siteCheck?: SiteCheckFacts;
  /** The site puts a terms checkbox on the login view (SITES loginTerms). */
  termsRequired?: boolean;
}

export interface LoginContext {
  form: CredentialsForm;
  countryImplied: boolean;
  siteCheck: SiteCheckFacts;
  termsRequired: boolean;
  /** The login view's terms checkbox is ticked. */
  termsAccepted: boolean;
  /** The step of the last answer (nextStepFromLoginAnswer). */
  step: LoginStep | null;
  /** The authenticator code being sent with the re-sent login (two-factor panel). */
  google2fa: string;
  /** Bumped when a code is refused, so the code boxes empty. */
  codeAttempt: number;
  /**
   * The last refusal, kept beside the password or the code boxes until the visitor edits that
   * field or submits again (field-refusal.ts); a refusal that opens a dialog keeps none.
   */
  refusal: FieldRefusal | null;
  /** The risk token of the security verification, sent again with the login. */
  riskToken: string | null;
  /** Where the security verification code went (partly hidden), once sent. */
  riskCodeTarget: string | null;
  /** When the last code was sent (ms since the epoch): resend waits 60 s from it. */
  riskCodeSentAt: number | null;
  /** The security verification code being checked. */
  riskCode: string;
  /** The third-party id token this log-in submits instead of the form (docs/decisions/064). */
  thirdParty: ThirdPartyToken | null;
  /**
   * A 48003 link ticket: the password log-in carries it, and links its provider once it
   * opens a session for the account (docs/decisions/062).
   */
  linkTicket: string | null;
}

/**
 * A provider's id token, obtained by the popup (third-party/provider-popup.ts), or the JSON text
 * of Telegram's signed fields (third-party/telegram-login.ts): the call's `token_type` and `token`.
 */
export interface ThirdPartyToken {
  provider: ThirdPartyTokenType;
  token: string;
  /** From the sign-up: `user_code` and the channel fields, sent with every call of this token. */
  signUp?: SignUpFields;
  /**
   * The server's answer to the token, when the host has made the first call itself (the
   * Telegram page, decision 072): the flow routes it instead of calling; re-sends still call.
   */
  answer?: ApiOutcome<LoginResult>;
}

/**
 * What a sign-up adds to the third-party call (behaviour §3 "Third-party sign-in"), and what
 * the Mini App's register-or-login step adds: `telegram_data: 'mini_app'` (decision 071).
 */
export type SignUpFields = Pick<
  CallRequest<typeof thirdPartyLoginCall>,
  | 'user_code'
  | 'isManuallyModifyUserCode'
  | 'username'
  | 'affiliate_id'
  | 'group_id'
  | 'regist_channel'
  | 'channel_source'
  | 'channel_info'
  | 'telegram_data'
>;

type RiskSent = CallResult<typeof riskSendCodeCall>;
export type RiskCheckInput = { riskToken: string; code: string };
type RiskChecked = CallResult<typeof riskCheckCall>;

/** A refused answer and where it is shown. */
export interface RefusalAt {
  outcome: ApiOutcome<unknown>;
  field: RefusedField;
}

/** Steps whose refusal is said beside the field: the others are said by their dialog. */
const SAID_BESIDE_THE_FIELD: readonly (LoginStep['kind'] | undefined)[] = ['refused', 'overLimit'];

/**
 * What one log-in call sends: the form, or a third-party id token (the same token on every
 * re-send), and the authenticator code or risk token on the re-send.
 */
export type LoginAttempt = CredentialsForm & {
  google2fa?: string;
  riskToken?: string;
  thirdParty?: ThirdPartyToken;
  linkTicket?: string;
};

/** The form (or the id token) plus the risk token, when security verification has given one. */
export const attemptOf = (context: LoginContext): LoginAttempt => ({
  ...context.form,
  ...(context.riskToken ? { riskToken: context.riskToken } : {}),
  ...(context.thirdParty ? { thirdParty: context.thirdParty } : {}),
  ...(context.linkTicket && !context.thirdParty ? { linkTicket: context.linkTicket } : {}),
});

export type LoginEvent =
  | FormEvent
  | { type: 'SUBMIT' }
  | { type: 'TERMS_TOGGLED'; accepted: boolean }
  | { type: 'CONFIRM' }
  /** The identity-verification dialog's KYC button. */
  | { type: 'VERIFY_IDENTITY' }
  /** The compliance wall: go to the account's site, or close it (and stay). */
  | { type: 'JUMP_SITE' }
  | { type: 'CLOSE_SITE_JUMP' }
  | { type: 'TWO_FACTOR_CODE_COMPLETED'; code: string }
  | { type: 'BACK' }
  | { type: 'RISK_CODE_COMPLETED'; code: string }
  | { type: 'RESEND_RISK_CODE' }
  /** The provider's popup gave an id token: log in with it (docs/decisions/064). */
  | ({ type: 'THIRD_PARTY_TOKEN' } & ThirdPartyToken)
  /** The link dialog's "Not now". */
  | { type: 'CANCEL' };

/** An actor the controller provides (use-login.ts, login-effects.ts); here only its types. */
const byTheController = <TOutput, TInput = unknown>() =>
  fromPromise<TOutput, TInput>(async () => {
    throw new Error('This actor is provided by the controller');
  });

/**
 * The side effects whose bodies load once the visitor is on the form (login-actions.ts, decision
 * 047): named here, with nothing to do, so the machine can name them; login-effects.ts provides
 * each one, by this object's keys, with its body.
 */
export const LATER_ACTIONS = {
  /** Toast pleaseSelectCountryCode (2 s). */
  askForCountry: () => {},
  /** behaviour §4 risk_token type guide: the token is stored first (decision 025). */
  storeRiskGuide: () => {},
  /** The token is stored by the request wrapper; redirect. */
  completeLogin: () => {},
  /** The compliance wall's redirect to the account's site. */
  goToAccountSite: () => {},
  /** behaviour §4: the wall could not be shown; the failure is tracked. */
  trackComplianceWallLoadFailure: () => {},
  goToRetrievePassword: () => {},
  /** "Set now" (decision 160): completes on the security page's trading password. */
  goToTradingPassword: () => {},
  /**
   * behaviour §4 ban check: /{lang}/self-unblock?fromScene=login, or the account-banned toast
   * on a site without self-unblock (decision 153).
   */
  goToSelfUnblock: () => {},
  /** 41102 / 41107: the KYC button. */
  goToIdentityVerification: () => {},
} satisfies Record<LoginActionName, () => void>;

export const loginSetup = setup({
  types: {} as { context: LoginContext; events: LoginEvent; input: LoginInput },
  actors: {
    logIn: byTheController<ApiOutcome<LoginResult>, LoginAttempt>(),
    sendRiskCode: byTheController<ApiOutcome<RiskSent>, string>(),
    checkRiskCode: byTheController<ApiOutcome<RiskChecked>, RiskCheckInput>(),
  },
  actions: {
    applyFormEvent: assign({
      form: ({ context, event }) => applyFormEvent(context.form, event as FormEvent),
      refusal: ({ context, event }) => refusalAfterEdit(context.refusal, event),
    }),
    setTerms: assign({
      termsAccepted: ({ context, event }) =>
        event.type === 'TERMS_TOGGLED' ? event.accepted : context.termsAccepted,
    }),
    cleanPhone: assign({ form: ({ context }) => withCleanPhone(context.form) }),
    markSubmitted: assign({
      form: ({ context }) => ({ ...withCleanPhone(context.form), submitted: true }),
      refusal: null,
    }),
    routeAnswer: assign({
      step: ({ context }, answer: ApiOutcome<LoginResult>) =>
        nextStepFromLoginAnswer(answer, { now: Date.now(), siteCheck: context.siteCheck }),
    }),
    /**
     * A refused log-in answer, after routeAnswer: kept unless its step is a dialog, or it
     * refused a provider's log-in, where no password was typed (its toast says it).
     */
    keepAnswerRefusal: assign({
      refusal: ({ context }, { outcome, field }: RefusalAt) =>
        SAID_BESIDE_THE_FIELD.includes(context.step?.kind) &&
        (field === 'code' || !context.thirdParty)
          ? refusalOf(outcome, field)
          : null,
    }),
    /** A refused security-verification call, kept beside the code boxes. */
    keepCodeRefusal: assign({
      refusal: (_, outcome: ApiOutcome<unknown>) => refusalOf(outcome, 'code'),
    }),
    forgetRefusal: assign({ refusal: null }),
    keepCode: assign({
      google2fa: ({ event }) => (event.type === 'TWO_FACTOR_CODE_COMPLETED' ? event.code : ''),
      refusal: null,
    }),
    emptyCodeBoxes: assign({ codeAttempt: ({ context }) => context.codeAttempt + 1 }),
    forgetCode: assign({ google2fa: '' }),
    keepRiskToken: assign({
      riskToken: ({ context }) =>
        context.step?.kind === 'securityVerification' ? context.step.riskToken : null,
      riskCodeTarget: null,
      riskCodeSentAt: null,
    }),
    keepRiskCodeTarget: assign({
      riskCodeTarget: (_, sent: ApiOutcome<RiskSent>) => (sent.ok ? sent.result.target : null),
      riskCodeSentAt: ({ context }, sent: ApiOutcome<RiskSent>) =>
        sent.ok ? Date.now() : context.riskCodeSentAt,
    }),
    keepRiskCode: assign({
      riskCode: ({ event }) => (event.type === 'RISK_CODE_COMPLETED' ? event.code : ''),
      refusal: null,
    }),
    /** The upgrade notice is done: the step it held back comes next. */
    finishUpgradeNotice: assign({
      step: ({ context }) =>
        context.step?.kind === 'upgradeNotice' ? context.step.then : context.step,
    }),
    forgetRisk: assign({
      riskToken: null,
      riskCodeTarget: null,
      riskCodeSentAt: null,
      riskCode: '',
      google2fa: '',
      thirdParty: null,
    }),
    /** A new id token replaces any link ticket: this is a third-party log-in now. */
    keepThirdParty: assign({
      thirdParty: ({ context, event }) =>
        event.type === 'THIRD_PARTY_TOKEN'
          ? {
              provider: event.provider,
              token: event.token,
              signUp: event.signUp,
              answer: event.answer,
            }
          : context.thirdParty,
      linkTicket: null,
      refusal: null,
    }),
    /** The link dialog's "Log in with password": the e-mail log-in, prefilled, with the ticket. */
    acceptLinkOffer: assign(({ context }) =>
      context.step?.kind === 'linkOffer'
        ? {
            form: { ...context.form, method: 'email' as const, email: context.step.email },
            linkTicket: context.step.linkTicket,
          }
        : {},
    ),
    ...LATER_ACTIONS,
  },
  guards: {
    isMobileChange: ({ event }) => isMobileChange(event as FormEvent),
    countryMissing: ({ context }) => countryMissing(context.form, context.countryImplied),
    // Guards run before actions: judge the number as it will be sent, cleaned.
    formInvalid: ({ context }) =>
      !isFormValid(withCleanPhone(context.form), LOGIN_RULES) ||
      loginTermsError(context.termsRequired, context.termsAccepted) !== null,
    stepIs: ({ context }, kind: LoginStep['kind']) => context.step?.kind === kind,
    answerOk: (_, answer: { ok: boolean }) => answer.ok,
    /** No address is known for the account's site: the wall cannot be shown. */
    complianceWallUnavailable: () => false,
  },
  delays: { phoneClean: PHONE_CLEAN_DELAY },
});
