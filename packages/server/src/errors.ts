/**
 * The one place where failures become ret_codes. Services answer expected failures as
 * typed `DomainError` values; HTTP-level failures (bad JSON, unknown path…) arrive here by
 * status. Every answer is the envelope of @foyer/contract; a bug never leaks its message.
 */
import { RET_CODES, TG_BIND_RESULTS, type Envelope, type RetCodeRow } from '@foyer/contract';

export type DomainError =
  | { kind: 'invalidParams'; message: string }
  | { kind: 'notLoggedIn' }
  | { kind: 'wrongPassword'; passErrCount: number }
  | { kind: 'passwordLocked'; lockedUntil: number }
  /**
   * A ceiling of wrong passwords (decision 105): strangers' (a device the account knows
   * still logs in) or every device's; the password was not checked.
   */
  | { kind: 'passwordStepUp'; reached: 'strangers' | 'all' }
  | { kind: 'codeInvalid' }
  | { kind: 'codeExpired' }
  | { kind: 'codeTooManyTries' }
  | { kind: 'resendTooSoon'; retryAfterMs: number }
  | { kind: 'accountExists' }
  | { kind: 'captchaFailed'; reason: string }
  | { kind: 'ipLimited'; ip: string }
  | { kind: 'phoneLimited'; ip: string }
  | { kind: 'unsupportedJurisdiction' }
  | { kind: 'hkUserOnOtherSite' }
  | { kind: 'nonHkUserOnHkSite' }
  | { kind: 'accountBanned'; selfHelp: boolean; bannedAt: number }
  | { kind: 'accountTerminated' }
  | { kind: 'twoFactorCodeInvalid' }
  | { kind: 'twoFactorLocked'; lockedUntil: number }
  | { kind: 'twoFactorAlreadyOn' }
  | { kind: 'twoFactorNotOn' }
  | { kind: 'qrLoginExpired' }
  | { kind: 'subAccountNameTaken' }
  | { kind: 'subAccountLimit'; limit: number }
  | { kind: 'subAccountNotAllowed' }
  | { kind: 'riskTokenInvalid' }
  | { kind: 'referralCodeUnknown' }
  | { kind: 'affiliateNoData' }
  | { kind: 'affiliateGroupMismatch' }
  | { kind: 'affiliateOpenInfoMissing' }
  | { kind: 'telegramAuthFailed' }
  /** Telegram data that cannot sign a person in (decision 063); result.reason says why. */
  | { kind: 'telegramSignInRefused'; reason: TelegramSignInRefusal }
  /** Mini App launch data past its five minutes: reopen the app (decision 070). */
  | { kind: 'miniAppAuthExpired' }
  /** Unbinding the Telegram account of an account that has no other way in (063). */
  | { kind: 'telegramOnlyWayIn' }
  | { kind: 'telegramBoundElsewhere' }
  | { kind: 'accountHasOtherTelegram' }
  | { kind: 'registrationExpired' }
  | { kind: 'activationLinkInvalid' }
  | { kind: 'registrationNotVerified' }
  | { kind: 'accountCreationUnderWay' }
  | { kind: 'signUpIpBanned'; ip: string }
  | { kind: 'signUpCountryBanned'; place: string }
  | { kind: 'waitlistEmailRefused' }
  | { kind: 'signUpRiskTokenInvalid' }
  | { kind: 'signUpRiskNotPassed' }
  | { kind: 'waitlistLinkInvalid' }
  | { kind: 'wrongCodeBudgetSpent'; retryAt: number }
  | { kind: 'sendCapReached'; scope: 'target' | 'ip'; retryAt: number }
  | { kind: 'riskTokensTooMany'; retryAt: number }
  | { kind: 'referralChannelMismatch' }
  | { kind: 'signUpChineseEmail' }
  | { kind: 'qrNumberMismatch' }
  | { kind: 'qrTwoFactorRequired' }
  | { kind: 'qrApprovalsOverLimit' }
  | { kind: 'thirdPartyTokenRefused'; reason: IdTokenRefusal }
  | { kind: 'thirdPartyNotConfigured' }
  /** With the link ticket a password log-in to that account spends (decision 062). */
  | { kind: 'thirdPartyAccountExists'; linkTicket: string; email: string }
  | { kind: 'thirdPartyUnlinkNeedsPassword' }
  | { kind: 'thirdPartyNotLinked' }
  | { kind: 'thirdPartyLinkedElsewhere' }
  | { kind: 'thirdPartyProviderAlreadyLinked' }
  | { kind: 'thirdPartyChineseEmail' }
  | { kind: 'thirdPartyNoEmail' }
  /** A third-party sign-in in onlyLogin mode by a person with no account (48030). */
  | { kind: 'thirdPartyNoAccount' }
  /** A reset to the password the account has now (decision 138). */
  | { kind: 'passwordSameAsCurrent' }
  | { kind: 'thirdPartyOriginRefused' }
  | { kind: 'thirdPartyProviderUnavailable' }
  /** The OAuth view's interaction is not a live authorization request (decision 076). */
  | { kind: 'oauthRequestNotFound' }
  | { kind: 'referralHidden' };

/** Why a third-party id token was refused (docs/decisions/059), answered as result.reason. */
export type IdTokenRefusal =
  | 'malformed'
  | 'badSignature'
  | 'wrongIssuer'
  | 'wrongAudience'
  | 'expired'
  | 'notYetValid'
  | 'nonceMismatch'
  | 'replayed';

/** Why Telegram Login data cannot sign a person in (decision 063), answered as result.reason. */
export type TelegramSignInRefusal =
  | 'malformed'
  | 'forged'
  | 'stale'
  | 'future'
  | 'replayed'
  /** No Mini App launch data at all: complete_task without its TgToken header (071). */
  | 'missing';

/** A service's answer: a value, or an expected failure. Exceptions are for bugs. */
export type Outcome<T> = { ok: true; value: T } | { ok: false; error: DomainError };

export const success = <T>(value: T): Outcome<T> => ({ ok: true, value });
export const failure = <T = never>(error: DomainError): Outcome<T> => ({ ok: false, error });

type Mapper<K extends DomainError['kind']> = (error: Extract<DomainError, { kind: K }>) => Envelope;

const envelope = (row: RetCodeRow, retMsg: string, result?: object): Envelope => ({
  ret_code: row.code,
  ret_msg: retMsg,
  result: result ?? {},
});

const isoTime = (ms: number) => new Date(ms).toISOString();

// ret_msg texts are for logs and developers; the widget shows translated text by code.
const DOMAIN_ERRORS: { [K in DomainError['kind']]: Mapper<K> } = {
  invalidParams: (e) => envelope(RET_CODES.INVALID_PARAMS, e.message),
  notLoggedIn: () => envelope(RET_CODES.NOT_LOGGED_IN, 'Not logged in'),
  // The same text for an unknown account and a wrong password (no enumeration).
  wrongPassword: (e) =>
    envelope(RET_CODES.WRONG_PASSWORD, 'Incorrect account or password', {
      pass_err_count: e.passErrCount,
    }),
  passwordLocked: (e) =>
    envelope(RET_CODES.PASSWORD_ERRORS_OVER_LIMIT, 'Too many password errors; try again later', {
      locked_until: e.lockedUntil,
    }),
  passwordStepUp: (e) =>
    e.reached === 'strangers'
      ? envelope(
          RET_CODES.PASSWORD_ERRORS_OVER_LIMIT,
          'Too many password errors from new devices: log in from a device you used before, or reset the password by e-mail',
          { step_up: 'known_device_or_recovery' },
        )
      : envelope(
          RET_CODES.PASSWORD_ERRORS_OVER_LIMIT,
          'Too many password errors: reset the password by e-mail',
          { step_up: 'recovery' },
        ),
  codeInvalid: () => envelope(RET_CODES.VERIFY_CODE_INVALID, 'Invalid verification code'),
  codeExpired: () => envelope(RET_CODES.VERIFY_CODE_EXPIRED, 'Verification code expired'),
  codeTooManyTries: () =>
    envelope(RET_CODES.VERIFY_CODE_TOO_MANY_TRIES, 'Too many wrong codes; request a new one'),
  resendTooSoon: (e) =>
    envelope(RET_CODES.RESEND_TOO_SOON, 'Please wait before requesting another code', {
      retry_after_ms: e.retryAfterMs,
    }),
  accountExists: () => envelope(RET_CODES.ACCOUNT_EXISTS, 'An account already exists; log in'),
  captchaFailed: (e) =>
    envelope(RET_CODES.CAPTCHA_FAILED, 'Captcha verification failed; try again', {
      reason: e.reason,
    }),
  ipLimited: (e) =>
    envelope(RET_CODES.IP_LIMITED, 'Log-in is not available from this network', { ip: e.ip }),
  // behaviour §6: an address that may not log in answers 31020 for a log-in by mobile number.
  phoneLimited: (e) =>
    envelope(RET_CODES.PHONE_LIMITED, 'Log-in by mobile is not available from this network', {
      ip: e.ip,
    }),
  // behaviour §8 41007 (mobile only): a log-in by a number of a banned place (decision 092).
  unsupportedJurisdiction: () =>
    envelope(
      RET_CODES.UNSUPPORTED_JURISDICTION,
      'Log-in with a phone number from this country or region is not supported',
    ),
  hkUserOnOtherSite: () =>
    envelope(RET_CODES.HK_USER_ON_OTHER_SITE, 'This account belongs to the Hong Kong site'),
  nonHkUserOnHkSite: () =>
    envelope(
      RET_CODES.NON_HK_USER_ON_HK_SITE,
      'This account does not belong to the Hong Kong site',
    ),
  // behaviour §3 self-help ban info, so the widget can tell a self-help ban from an operator's.
  accountBanned: (e) =>
    envelope(RET_CODES.ACCOUNT_BANNED, 'This account is banned', {
      banned_status: 1,
      is_self_help_baned: e.selfHelp,
      baned_time: e.bannedAt,
    }),
  accountTerminated: () =>
    envelope(RET_CODES.ACCOUNT_TERMINATED, 'This account has been terminated.'),
  twoFactorCodeInvalid: () =>
    envelope(RET_CODES.TWO_FACTOR_CODE_INVALID, 'Invalid Google Authenticator code'),
  twoFactorLocked: (e) =>
    envelope(RET_CODES.TWO_FACTOR_LOCKED, 'Too many wrong authenticator codes; try again later', {
      locked_until: e.lockedUntil,
    }),
  twoFactorAlreadyOn: () =>
    envelope(RET_CODES.TWO_FACTOR_ALREADY_ON, 'Two-factor authentication is already on'),
  twoFactorNotOn: () =>
    envelope(RET_CODES.TWO_FACTOR_NOT_ON, 'Two-factor authentication is not being set up or on'),
  // One answer for unknown, expired, used and wrong-secret QR log-ins: nothing to probe.
  qrLoginExpired: () => envelope(RET_CODES.EXPIRED, 'QR code expired or unknown'),
  subAccountNameTaken: () =>
    envelope(RET_CODES.SUB_ACCOUNT_NAME_TAKEN, 'This sub-account name is taken'),
  subAccountLimit: (e) =>
    envelope(RET_CODES.SUB_ACCOUNT_LIMIT, 'No more sub-accounts can be created', {
      limit: e.limit,
    }),
  subAccountNotAllowed: () =>
    envelope(RET_CODES.SUB_ACCOUNT_NOT_ALLOWED, 'A sub-account cannot create sub-accounts'),
  riskTokenInvalid: () =>
    envelope(
      RET_CODES.RISK_TOKEN_INVALID,
      'Security verification expired or not done; log in again',
    ),
  // Referral and affiliate codes (docs/decisions/028-referral-affiliate-broker.md).
  referralCodeUnknown: () =>
    envelope(RET_CODES.REFERRAL_CODE_UNKNOWN, 'This referral code does not exist'),
  affiliateNoData: () => envelope(RET_CODES.AFFILIATE_NO_DATA, 'No such affiliate'),
  affiliateGroupMismatch: () =>
    envelope(RET_CODES.AFFILIATE_610017, 'The affiliate has no such group'),
  affiliateOpenInfoMissing: () =>
    envelope(RET_CODES.AFFILIATE_610016, 'No public information for this affiliate'),
  // Telegram bind (decision 024); the result names the behaviour §8 bind failure too.
  telegramAuthFailed: () =>
    envelope(RET_CODES.TELEGRAM_AUTH_FAILED, 'Telegram data could not be verified or is too old', {
      tg_bind_result: TG_BIND_RESULTS.authFailureRelinkTip,
    }),
  // Telegram sign-in (decision 063): the bind's code, with the reason instead of a bind result.
  telegramSignInRefused: (e) =>
    envelope(RET_CODES.TELEGRAM_AUTH_FAILED, 'Telegram data could not be verified or is too old', {
      reason: e.reason,
    }),
  miniAppAuthExpired: () =>
    envelope(RET_CODES.MINI_APP_AUTH_EXPIRED, 'The Mini App sign-in has expired; reopen the app'),
  telegramOnlyWayIn: () =>
    envelope(RET_CODES.TELEGRAM_ONLY_WAY_IN, 'Telegram is the only way into this account'),
  telegramBoundElsewhere: () =>
    envelope(
      RET_CODES.TELEGRAM_ALREADY_BOUND,
      'This Telegram account is bound to another account',
      {
        tg_bind_result: TG_BIND_RESULTS.telegramAlreadyBind,
      },
    ),
  accountHasOtherTelegram: () =>
    envelope(
      RET_CODES.ACCOUNT_HAS_OTHER_TELEGRAM,
      'This account is bound to another Telegram account',
      { tg_bind_result: TG_BIND_RESULTS.relinkBybitAccountTip },
    ),
  // Sign-up steps by uuid (docs/decisions/026-register-types-and-activation-links.md).
  registrationExpired: () => envelope(RET_CODES.EXPIRED, 'Sign-up expired or unknown; start again'),
  activationLinkInvalid: () =>
    envelope(RET_CODES.ACTIVATION_LINK_INVALID, 'This activation link is not valid'),
  registrationNotVerified: () =>
    envelope(RET_CODES.REGISTRATION_NOT_VERIFIED, 'The e-mail or phone is not verified yet'),
  accountCreationUnderWay: () =>
    envelope(RET_CODES.UPGRADE_FAILURE, 'The account is already being created'),
  // Sign-up restrictions (decision 029): 31018 keeps its behaviour §8 meaning, with the IP for
  // dialog 3.
  signUpIpBanned: (e) =>
    envelope(RET_CODES.IP_LIMITED, 'Sign-up is not available from this network', { ip: e.ip }),
  signUpCountryBanned: (e) =>
    envelope(RET_CODES.SIGN_UP_COUNTRY_BANNED, 'Sign-up is not available in this country', {
      country_code: e.place,
    }),
  waitlistEmailRefused: () =>
    envelope(RET_CODES.WAITLIST_EMAIL_REFUSED, 'This e-mail provider cannot join the waitlist'),
  // Security verification of sign-up sends (decision 031).
  signUpRiskTokenInvalid: () =>
    envelope(
      RET_CODES.SIGN_UP_RISK_TOKEN_INVALID,
      'Security verification expired, used, or for another address; start again',
    ),
  signUpRiskNotPassed: () =>
    envelope(RET_CODES.SIGN_UP_RISK_NOT_PASSED, 'Security verification not passed yet'),
  waitlistLinkInvalid: () =>
    envelope(RET_CODES.WAITLIST_LINK_INVALID, 'This waitlist link is not valid or has expired'),
  // Code limits (docs/decisions/034).
  wrongCodeBudgetSpent: (e) =>
    envelope(
      RET_CODES.WRONG_CODE_BUDGET_SPENT,
      `Too many wrong codes; try again after ${isoTime(e.retryAt)}`,
      { retry_at: e.retryAt },
    ),
  sendCapReached: (e) =>
    e.scope === 'target'
      ? envelope(
          RET_CODES.SEND_CAP_TARGET,
          `Too many codes sent to this address today; try again after ${isoTime(e.retryAt)}`,
          { retry_at: e.retryAt },
        )
      : envelope(
          RET_CODES.SEND_CAP_IP,
          `Too many codes sent from this network today; try again after ${isoTime(e.retryAt)}`,
          { retry_at: e.retryAt },
        ),
  riskTokensTooMany: (e) =>
    envelope(
      RET_CODES.RISK_TOKENS_TOO_MANY,
      `Too many security verifications open; finish one or try again after ${isoTime(e.retryAt)}`,
      { retry_at: e.retryAt },
    ),
  // Smaller review items (decision 038).
  referralChannelMismatch: () =>
    envelope(
      RET_CODES.REFERRAL_CHANNEL_MISMATCH,
      'The affiliate or group does not match the referral code',
    ),
  // Dialog 5's rule on the server: regNoticeContent, as for the waitlist (decision 038).
  signUpChineseEmail: () =>
    envelope(
      RET_CODES.WAITLIST_EMAIL_REFUSED,
      'E-mail addresses from mainland Chinese providers cannot be used to sign up',
    ),
  // QR approval (decision 039). A wrong number has spent the code: a new one is needed.
  qrNumberMismatch: () =>
    envelope(RET_CODES.QR_NUMBER_MISMATCH, 'Wrong number; make a new QR code and scan it again'),
  qrTwoFactorRequired: () =>
    envelope(RET_CODES.QR_TWO_FACTOR_REQUIRED, 'Enter your Google Authenticator code to approve'),
  qrApprovalsOverLimit: () =>
    envelope(RET_CODES.QR_APPROVALS_OVER_LIMIT, 'Too many QR approvals; try again later'),
  // Third-party id tokens (decision 059): the reason tells the caller nothing its own token
  // does not, and lets the widget's next slice tell "try again" from "start over".
  thirdPartyTokenRefused: (e) =>
    envelope(RET_CODES.THIRD_PARTY_TOKEN_REFUSED, 'The sign-in token could not be accepted', {
      reason: e.reason,
    }),
  thirdPartyNotConfigured: () =>
    envelope(RET_CODES.THIRD_PARTY_NOT_CONFIGURED, 'This sign-in provider is not available'),
  // Third-party sign-in (decisions 060, 062): the person's own verified e-mail, and the ticket
  // a password log-in to that account carries to link the provider.
  thirdPartyAccountExists: (e) =>
    envelope(RET_CODES.THIRD_PARTY_ACCOUNT_EXISTS, 'An account with this e-mail already exists', {
      link_ticket: e.linkTicket,
      email: e.email,
    }),
  thirdPartyUnlinkNeedsPassword: () =>
    envelope(
      RET_CODES.THIRD_PARTY_UNLINK_NEEDS_PASSWORD,
      'Set a password for this account before removing a sign-in method',
    ),
  thirdPartyNotLinked: () =>
    envelope(RET_CODES.THIRD_PARTY_NOT_LINKED, 'This sign-in method is not linked to the account'),
  // Linking a provider to the signed-in account (decision 069).
  thirdPartyLinkedElsewhere: () =>
    envelope(
      RET_CODES.THIRD_PARTY_LINKED_ELSEWHERE,
      'This sign-in account is already linked to another account',
    ),
  thirdPartyProviderAlreadyLinked: () =>
    envelope(
      RET_CODES.THIRD_PARTY_PROVIDER_ALREADY_LINKED,
      'This account already has a sign-in method of this provider',
    ),
  // The popup sign-in (decision 061): it answers only to our own sites' origins.
  thirdPartyOriginRefused: () =>
    envelope(
      RET_CODES.THIRD_PARTY_ORIGIN_REFUSED,
      'This sign-in can only be started from one of our own sites',
    ),
  thirdPartyProviderUnavailable: () =>
    envelope(
      RET_CODES.THIRD_PARTY_PROVIDER_UNAVAILABLE,
      'The sign-in provider cannot be reached; try again later',
    ),
  // A first sign-in whose token has no verified e-mail: no account can be made (decision 073).
  thirdPartyNoEmail: () =>
    envelope(
      RET_CODES.THIRD_PARTY_NO_EMAIL,
      'The sign-in provider did not share a verified e-mail address; no account can be made',
    ),
  // onlyLogin (behaviour §1): registration is hidden, so an unknown person gets no account.
  thirdPartyNoAccount: () =>
    envelope(
      RET_CODES.THIRD_PARTY_NO_ACCOUNT,
      'No account exists for this sign-in; registration is not offered here',
    ),
  // A reset must change the password (decision 138): the code is not spent.
  passwordSameAsCurrent: () =>
    envelope(
      RET_CODES.PASSWORD_SAME_AS_CURRENT,
      'The new password must differ from the current one',
    ),
  // The OpenID provider (decision 076): unknown, expired or already answered.
  oauthRequestNotFound: () =>
    envelope(
      RET_CODES.OAUTH_REQUEST_NOT_FOUND,
      'This authorization request has expired or was already answered; start again from the app',
    ),
  // The compliance config hides the referral block on this site (decision 083).
  referralHidden: () =>
    envelope(RET_CODES.REFERRAL_HIDDEN, 'Referral codes cannot be used to sign up on this site'),
  // behaviour §5: a mainland-Chinese e-mail from Google or Apple makes no account.
  thirdPartyChineseEmail: () =>
    envelope(
      RET_CODES.CHINESE_EMAIL_GOOGLE_REGISTER,
      'E-mail addresses from mainland Chinese providers cannot be used to sign up',
    ),
};

export function domainErrorEnvelope(error: DomainError): Envelope {
  const map = DOMAIN_ERRORS[error.kind] as Mapper<DomainError['kind']>;
  return map(error);
}

/** HTTP failures the framework decides, by status. Other 4xx are bad input (10004). */
const HTTP_FAILURES: Record<number, { row: RetCodeRow; message: string }> = {
  400: { row: RET_CODES.INVALID_PARAMS, message: 'Invalid parameters' },
  404: { row: RET_CODES.NOT_FOUND, message: 'Not found' },
  405: { row: RET_CODES.METHOD_NOT_ALLOWED, message: 'Method not allowed' },
  413: { row: RET_CODES.BODY_TOO_LARGE, message: 'Request body too large' },
  429: { row: RET_CODES.TOO_MANY_VISITS, message: 'Too many requests; slow down' },
  500: { row: RET_CODES.INTERNAL_ERROR, message: 'Internal error' },
  503: { row: RET_CODES.SERVER_BUSY, message: 'Busy; try again shortly' },
};

export interface HttpFailure {
  status: number;
  envelope: Envelope;
}

/**
 * The envelope for an HTTP status. `detail` replaces the message for client errors only:
 * server errors always answer the generic text, never the exception's.
 */
export function httpFailure(status: number, detail?: string): HttpFailure {
  const clientError = status >= 400 && status < 500;
  // 503 is the one server error a client may act on (retry after a while, decision 065).
  const effective = clientError || status === 503 ? status : 500;
  const known = HTTP_FAILURES[effective] ?? HTTP_FAILURES[400]!;
  const message = clientError && detail ? detail : known.message;
  return { status: effective, envelope: envelope(known.row, message) };
}
