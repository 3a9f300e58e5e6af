/**
 * Every ret_code of behaviour §8 as one typed table, keyed by its name: what the widget does
 * with it. The widget's request wrapper and dialogs read this table; the server names the
 * codes it answers from it. `FOYER_CODES` are the reference server's own answers for things
 * behaviour §8 leaves unnamed (bad input, unknown path, expired code…); their choice is
 * recorded in docs/decisions/002-server-ret-codes.md. A row carries nothing the browser does
 * not read: the key is the name (decision 055, the first visit's bytes).
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
}

/** The codes behaviour §8 names. */
const SPEC_CODES = {
  SUCCESS: { code: 0, ui: { kind: 'success' } },
  SUCCESS_LIKE: { code: 10007, ui: { kind: 'success' } },
  NO_BODY: { code: -200, ui: { kind: 'toast' } },
  CAPTCHA_INIT_ERROR: { code: 10001, ui: { kind: 'toast' } },
  TOO_MANY_VISITS: {
    code: 10006,
    ui: { kind: 'toast' },
    throttleMs: TOAST_THROTTLE_10006_MS,
    silentIn: ['login', 'register'],
  },
  PASS_THROUGH_10009: { code: 10009, ui: { kind: 'passThrough' } },
  EXPIRED: {
    code: 10016,
    ui: { kind: 'toast' },
    toastAs: { login: 100160, register: 100160, qrGenerate: 100161, telegramBind: 100162 },
  },
  PASS_THROUGH_10026: { code: 10026, ui: { kind: 'passThrough' } },
  AFFILIATE_NO_DATA: {
    code: 10002,
    ui: { kind: 'toast' },
    silentIn: ['affiliateAnonymity'],
  },
  CHINESE_EMAIL_GOOGLE_REGISTER: {
    code: 20100,
    ui: { kind: 'toast', ms: TOAST_MS_SHORT },
  },
  UNBIND_2FA_SEND: {
    code: 20035,
    ui: { kind: 'toast' },
    becomesIn: { unbind2faSendCode: 35300 },
  },
  LONG_TOAST_30054: {
    code: 30054,
    ui: { kind: 'toast', ms: TOAST_MS_LONG },
  },
  PASS_THROUGH_30055: { code: 30055, ui: { kind: 'passThrough' } },
  WRONG_PASSWORD: { code: 31002, ui: { kind: 'toast' } },
  ACCOUNT_BANNED: {
    code: 31003,
    ui: { kind: 'dialog', dialog: 'banned' },
  },
  IP_LIMITED: { code: 31018, ui: { kind: 'dialog', dialog: 'ipLimited' } },
  PHONE_LIMITED: {
    code: 31020,
    ui: { kind: 'dialog', dialog: 'phoneLimited' },
  },
  PASSWORD_ERRORS_OVER_LIMIT: {
    code: 31030,
    ui: { kind: 'dialog', dialog: 'overLimit' },
  },
  PASS_THROUGH_33003: { code: 33003, ui: { kind: 'passThrough' } },
  MINI_APP_AUTH_EXPIRED: {
    code: 40004,
    ui: { kind: 'dialog', dialog: 'miniAppAuthExpired' },
  },
  ACCOUNT_TERMINATED: { code: 40029, ui: { kind: 'toast' } },
  UNSUPPORTED_JURISDICTION: {
    code: 41007,
    ui: { kind: 'dialog', dialog: 'unsupportedJurisdiction' },
  },
  KYC_REQUIRED: {
    code: 41102,
    ui: { kind: 'dialog', dialog: 'identityVerification' },
  },
  GENERIC_41103: {
    code: 41103,
    ui: { kind: 'dialog', dialog: 'genericError' },
  },
  GENERIC_41104: {
    code: 41104,
    ui: { kind: 'dialog', dialog: 'genericError' },
  },
  GENERIC_41105: {
    code: 41105,
    ui: { kind: 'dialog', dialog: 'genericError' },
  },
  GENERIC_41106: {
    code: 41106,
    ui: { kind: 'dialog', dialog: 'genericError' },
  },
  KYC_REQUIRED_41107: {
    code: 41107,
    ui: { kind: 'dialog', dialog: 'identityVerification' },
  },
  GENERIC_41108: {
    code: 41108,
    ui: { kind: 'dialog', dialog: 'genericError' },
  },
  SERVICE_ERROR_50002: {
    code: 50002,
    ui: { kind: 'toast' },
    silentIn: ['oauthAuthorize'],
  },
  UPGRADE_FAILURE: {
    code: 50101,
    ui: { kind: 'dialog', dialog: 'creatingAccount' },
  },
  CAPTCHA_NETWORK_60204: { code: 60204, ui: { kind: 'toast' } },
  CAPTCHA_NETWORK_60205: {
    code: 60205,
    ui: { kind: 'toast' },
  },
  CAPTCHA_UNAVAILABLE: { code: 100001, ui: { kind: 'toast' } },
  HK_USER_ON_OTHER_SITE: {
    code: 400601,
    ui: { kind: 'dialog', dialog: 'hkUserOnOtherSite' },
  },
  NON_HK_USER_ON_HK_SITE: {
    code: 400602,
    ui: { kind: 'dialog', dialog: 'nonHkUserOnHkSite' },
  },
  GENERIC_400605: {
    code: 400605,
    ui: { kind: 'dialog', dialog: 'genericError' },
  },
  GENERIC_400606: {
    code: 400606,
    ui: { kind: 'dialog', dialog: 'genericError' },
  },
  RETRY_TELEGRAM_CALLBACK: {
    code: 400607,
    ui: { kind: 'passThrough' },
  },
  CAPTCHA_410008: { code: 410008, ui: { kind: 'toast' } },
  AFFILIATE_610016: {
    code: 610016,
    ui: { kind: 'toast' },
    silentIn: ['affiliateOpenInfo'],
  },
  AFFILIATE_610017: {
    code: 610017,
    ui: { kind: 'toast' },
    silentIn: ['affiliateAnonymity'],
  },
} as const satisfies Record<string, RetCodeRow>;

/**
 * The reference server's own codes, for what behaviour §8 leaves unnamed (decision 002).
 */
const FOYER_CODES = {
  // The reference server's own answers (docs/decisions/002-server-ret-codes.md).
  INVALID_PARAMS: { code: 10004, ui: { kind: 'toast' } },
  NOT_LOGGED_IN: { code: 10005, ui: { kind: 'toast' } },
  NOT_FOUND: { code: 10404, ui: { kind: 'toast' } },
  METHOD_NOT_ALLOWED: { code: 10405, ui: { kind: 'toast' } },
  BODY_TOO_LARGE: { code: 10413, ui: { kind: 'toast' } },
  INTERNAL_ERROR: { code: 10500, ui: { kind: 'toast' } },
  SERVER_BUSY: { code: 10503, ui: { kind: 'toast' } },
  VERIFY_CODE_INVALID: {
    code: 32001,
    ui: { kind: 'toast' },
  },
  VERIFY_CODE_EXPIRED: {
    code: 32002,
    ui: { kind: 'toast' },
  },
  VERIFY_CODE_TOO_MANY_TRIES: {
    code: 32003,
    ui: { kind: 'toast' },
  },
  RESEND_TOO_SOON: { code: 32004, ui: { kind: 'toast' } },
  ACCOUNT_EXISTS: { code: 33001, ui: { kind: 'toast' } },
  CAPTCHA_FAILED: { code: 34001, ui: { kind: 'toast' } },
  // Two-factor (docs/decisions/016-two-factor.md).
  TWO_FACTOR_CODE_INVALID: {
    code: 35001,
    ui: { kind: 'toast' },
  },
  TWO_FACTOR_LOCKED: { code: 35002, ui: { kind: 'toast' } },
  TWO_FACTOR_ALREADY_ON: { code: 35003, ui: { kind: 'toast' } },
  TWO_FACTOR_NOT_ON: { code: 35004, ui: { kind: 'toast' } },
  SUB_ACCOUNT_NAME_TAKEN: {
    code: 36001,
    ui: { kind: 'toast' },
  },
  SUB_ACCOUNT_LIMIT: { code: 36002, ui: { kind: 'toast' } },
  SUB_ACCOUNT_NOT_ALLOWED: {
    code: 36003,
    ui: { kind: 'toast' },
  },
  // Risk verification (docs/decisions/017-risk-verification.md).
  RISK_TOKEN_INVALID: { code: 37001, ui: { kind: 'toast' } },
  // Referral, affiliate and broker codes (docs/decisions/028-referral-affiliate-broker.md).
  REFERRAL_CODE_UNKNOWN: {
    code: 42001,
    ui: { kind: 'toast' },
  },
  // Telegram bind (docs/decisions/024-telegram-bind-on-login.md).
  TELEGRAM_AUTH_FAILED: { code: 38001, ui: { kind: 'toast' } },
  TELEGRAM_ALREADY_BOUND: {
    code: 38002,
    ui: { kind: 'toast' },
  },
  ACCOUNT_HAS_OTHER_TELEGRAM: {
    code: 38003,
    ui: { kind: 'toast' },
  },

  // Register types and activation links (docs/decisions/026-register-types-and-activation-links.md).
  ACTIVATION_LINK_INVALID: {
    code: 39001,
    ui: { kind: 'toast' },
  },
  REGISTRATION_NOT_VERIFIED: {
    code: 39002,
    ui: { kind: 'toast' },
  },

  // Sign-up restrictions (docs/decisions/029-sign-up-restrictions.md); the sign-up gate shows
  // dialog 2 for the first, the waitlist dialog shows regNoticeContent for the second.
  SIGN_UP_COUNTRY_BANNED: {
    code: 43001,
    ui: { kind: 'passThrough' },
  },
  WAITLIST_EMAIL_REFUSED: {
    code: 43002,
    ui: { kind: 'passThrough' },
  },
  // Security verification of sign-up sends (docs/decisions/031-sign-up-risk.md): the send-code
  // was re-sent with a risk token that is unknown, expired, used, or for another target; or with
  // one whose code was not passed yet.
  SIGN_UP_RISK_TOKEN_INVALID: {
    code: 44001,
    ui: { kind: 'toast' },
  },
  SIGN_UP_RISK_NOT_PASSED: {
    code: 44002,
    ui: { kind: 'toast' },
  },

  // The waitlist's double opt-in (docs/decisions/033): its confirmation page says so.
  WAITLIST_LINK_INVALID: {
    code: 46001,
    ui: { kind: 'passThrough' },
  },
  // Code limits (docs/decisions/034): the wrong-code budget of an identity and purpose is
  // spent; the daily send cap of an address or of an IP is reached; an account has too many
  // security verifications open. Each answers result.retry_at (ms since the epoch).
  WRONG_CODE_BUDGET_SPENT: {
    code: 47001,
    ui: { kind: 'toast' },
  },
  SEND_CAP_TARGET: { code: 47002, ui: { kind: 'toast' } },
  SEND_CAP_IP: { code: 47003, ui: { kind: 'toast' } },
  RISK_TOKENS_TOO_MANY: { code: 47004, ui: { kind: 'toast' } },

  // Smaller review items (docs/decisions/038-review-small-items.md).
  REFERRAL_CHANNEL_MISMATCH: {
    code: 47040,
    ui: { kind: 'toast' },
  },

  // QR approval (docs/decisions/039): the confirm page says what went wrong.
  QR_NUMBER_MISMATCH: {
    code: 47050,
    ui: { kind: 'passThrough' },
  },
  QR_TWO_FACTOR_REQUIRED: {
    code: 47051,
    ui: { kind: 'passThrough' },
  },
  QR_APPROVALS_OVER_LIMIT: {
    code: 47052,
    ui: { kind: 'passThrough' },
  },

  // Third-party id tokens (docs/decisions/059): a Google, Apple or Turkish OpenID Connect id
  // token refused (result.reason says why); a provider this server has no client id for.
  THIRD_PARTY_TOKEN_REFUSED: {
    code: 48001,
    ui: { kind: 'toast' },
  },
  THIRD_PARTY_NOT_CONFIGURED: {
    code: 48002,
    ui: { kind: 'toast' },
  },
  // Third-party sign-in (docs/decisions/060, 062): the token's e-mail already has an account
  // that is not linked to this provider's person; result.link_ticket lets a password log-in to
  // that account link it.
  THIRD_PARTY_ACCOUNT_EXISTS: {
    code: 48003,
    // The widget shows its link dialog (docs/decisions/064): result { link_ticket, email }.
    ui: { kind: 'passThrough' },
  },
  // The server's popup sign-in (docs/decisions/061): the popup was opened for an origin that
  // is not one of our sites (PUBLIC_ORIGIN, SITE_ORIGINS), so no flow starts.
  THIRD_PARTY_ORIGIN_REFUSED: {
    code: 48005,
    ui: { kind: 'toast' },
  },
  // The provider's discovery document could not be read (down, or naming another issuer).
  THIRD_PARTY_PROVIDER_UNAVAILABLE: {
    code: 48006,
    ui: { kind: 'toast' },
  },
  // Unlinking a provider (docs/decisions/062): an account without a password cannot (it could
  // not prove itself, and might lose its only way in); a provider that is not linked.
  THIRD_PARTY_UNLINK_NEEDS_PASSWORD: {
    code: 48007,
    ui: { kind: 'toast' },
  },
  THIRD_PARTY_NOT_LINKED: {
    code: 48008,
    ui: { kind: 'toast' },
  },
  // Linking a provider to the signed-in account (docs/decisions/069): the provider's person is
  // linked to another account; this account already has a link of that provider.
  THIRD_PARTY_LINKED_ELSEWHERE: {
    code: 48010,
    ui: { kind: 'toast' },
  },
  THIRD_PARTY_PROVIDER_ALREADY_LINKED: {
    code: 48011,
    ui: { kind: 'toast' },
  },
  // The OpenID provider's OAuth view (docs/decisions/076): the interaction it names is not a
  // live authorization request (unknown, expired or already answered). The view shows its own
  // error page: authorize errors are never toasts (behaviour §8).
  OAUTH_REQUEST_NOT_FOUND: {
    code: 48020,
    ui: { kind: 'passThrough' },
  },
  // Telegram sign-in (docs/decisions/063): an account made with Telegram has no e-mail, phone
  // or password; unbinding its Telegram account would leave it no way in.
  TELEGRAM_ONLY_WAY_IN: {
    code: 48009,
    ui: { kind: 'toast' },
  },
  // A first third-party sign-in whose token carries no e-mail, or one its provider did not
  // verify (docs/decisions/073): no account can be made with it (behaviour §4: "a token
  // without e-mail gives a default error toast").
  THIRD_PARTY_NO_EMAIL: {
    code: 48016,
    ui: { kind: 'toast' },
  },
  // The compliance config's 'hide' action hides the referral block on this site: a referral,
  // affiliate or invitation code sent around the widget is refused (docs/decisions/083).
  REFERRAL_HIDDEN: {
    code: 48024,
    ui: { kind: 'toast' },
  },
  // A third-party sign-in in the widget's onlyLogin mode (behaviour §1, `login_only`) by a person
  // with no account here: registration is hidden, so none is made; the visitor is told.
  THIRD_PARTY_NO_ACCOUNT: {
    code: 48030,
    ui: { kind: 'toast' },
  },
  // A password reset whose new password is the current one (decision 138): the code stays
  // unspent, so the visitor chooses another with it.
  PASSWORD_SAME_AS_CURRENT: {
    code: 49001,
    ui: { kind: 'toast' },
  },
} as const satisfies Record<string, RetCodeRow>;

/** Every code, by its name. */
export const RET_CODES: Readonly<
  Record<keyof typeof SPEC_CODES | keyof typeof FOYER_CODES, RetCodeRow>
> = { ...SPEC_CODES, ...FOYER_CODES };

export type RetCodeName = keyof typeof RET_CODES;

const byCode = new Map<number, RetCodeRow>(Object.values(RET_CODES).map((row) => [row.code, row]));

/** The row of a ret_code, or undefined for a code behaviour §8 does not name. */
export function retCodeRow(code: number): RetCodeRow | undefined {
  return byCode.get(code);
}

/** The rows of the codes behaviour §8 names; the others are the reference server's own. */
export const SPEC_RET_CODE_ROWS: readonly RetCodeRow[] = Object.values(SPEC_CODES);

/** All rows, for tables and tests. */
export const ALL_RET_CODES: readonly RetCodeRow[] = [...byCode.values()];
