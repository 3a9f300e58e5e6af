/**
 * Telegram bind (behaviour §3 telegram_callback, §4 upgrade modal, §7 Telegram bind calls, §8
 * messaging bind failure codes). The rules we chose: docs/decisions/024.
 */

/**
 * The fields Telegram's Login Widget passes to a `data-auth-url` redirect (core.telegram.org/widgets/login;
 * docs/engineering.md "Sources"). The web app's login page reads exactly these from its query string.
 */
export const TELEGRAM_LOGIN_FIELDS = [
  'id',
  'first_name',
  'last_name',
  'username',
  'photo_url',
  'auth_date',
  'hash',
] as const;
export type TelegramLoginField = (typeof TELEGRAM_LOGIN_FIELDS)[number];

/** The fields without which Telegram data cannot be checked at all. */
export const TELEGRAM_LOGIN_REQUIRED_FIELDS = ['id', 'auth_date', 'hash'] as const;

/**
 * How old Telegram's `auth_date` may be when the bind is made (behaviour §9 "Telegram auth age
 * compared with auth_date"): 10 minutes, as long as a risk token lives, so that a visitor who
 * needs security verification still binds (decision 024).
 */
export const TELEGRAM_AUTH_MAX_AGE_MS = 10 * 60_000;
/**
 * How old `auth_date` may be when the data itself signs a person in and opens a session
 * (decision 063): 5 minutes. No password stands before that session, so the window is the one
 * session-issuing checks use, not the bind's.
 */
export const TELEGRAM_SIGN_IN_MAX_AGE_MS = 5 * 60_000;
/** How far in the future `auth_date` may be (clock skew between Telegram and us). */
export const TELEGRAM_AUTH_FUTURE_SKEW_MS = 60_000;

/**
 * `tg_bind_result` values (behaviour §3 login response, §8 "Messaging bind failure codes"): the
 * bind worked, the Telegram account is bound to another account, the data failed its check
 * (forged, too old, already used, or no bot token configured), or this account is already
 * bound to another Telegram account.
 */
export const TG_BIND_RESULTS = {
  success: 'success',
  telegramAlreadyBind: 'telegramAlreadyBind',
  authFailureRelinkTip: 'authFailureRelinkTip',
  relinkBybitAccountTip: 'relinkBybitAccountTip',
} as const;
export type TgBindResult = (typeof TG_BIND_RESULTS)[keyof typeof TG_BIND_RESULTS];

/** GET /user/private/telegram-bind-status answers 0 unbound, 1 bound (behaviour §7). */
export const TELEGRAM_UNBOUND = 0;
export const TELEGRAM_BOUND = 1;
