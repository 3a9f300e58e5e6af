/** Business constants and limits of behaviour §9, named by meaning. */

const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

// Timings
export const ACTIVATION_POLL_INTERVAL_MS = 2 * SECOND_MS;
export const RESEND_COOLDOWN_MS = 60 * SECOND_MS;
export const CODE_LENGTH = 6;
export const CODE_INPUT_DISABLE_AFTER_SUBMIT_MS = 2 * SECOND_MS;
export const TOAST_MS_SHORT = 2 * SECOND_MS;
export const TOAST_MS_LONG = 5 * SECOND_MS;
export const TOAST_MS_DEFAULT = 3 * SECOND_MS;
export const TOAST_MS_TURKISH_BIND = 4 * SECOND_MS;
export const TOAST_THROTTLE_10006_MS = 10 * SECOND_MS;
export const PROFILE_CACHE_MS = 10 * SECOND_MS;
export const PHONE_CLEAN_DEBOUNCE_MS = 300;
export const TELEGRAM_WIDGET_RETRIES = 10;
export const TELEGRAM_WIDGET_RETRY_MS = 50;
export const TELEGRAM_WIDGET_TITLE_DELAY_MS = 1500;
export const AUTO_LOGIN_DELAY_MS = 3 * SECOND_MS;
export const TRACKING_AFTER_PAGE_VIEW_MS = 20;
export const UPGRADE_MODAL_FINISH_DELAY_MS = 2 * SECOND_MS;
export const LAZY_CHUNK_TIMEOUT_MS = 120 * SECOND_MS;
export const SLOW_RESPONSE_MS = 5000;
/**
 * How far an encrypted log-in password's timestamp may be from the server's clock (decision
 * 151); the widget reads the server's time with the key, so only the network's delay counts.
 */
export const ENCRYPTED_PASSWORD_WINDOW_MS = 2 * MINUTE_MS;
export const AB_LAYOUT_MAX_LOADING_MS = 3 * SECOND_MS;

// Limits
export const EMAIL_MAX_LENGTH = 100;
export const PHONE_MIN_DIGITS = 5;
export const PHONE_MAX_DIGITS = 12;
export const USERNAME_MIN_LENGTH = 3;
export const REFERRAL_CODE_MAX_LENGTH = 20;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 30;
export const PASSWORD_ERROR_LIMIT = 5;
/** pass_err_count values at which the login toast warns of the attempts left. */
export const PASSWORD_ERROR_WARN_COUNTS: readonly number[] = [3, 4, 5];
export const SELF_HELP_BAN_WINDOW_MS = DAY_MS;
/**
 * The cookie that keeps the device id sent as the Guid header (behaviour §9). Readable by the
 * page's script, which sends it; the server issues one with a sign-up page it chose the
 * register type for (decision 056).
 */
export const DEVICE_ID_COOKIE = 'foyer_guid';
export const DEVICE_ID_COOKIE_MAX_AGE_MS = 120 * DAY_MS;
export const CAPTCHA_LOAD_TIMEOUT_MS = 5 * SECOND_MS;
export const CAPTCHA_SCRIPT_LOAD_TIMEOUT_MS = 10 * SECOND_MS;
export const RESIDENCE_PROMPT_INTERVAL_REGIONAL_MS = 86_400_000;
export const RESIDENCE_PROMPT_INTERVAL_EU_MS = 604_800_000;

/** Countries where sign-up is not offered (behaviour §9; 'Ontario' is a region of CA). */
export const BANNED_COUNTRY_CODES: readonly string[] = [
  'CN',
  'CU',
  'IR',
  'KP',
  'SD',
  'SG',
  'SY',
  'US',
];
export const BANNED_REGIONS: readonly string[] = ['Ontario'];

// Captcha
export const CAPTCHA_SCENES = {
  login: 31000,
  thirdParty: 31001,
  register: 31004,
  tradingTool: 31005,
  turkishLogin: 31013,
  euLogin: 31014,
  /**
   * Our own scenes for the other sends (not in the product's list; decision 035): the recovery
   * code, the self-help unblock code and the security-verification (risk) code.
   */
  recovery: 31006,
  selfUnblock: 31007,
  riskVerification: 31008,
  /** The help-center web form's support request (decision 129). */
  helpCenter: 31009,
} as const;
export const CAPTCHA_PROVIDER_TYPES = ['geecaptcha', 'qqcatpcha', 'recaptcha'] as const;
export const CAPTCHA_KEY_VERSION = 'v2';

// Register
export const REGISTER_ENTRY = { EMAIL: 1, MOBILE: 5, TR_REGISTER: 44 } as const;
export type RegisterEntry = (typeof REGISTER_ENTRY)[keyof typeof REGISTER_ENTRY];
/** The entry of a sign-up by e-mail or by phone (decision 141); 44 is the Turkish provider's. */
export function registerEntryOf(method: 'email' | 'mobile'): RegisterEntry {
  return method === 'email' ? REGISTER_ENTRY.EMAIL : REGISTER_ENTRY.MOBILE;
}
/**
 * behaviour §7: the `tx-id` header of one sign-up's calls, the widget's random id for it
 * (decision 141): 8 to 64 letters, digits, `-` or `_` (a UUID fits).
 */
export const SIGN_UP_TX_ID_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;
export const CHANNEL_TYPES = ['normal', 'affiliate', 'referral', 'broker'] as const;
export const VERIFY_TYPE = { CODE: 1, LINK: 2 } as const;
export const LOGIN_TYPE = { EMAIL: 2, PHONE: 3 } as const;
export const VERIFY_RESULT = { WAITING: 1, SUCCESS: 2, EXPIRED_OR_ERROR: 3, WAITING_4: 4 } as const;
/** behaviour §9 "Verify result: 1 waiting, 2 success, 3 expired/error, 4 waiting". */
export type VerifyResult = (typeof VERIFY_RESULT)[keyof typeof VERIFY_RESULT];
/**
 * behaviour §3 "Register type": old (one form) or new (three steps), with a code or an e-mail
 * activation link. `/v3/config/web` answers one of these (setting REGISTER_TYPE, else A/B).
 */
export const REGISTER_TYPES = ['oldCode', 'oldLink', 'newCode', 'newLink'] as const;
export type RegisterType = (typeof REGISTER_TYPES)[number];
/** What the widget uses when the remote config does not answer in time (3 s). */
export const DEFAULT_REGISTER_TYPE: RegisterType = 'oldCode';
/** behaviour §3 "Register step" of the three-step (new) sign-up. */
export const REGISTER_STEPS = ['ACCOUNT', 'VERIFY_CODE', 'VERIFY_LINK', 'PASSWORD'] as const;
export type RegisterStep = (typeof REGISTER_STEPS)[number];
/**
 * Where a pending sign-up stands (GET /user/public/register/recall/info `recall_stage`):
 * waiting for its code or link, verified and waiting for the password, account being
 * created, account created, or expired.
 */
export const RECALL_STAGES = ['verify', 'password', 'creating', 'done', 'expired'] as const;
export type RecallStage = (typeof RECALL_STAGES)[number];
/** What opening an activation link did (POST /user/public/register/activate). */
export const ACTIVATION_OUTCOMES = ['activated', 'expired', 'alreadyUsed'] as const;
export type ActivationOutcome = (typeof ACTIVATION_OUTCOMES)[number];
/** The activation page of the e-mailed link: `${origin}/{lang}/register/activate?uuid=…&token=…`. */
export const ACTIVATION_LINK_PATH = '/register/activate';
/**
 * The recovery e-mail's link (docs/decisions/105): `${origin}/{lang}/app/user/retrieve#reset=…`.
 * The token rides in the fragment, which no server log or Referer header ever carries.
 */
export const RECOVERY_LINK_PATH = '/app/user/retrieve';
/** The ways into an account besides its password that a recovery reviews (decision 110). */
export const WAYS_IN = ['google', 'apple', 'tr', 'telegram'] as const;
export type WayIn = (typeof WAYS_IN)[number];
export const RECOVERY_LINK_FRAGMENT = 'reset';
/** The waitlist confirmation link's page, after /{lang} (docs/decisions/033). */
export const WAITLIST_CONFIRM_PATH = '/waitlist/confirm';
/**
 * What ends a lock of the password at a ceiling of wrong passwords (31030 `step_up`, decision
 * 105): a device the account knows, or a reset by e-mail; or only a reset.
 */
export const STEP_UPS = ['known_device_or_recovery', 'recovery'] as const;
export type StepUp = (typeof STEP_UPS)[number];
/** Login form field proto_ver (behaviour §3). */
export const LOGIN_PROTO_VERSION = '2.1';

// Languages
export const DEFAULT_LANGUAGE = 'en';
export const TURKISH_SITE_LANGUAGE = 'tr-TUR';
export const LANGUAGES = [
  'en',
  'zh-MY',
  'zh-TW',
  'ja-JP',
  'ko-KR',
  'ru-RU',
  'es-ES',
  'vi-VN',
  'tr-TR',
  'pt-BR',
  'pt-PT',
  'fr-FR',
  'th-TH',
  'id-ID',
  'kk-KZ',
  'fil-PH',
  'uk-UA',
  'hi-IN',
  'ar-SA',
  'es-MX',
  'es-AR',
  'es-419',
  'zh-HK',
  'en-HK',
  'nl-NL',
  'pl-PL',
  'en-NL',
  'ro-RO',
  'en-TR',
] as const;
export type Language = (typeof LANGUAGES)[number];
/** Languages that fall back to the default language (behaviour §9). */
export const LANGUAGES_FALLING_BACK_TO_DEFAULT: readonly Language[] = [
  'nl-NL',
  'pl-PL',
  'fil-PH',
  'hi-IN',
  'ro-RO',
];
export const RTL_LANGUAGES: readonly Language[] = ['ar-SA'];
export const EU_LOCALES = ['en', 'de', 'es', 'fr', 'it', 'nl', 'pl', 'pt', 'ro'] as const;

// Layout
export const LOGIN_CONTAINER_MAX_WIDTH_PX = 480;
export const OTHER_MODAL_MAX_WIDTH_PX = 400;
export const COUNTRY_LIST_ITEM_HEIGHT_PX = 40;
export const COUNTRY_LIST_VIRTUAL_WINDOW = 17;
export const COUNTRY_LIST_HEIGHT_PX = 280;
export const COUNTRY_DROPDOWN_MAX_HEIGHT_PX = 340;
export const SKELETON_MODAL_SIZE_PX = { width: 400, height: 548 } as const;
export const SKELETON_PAGE_FORM_HEIGHT_PX = 440;
/** The promo panel's image box, in CSS pixels (behaviour §9 "Layout"). */
export const PROMO_IMAGE_SIZE_PX = { width: 304, height: 280 } as const;
/** The pixel ratios the server makes of a promo image, and the encoders' qualities (decision 156). */
export const PROMO_IMAGE_RATIOS = [1, 2, 3] as const;
export const PROMO_IMAGE_QUALITY = { avif: 60, webp: 80 } as const;
/**
 * The widths the layout changes at (behaviour §9): a phone's modal fills the screen (446), the
 * page drops its frame (460), the phone platform and its country dialog (below 600), the promo
 * panel (880), the desktop's wider panel (1439.98).
 */
export const LAYOUT_BREAKPOINTS_PX = {
  modalFullScreen: 446,
  pageFrameless: 460,
  phone: 600,
  promoPanel: 880,
  desktop: 1439.98,
} as const;

// Tracking
export const TRACKING_PHONE_MASK = '****';
export const TRACKING_EMAIL_MASK = '***';

/** API path prefix derived from the host (behaviour §1). */
export const API_PATH_PREFIX = '/x-api';

// Remote configuration (behaviour §3 "Promo config entries")
/** The keys of the page promo panels, by the view they belong to. */
export const PROMO_CONFIG_KEYS = {
  login: 'web_loginpage_config',
  register: 'web_signuppage_config',
} as const;
/** The placeholder of a promo image link that the page language replaces. */
export const PROMO_LINK_LANGUAGE_PLACEHOLDER = '{lang}';

/**
 * The version of the terms the widget shows beside its terms checkbox; a sign-up sends it and
 * the account keeps it (decision 038). Change it whenever the terms' text changes.
 */
export const TERMS_VERSION = '2026-11-25';

/**
 * What `/user/public/login/thirdparty` signs in with: a provider's id token from the server's
 * popup (decisions 060, 061), or Telegram's signed Login Widget fields (decision 063).
 */
export const THIRD_PARTY_TOKEN_TYPES = ['google', 'apple', 'tr', 'telegram'] as const;
export type ThirdPartyTokenType = (typeof THIRD_PARTY_TOKEN_TYPES)[number];

/**
 * The OpenID Connect providers: those of the server's popup sign-in (decision 061) and those an
 * account can be linked to (decision 062).
 */
export const THIRD_PARTY_PROVIDERS = ['google', 'apple', 'tr'] as const;
export type ThirdPartyProvider = (typeof THIRD_PARTY_PROVIDERS)[number];

/** The `source` of the message the popup's callback page posts to its opener (061). */
export const THIRD_PARTY_MESSAGE_SOURCE = 'foyer:thirdparty';

/** behaviour §3 "Third-party sign-in": `use_thirdparty` 1 a new account, 2 an existing one. */
export const USE_THIRDPARTY = { newAccount: 1, existingAccount: 2 } as const;

// The help-center web form (decision 129).
/** What a request is about, as the form's select offers it. */
export const SUPPORT_SUBJECTS = [
  'account_access',
  'security',
  'deposit_withdrawal',
  'verification',
  'other',
] as const;
export type SupportSubject = (typeof SUPPORT_SUBJECTS)[number];

/** The message's bounds, in characters; the form counts them as the visitor types. */
export const SUPPORT_MESSAGE_MIN = 10;
export const SUPPORT_MESSAGE_MAX = 2000;
