/** Sessions, the password lock-out, post-login redirects and the Telegram bind. */
import { GREY_RELEASE_DEFAULT, greyReleaseDigits } from '../shared/grey-release.js';
import { integerIn, setting } from './settings.js';

export const LOG_IN_SETTINGS = {
  /** SESSION_TTL_HOURS: lifetime of a session, 1..720 hours. Default 24 (NIST AAL2 cap). */
  sessionTtlHours: setting('SESSION_TTL_HOURS', '24', (raw) => integerIn(raw, 1, 720)),
  /** LOGIN_LOCKOUT_MINUTES: how long password login stays refused after 5 failures. */
  loginLockoutMinutes: setting('LOGIN_LOCKOUT_MINUTES', '15', (raw) => integerIn(raw, 1, 1440)),
  /**
   * REDIRECT_WHITELIST: the provider's own domains a post-login redirect may go to, comma
   * separated host names (each covers its subdomains; behaviour §2, docs/decisions/020), answered
   * by GET /user/public/get-white-hosts. Default none: same-origin redirect_url only.
   */
  redirectWhitelist: setting('REDIRECT_WHITELIST', undefined, hostList),
  /**
   * TELEGRAM_BOT_TOKEN: the bot token (`<digits>:<secret>`) whose SHA-256 verifies Telegram
   * Login data (behaviour §3 telegram_callback; docs/decisions/024). Unset: no Telegram bind.
   */
  telegramBotToken: setting('TELEGRAM_BOT_TOKEN', undefined, telegramBotToken),
  /**
   * TELEGRAM_BOT_NAME: the bot's username (5 to 32 letters, digits or '_', ending in 'bot'),
   * answered by /v3/config/web with the bot id, together with TELEGRAM_BOT_TOKEN only: the
   * widget offers "Continue with Telegram" when both are set (docs/decisions/063).
   */
  telegramBotName: setting('TELEGRAM_BOT_NAME', undefined, telegramBotName),
  /**
   * GREY_RELEASE_DIGITS: the last digits of the account ids in the grey release (behaviour §6),
   * comma separated; `none` for nobody. Those accounts get the site check across all nine
   * sites (decision 092).
   */
  greyReleaseDigits: setting('GREY_RELEASE_DIGITS', GREY_RELEASE_DEFAULT, greyReleaseDigits),
};

// Lower-case host names of two labels or more ('localhost' aside), optionally '*.'-prefixed.
const HOST_NAME =
  /^(\*\.)?(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

function hostList(raw: string | undefined): string[] {
  if (raw === undefined) return [];
  const hosts = raw
    .split(',')
    .map((item) => item.trim().toLowerCase())
    .filter(Boolean);
  for (const host of hosts) {
    if (host !== 'localhost' && !HOST_NAME.test(host)) {
      throw new Error(`"${host}" is not a host name of two labels or more`);
    }
  }
  return [...new Set(hosts)];
}

function telegramBotName(raw: string | undefined): string | undefined {
  if (raw === undefined) return undefined;
  if (!/^[A-Za-z][A-Za-z0-9_]{3,30}bot$/i.test(raw)) {
    throw new Error(`"${raw}" is not a Telegram bot username (5 to 32 characters, ending in bot)`);
  }
  return raw;
}

function telegramBotToken(raw: string | undefined): string | undefined {
  if (raw === undefined) return undefined;
  // A secret: say what is wrong with it, never echo it.
  if (!/^\d{1,20}:[A-Za-z0-9_-]{20,100}$/.test(raw)) {
    throw new Error('not a Telegram bot token (digits, a colon, then the secret)');
  }
  return raw;
}
