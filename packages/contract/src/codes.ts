/**
 * Every ret_code of behaviour §8 as one typed table: its name, and what the widget does with it.
 * The widget's request wrapper and dialogs read this table; the server names the codes it
 * answers from it. Codes marked `origin: 'foyer'` are the reference server's own answers
 * for things behaviour §8 leaves unnamed (bad input, unknown path, expired code…); their choice
 * is recorded in docs/decisions/002-server-ret-codes.md.
 */
import { TOAST_MS_LONG, TOAST_MS_SHORT, TOAST_THROTTLE_10006_MS } from './constants.js';

/** Where a call was made from; some codes behave differently per context (behaviour §8). */
export type CallContext =
  | 'login'
  | 'register'
  | 'qrGenerate'
  | 'telegramBind'
  | 'oauthAuthorize'
  | 'unbind2faSendCode'
  | 'affiliateAnonymity'
  | 'affiliateOpenInfo'
  | 'other';

export type DialogId =
  | 'overLimit'
  | 'ipLimited'
  | 'phoneLimited'
  | 'banned'
  | 'unsupportedJurisdiction'
  | 'hkUserOnOtherSite'
  | 'nonHkUserOnHkSite'
  | 'identityVerification'
  | 'genericError'
  | 'miniAppAuthExpired'
  | 'creatingAccount';

export type UiBehaviour =
  /** A toast '{code}: {message}'; `ms` overrides the default duration. */
  | { kind: 'toast'; ms?: number }
  /** A dialog of the catalogue of behaviour §2. */
  | { kind: 'dialog'; dialog: DialogId }
  /** Handed to the caller with no toast: the flow decides. */
  | { kind: 'passThrough' }
  /** Success or success-like. */
  | { kind: 'success' };

export interface RetCodeRow {
  code: number;
  name: string;
  /** What the widget does with it. */
  ui: UiBehaviour;
  /** Contexts in which the code shows no toast at all. */
  silentIn?: readonly CallContext[];
  /** The toast of this code is shown at most once per this many ms. */
  throttleMs?: number;
  /** The code whose message the toast shows instead, per context (10016 → 100160…). */
  toastAs?: Partial<Record<CallContext, number>>;
  /** Another code this one becomes in a context (20035 → 35300 on unbind 2FA send). */
  becomesIn?: Partial<Record<CallContext, number>>;
  origin: 'spec' | 'foyer';
}

const spec = (row: Omit<RetCodeRow, 'origin'>): RetCodeRow => ({ ...row, origin: 'spec' });
const foyer = (row: Omit<RetCodeRow, 'origin'>): RetCodeRow => ({ ...row, origin: 'foyer' });

export const RET_CODES = {
  SUCCESS: spec({ code: 0, name: 'success', ui: { kind: 'success' } }),
  SUCCESS_LIKE: spec({ code: 10007, name: 'successLike', ui: { kind: 'success' } }),
  NO_BODY: spec({ code: -200, name: 'noBodyOrNetworkFailure', ui: { kind: 'toast' } }),
  CAPTCHA_INIT_ERROR: spec({ code: 10001, name: 'captchaInitError', ui: { kind: 'toast' } }),
  TOO_MANY_VISITS: spec({
    code: 10006,
    name: 'tooManyVisits',
    ui: { kind: 'toast' },
    throttleMs: TOAST_THROTTLE_10006_MS,
    silentIn: ['login', 'register'],
  }),
  PASS_THROUGH_10009: spec({ code: 10009, name: 'passThrough10009', ui: { kind: 'passThrough' } }),
  EXPIRED: spec({
    code: 10016,
    name: 'expiredOrServiceError',
    ui: { kind: 'toast' },
    toastAs: { login: 100160, register: 100160, qrGenerate: 100161, telegramBind: 100162 },
  }),
  PASS_THROUGH_10026: spec({ code: 10026, name: 'passThrough10026', ui: { kind: 'passThrough' } }),
  AFFILIATE_NO_DATA: spec({
    code: 10002,
    name: 'affiliateNoData',
    ui: { kind: 'toast' },
    silentIn: ['affiliateAnonymity'],
  }),
  CHINESE_EMAIL_GOOGLE_REGISTER: spec({
    code: 20100,
    name: 'chineseEmailGoogleRegisterErr',
    ui: { kind: 'toast', ms: TOAST_MS_SHORT },
  }),
  UNBIND_2FA_SEND: spec({
    code: 20035,
    name: 'unbind2faSendCode',
    ui: { kind: 'toast' },
    becomesIn: { unbind2faSendCode: 35300 },
  }),
  LONG_TOAST_30054: spec({
    code: 30054,
    name: 'longToast',
    ui: { kind: 'toast', ms: TOAST_MS_LONG },
  }),
  PASS_THROUGH_30055: spec({ code: 30055, name: 'passThrough30055', ui: { kind: 'passThrough' } }),
  WRONG_PASSWORD: spec({ code: 31002, name: 'wrongPassword', ui: { kind: 'toast' } }),
  ACCOUNT_BANNED: spec({
    code: 31003,
    name: 'accountBanned',
    ui: { kind: 'dialog', dialog: 'banned' },
  }),
  IP_LIMITED: spec({ code: 31018, name: 'ipLimited', ui: { kind: 'dialog', dialog: 'ipLimited' } }),
  PHONE_LIMITED: spec({
    code: 31020,
    name: 'phoneLimited',
    ui: { kind: 'dialog', dialog: 'phoneLimited' },
  }),
  PASSWORD_ERRORS_OVER_LIMIT: spec({
    code: 31030,
    name: 'passwordErrorsOverLimit',
    ui: { kind: 'dialog', dialog: 'overLimit' },
  }),
  PASS_THROUGH_33003: spec({ code: 33003, name: 'passThrough33003', ui: { kind: 'passThrough' } }),
  MINI_APP_AUTH_EXPIRED: spec({
    code: 40004,
    name: 'miniAppAuthExpired',
    ui: { kind: 'dialog', dialog: 'miniAppAuthExpired' },
  }),
  ACCOUNT_TERMINATED: spec({ code: 40029, name: 'accountTerminated', ui: { kind: 'toast' } }),
  UNSUPPORTED_JURISDICTION: spec({
    code: 41007,
    name: 'unsupportedJurisdiction',
    ui: { kind: 'dialog', dialog: 'unsupportedJurisdiction' },
  }),
  KYC_REQUIRED: spec({
    code: 41102,
    name: 'identityVerificationRequired',
    ui: { kind: 'dialog', dialog: 'identityVerification' },
  }),
  GENERIC_41103: spec({
    code: 41103,
    name: 'genericDialog41103',
    ui: { kind: 'dialog', dialog: 'genericError' },
  }),
  GENERIC_41104: spec({
    code: 41104,
    name: 'genericDialog41104',
    ui: { kind: 'dialog', dialog: 'genericError' },
  }),
  GENERIC_41105: spec({
    code: 41105,
    name: 'genericDialog41105',
    ui: { kind: 'dialog', dialog: 'genericError' },
  }),
  GENERIC_41106: spec({
    code: 41106,
    name: 'genericDialog41106',
    ui: { kind: 'dialog', dialog: 'genericError' },
  }),
  KYC_REQUIRED_41107: spec({
    code: 41107,
    name: 'identityVerificationRequired41107',
    ui: { kind: 'dialog', dialog: 'identityVerification' },
  }),
  GENERIC_41108: spec({
    code: 41108,
    name: 'genericDialog41108',
    ui: { kind: 'dialog', dialog: 'genericError' },
  }),
  SERVICE_ERROR_50002: spec({
    code: 50002,
    name: 'serviceError50002',
    ui: { kind: 'toast' },
    silentIn: ['oauthAuthorize'],
  }),
  UPGRADE_FAILURE: spec({
    code: 50101,
    name: 'upgradeFailure',
    ui: { kind: 'dialog', dialog: 'creatingAccount' },
  }),
  CAPTCHA_NETWORK_60204: spec({ code: 60204, name: 'captchaNetworkError', ui: { kind: 'toast' } }),
  CAPTCHA_NETWORK_60205: spec({
    code: 60205,
    name: 'captchaNetworkError60205',
    ui: { kind: 'toast' },
  }),
  CAPTCHA_UNAVAILABLE: spec({ code: 100001, name: 'captchaUnavailable', ui: { kind: 'toast' } }),
  HK_USER_ON_OTHER_SITE: spec({
    code: 400601,
    name: 'hkUserOnOtherSite',
    ui: { kind: 'dialog', dialog: 'hkUserOnOtherSite' },
  }),
  NON_HK_USER_ON_HK_SITE: spec({
    code: 400602,
    name: 'nonHkUserOnHkSite',
    ui: { kind: 'dialog', dialog: 'nonHkUserOnHkSite' },
  }),
  GENERIC_400605: spec({
    code: 400605,
    name: 'genericDialog400605',
    ui: { kind: 'dialog', dialog: 'genericError' },
  }),
  GENERIC_400606: spec({
    code: 400606,
    name: 'genericDialog400606',
    ui: { kind: 'dialog', dialog: 'genericError' },
  }),
  RETRY_TELEGRAM_CALLBACK: spec({
    code: 400607,
    name: 'retryTelegramCallback',
    ui: { kind: 'passThrough' },
  }),
  CAPTCHA_410008: spec({ code: 410008, name: 'captcha410008', ui: { kind: 'toast' } }),
  AFFILIATE_610016: spec({
    code: 610016,
    name: 'affiliateOpenInfo',
    ui: { kind: 'toast' },
    silentIn: ['affiliateOpenInfo'],
  }),
  AFFILIATE_610017: spec({
    code: 610017,
    name: 'affiliateAnonymity',
    ui: { kind: 'toast' },
    silentIn: ['affiliateAnonymity'],
  }),

  // The reference server's own answers (docs/decisions/002-server-ret-codes.md).
  INVALID_PARAMS: foyer({ code: 10004, name: 'invalidParams', ui: { kind: 'toast' } }),
  NOT_LOGGED_IN: foyer({ code: 10005, name: 'notLoggedIn', ui: { kind: 'toast' } }),
  NOT_FOUND: foyer({ code: 10404, name: 'notFound', ui: { kind: 'toast' } }),
  METHOD_NOT_ALLOWED: foyer({ code: 10405, name: 'methodNotAllowed', ui: { kind: 'toast' } }),
  BODY_TOO_LARGE: foyer({ code: 10413, name: 'bodyTooLarge', ui: { kind: 'toast' } }),
  INTERNAL_ERROR: foyer({ code: 10500, name: 'internalError', ui: { kind: 'toast' } }),
  SERVER_BUSY: foyer({ code: 10503, name: 'serverBusy', ui: { kind: 'toast' } }),
  VERIFY_CODE_INVALID: foyer({
    code: 32001,
    name: 'InvalidVerificationCode',
    ui: { kind: 'toast' },
  }),
  VERIFY_CODE_EXPIRED: foyer({
    code: 32002,
    name: 'verificationCodeExpired',
    ui: { kind: 'toast' },
  }),
  VERIFY_CODE_TOO_MANY_TRIES: foyer({
    code: 32003,
    name: 'verificationCodeTooManyTries',
    ui: { kind: 'toast' },
  }),
  RESEND_TOO_SOON: foyer({ code: 32004, name: 'resendTooSoon', ui: { kind: 'toast' } }),
  ACCOUNT_EXISTS: foyer({ code: 33001, name: 'accountExists', ui: { kind: 'toast' } }),
  CAPTCHA_FAILED: foyer({ code: 34001, name: 'captchaFailed', ui: { kind: 'toast' } }),
  // Two-factor (docs/decisions/016-two-factor.md).
  TWO_FACTOR_CODE_INVALID: foyer({
    code: 35001,
    name: 'googleAuthenticatorCodeInvalid',
    ui: { kind: 'toast' },
  }),
  TWO_FACTOR_LOCKED: foyer({ code: 35002, name: 'twoFactorLocked', ui: { kind: 'toast' } }),
  TWO_FACTOR_ALREADY_ON: foyer({ code: 35003, name: 'twoFactorAlreadyOn', ui: { kind: 'toast' } }),
  TWO_FACTOR_NOT_ON: foyer({ code: 35004, name: 'twoFactorNotOn', ui: { kind: 'toast' } }),
  SUB_ACCOUNT_NAME_TAKEN: foyer({
    code: 36001,
    name: 'subAccountNameTaken',
    ui: { kind: 'toast' },
  }),
  SUB_ACCOUNT_LIMIT: foyer({ code: 36002, name: 'subAccountLimit', ui: { kind: 'toast' } }),
  SUB_ACCOUNT_NOT_ALLOWED: foyer({
    code: 36003,
    name: 'subAccountNotAllowed',
    ui: { kind: 'toast' },
  }),
  // Risk verification (docs/decisions/017-risk-verification.md).
  RISK_TOKEN_INVALID: foyer({ code: 37001, name: 'riskTokenInvalid', ui: { kind: 'toast' } }),
  // Referral, affiliate and broker codes (docs/decisions/028-referral-affiliate-broker.md).
  REFERRAL_CODE_UNKNOWN: foyer({
    code: 42001,
    name: 'referralCodeUnknown',
    ui: { kind: 'toast' },
  }),
  // Telegram bind (docs/decisions/024-telegram-bind-on-login.md).
  TELEGRAM_AUTH_FAILED: foyer({ code: 38001, name: 'telegramAuthFailed', ui: { kind: 'toast' } }),
  TELEGRAM_ALREADY_BOUND: foyer({
    code: 38002,
    name: 'telegramBoundElsewhere',
    ui: { kind: 'toast' },
  }),
  ACCOUNT_HAS_OTHER_TELEGRAM: foyer({
    code: 38003,
    name: 'accountHasOtherTelegram',
    ui: { kind: 'toast' },
  }),

  // Register types and activation links (docs/decisions/026-register-types-and-activation-links.md).
  ACTIVATION_LINK_INVALID: foyer({
    code: 39001,
    name: 'activationLinkInvalid',
    ui: { kind: 'toast' },
  }),
  REGISTRATION_NOT_VERIFIED: foyer({
    code: 39002,
    name: 'registrationNotVerified',
    ui: { kind: 'toast' },
  }),

  // Sign-up restrictions (docs/decisions/029-sign-up-restrictions.md); the sign-up gate shows
  // dialog 2 for the first, the waitlist dialog shows regNoticeContent for the second.
  SIGN_UP_COUNTRY_BANNED: foyer({
    code: 43001,
    name: 'signUpCountryBanned',
    ui: { kind: 'passThrough' },
  }),
  WAITLIST_EMAIL_REFUSED: foyer({
    code: 43002,
    name: 'regNoticeContent',
    ui: { kind: 'passThrough' },
  }),
  // Security verification of sign-up sends (docs/decisions/031-sign-up-risk.md): the send-code
  // was re-sent with a risk token that is unknown, expired, used, or for another target; or with
  // one whose code was not passed yet.
  SIGN_UP_RISK_TOKEN_INVALID: foyer({
    code: 44001,
    name: 'signUpRiskTokenInvalid',
    ui: { kind: 'toast' },
  }),
  SIGN_UP_RISK_NOT_PASSED: foyer({
    code: 44002,
    name: 'signUpRiskNotPassed',
    ui: { kind: 'toast' },
  }),

  // The waitlist's double opt-in (docs/decisions/033): its confirmation page says so.
  WAITLIST_LINK_INVALID: foyer({
    code: 46001,
    name: 'waitlistLinkInvalid',
    ui: { kind: 'passThrough' },
  }),
  // Code limits (docs/decisions/034): the wrong-code budget of an identity and purpose is
  // spent; the daily send cap of an address or of an IP is reached; an account has too many
  // security verifications open. Each answers result.retry_at (ms since the epoch).
  WRONG_CODE_BUDGET_SPENT: foyer({
    code: 47001,
    name: 'wrongCodeBudgetSpent',
    ui: { kind: 'toast' },
  }),
  SEND_CAP_TARGET: foyer({ code: 47002, name: 'sendCapTarget', ui: { kind: 'toast' } }),
  SEND_CAP_IP: foyer({ code: 47003, name: 'sendCapIp', ui: { kind: 'toast' } }),
  RISK_TOKENS_TOO_MANY: foyer({ code: 47004, name: 'riskTokensTooMany', ui: { kind: 'toast' } }),

  // Smaller review items (docs/decisions/038-review-small-items.md).
  REFERRAL_CHANNEL_MISMATCH: foyer({
    code: 47040,
    name: 'referralChannelMismatch',
    ui: { kind: 'toast' },
  }),

  // QR approval (docs/decisions/039): the confirm page says what went wrong.
  QR_NUMBER_MISMATCH: foyer({
    code: 47050,
    name: 'qrNumberMismatch',
    ui: { kind: 'passThrough' },
  }),
  QR_TWO_FACTOR_REQUIRED: foyer({
    code: 47051,
    name: 'qrTwoFactorRequired',
    ui: { kind: 'passThrough' },
  }),
  QR_APPROVALS_OVER_LIMIT: foyer({
    code: 47052,
    name: 'qrApprovalsOverLimit',
    ui: { kind: 'passThrough' },
  }),

  // Third-party id tokens (docs/decisions/059): a Google, Apple or Turkish OpenID Connect id
  // token refused (result.reason says why); a provider this server has no client id for.
  THIRD_PARTY_TOKEN_REFUSED: foyer({
    code: 48001,
    name: 'thirdPartyTokenRefused',
    ui: { kind: 'toast' },
  }),
  THIRD_PARTY_NOT_CONFIGURED: foyer({
    code: 48002,
    name: 'thirdPartyNotConfigured',
    ui: { kind: 'toast' },
  }),
  // Third-party sign-in (docs/decisions/060, 062): the token's e-mail already has an account
  // that is not linked to this provider's person; result.link_ticket lets a password log-in to
  // that account link it.
  THIRD_PARTY_ACCOUNT_EXISTS: foyer({
    code: 48003,
    name: 'thirdPartyAccountExists',
    // The widget shows its link dialog (docs/decisions/064): result { link_ticket, email }.
    ui: { kind: 'passThrough' },
  }),
  // The server's popup sign-in (docs/decisions/061): the popup was opened for an origin that
  // is not one of our sites (PUBLIC_ORIGIN, SITE_ORIGINS), so no flow starts.
  THIRD_PARTY_ORIGIN_REFUSED: foyer({
    code: 48005,
    name: 'thirdPartyOriginRefused',
    ui: { kind: 'toast' },
  }),
  // The provider's discovery document could not be read (down, or naming another issuer).
  THIRD_PARTY_PROVIDER_UNAVAILABLE: foyer({
    code: 48006,
    name: 'thirdPartyProviderUnavailable',
    ui: { kind: 'toast' },
  }),
  // Unlinking a provider (docs/decisions/062): an account without a password cannot (it could
  // not prove itself, and might lose its only way in); a provider that is not linked.
  THIRD_PARTY_UNLINK_NEEDS_PASSWORD: foyer({
    code: 48007,
    name: 'thirdPartyUnlinkNeedsPassword',
    ui: { kind: 'toast' },
  }),
  THIRD_PARTY_NOT_LINKED: foyer({
    code: 48008,
    name: 'thirdPartyNotLinked',
    ui: { kind: 'toast' },
  }),
  // Linking a provider to the signed-in account (docs/decisions/069): the provider's person is
  // linked to another account; this account already has a link of that provider.
  THIRD_PARTY_LINKED_ELSEWHERE: foyer({
    code: 48010,
    name: 'thirdPartyLinkedElsewhere',
    ui: { kind: 'toast' },
  }),
  THIRD_PARTY_PROVIDER_ALREADY_LINKED: foyer({
    code: 48011,
    name: 'thirdPartyProviderAlreadyLinked',
    ui: { kind: 'toast' },
  }),
  // The OpenID provider's OAuth view (docs/decisions/076): the interaction it names is not a
  // live authorization request (unknown, expired or already answered). The view shows its own
  // error page: authorize errors are never toasts (behaviour §8).
  OAUTH_REQUEST_NOT_FOUND: foyer({
    code: 48020,
    name: 'oauthRequestNotFound',
    ui: { kind: 'passThrough' },
  }),
  // Telegram sign-in (docs/decisions/063): an account made with Telegram has no e-mail, phone
  // or password; unbinding its Telegram account would leave it no way in.
  TELEGRAM_ONLY_WAY_IN: foyer({
    code: 48009,
    name: 'telegramOnlyWayIn',
    ui: { kind: 'toast' },
  }),
  // A first third-party sign-in whose token carries no e-mail, or one its provider did not
  // verify (docs/decisions/073): no account can be made with it (behaviour §4: "a token
  // without e-mail gives a default error toast").
  THIRD_PARTY_NO_EMAIL: foyer({
    code: 48016,
    name: 'thirdPartyNoEmail',
    ui: { kind: 'toast' },
  }),
  // The compliance config's 'hide' action hides the referral block on this site: a referral,
  // affiliate or invitation code sent around the widget is refused (docs/decisions/083).
  REFERRAL_HIDDEN: foyer({
    code: 48024,
    name: 'referralHidden',
    ui: { kind: 'toast' },
  }),
} as const satisfies Record<string, RetCodeRow>;

export type RetCodeName = keyof typeof RET_CODES;

const byCode = new Map<number, RetCodeRow>(Object.values(RET_CODES).map((row) => [row.code, row]));

/** The row of a ret_code, or undefined for a code behaviour §8 does not name. */
export function retCodeRow(code: number): RetCodeRow | undefined {
  return byCode.get(code);
}

/** All rows, for tables and tests. */
export const ALL_RET_CODES: readonly RetCodeRow[] = [...byCode.values()];
