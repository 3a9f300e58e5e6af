/**
 * Every setting of the server, in one table: the environment variable, its default, and
 * the parser that validates it. `loadConfig(env)` reads them all and stops at the first bad
 * value with an Error naming the variable, so a typo never starts a half-configured server.
 * An empty string counts as unset.
 */
import { existsSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { CAPTCHA_SCENES, REGISTER_TYPES, SITE_CODES } from '@foyer/contract';
import { parseRange } from './services/ip-ranges.js';

type Env = Readonly<Record<string, string | undefined>>;

interface Setting<T> {
  env: string;
  /** The raw default, or undefined for "unset" (the parser then gets undefined). */
  fallback: (env: Env) => string | undefined;
  parse: (raw: string | undefined) => T;
}

const setting = <T>(
  env: string,
  fallback: string | undefined | ((env: Env) => string | undefined),
  parse: (raw: string | undefined) => T,
): Setting<T> => ({
  env,
  fallback: typeof fallback === 'function' ? fallback : () => fallback,
  parse,
});

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

// The built web app, resolved from this file so it works from src/ (tests) and dist/.
const DEFAULT_WEB_DIST_DIR = fileURLToPath(new URL('../../../apps/web/dist', import.meta.url));

/** The settings table. Each row's TSDoc is the reference for its environment variable. */
export const SETTINGS = {
  /** PORT: TCP port to listen on, 0..65535; 0 picks a free port (tests). Default 8080. */
  port: setting('PORT', '8080', (raw) => integerIn(raw, 0, 65_535)),
  /** HOST: interface to bind. Default 'localhost'. */
  host: setting('HOST', 'localhost', (raw) => required(raw)),
  /** DATA_DIR: where the SQLite file foyer.sqlite lives (created if missing). Default ./data. */
  dataDir: setting('DATA_DIR', './data', (raw) => required(raw)),
  /** DATABASE_URL: postgres://… switches storage to PostgreSQL; unset means SQLite. */
  databaseUrl: setting('DATABASE_URL', undefined, (raw) =>
    optionalUrl(raw, ['postgres:', 'postgresql:']),
  ),
  /** PUBLIC_ORIGIN: the origin users reach, for links in messages and the cookie Secure flag. */
  publicOrigin: setting('PUBLIC_ORIGIN', (env) => `http://localhost:${env.PORT || '8080'}`, origin),
  /** SMTP_URL: smtp:// or smtps://user:pass@host:port; when set, e-mail goes over SMTP. */
  smtpUrl: setting('SMTP_URL', undefined, (raw) => optionalUrl(raw, ['smtp:', 'smtps:'])),
  /** MAIL_FROM: the From header of every e-mail. */
  mailFrom: setting('MAIL_FROM', 'Foyer <no-reply@foyer.localhost>', (raw) => required(raw)),
  /** SMS_WEBHOOK_URL: when set, each SMS is POSTed there as JSON {to, text}. */
  smsWebhookUrl: setting('SMS_WEBHOOK_URL', undefined, (raw) =>
    optionalUrl(raw, ['http:', 'https:']),
  ),
  /**
   * NODE_ENV: accepted for the tools that read it (development, production, test); it no
   * longer decides whether the dev outbox is on (DEV_OUTBOX does). Default 'development'.
   */
  nodeEnv: setting('NODE_ENV', 'development', (raw) =>
    oneOf(raw, ['development', 'production', 'test'] as const),
  ),
  /** LOG_LEVEL: pino level, or 'silent'. Default 'info'. */
  logLevel: setting('LOG_LEVEL', 'info', (raw) => oneOf(raw, LOG_LEVELS)),
  /** WEB_DIST_DIR: the built web app to serve; default apps/web/dist of this repository. */
  webDistDir: setting('WEB_DIST_DIR', DEFAULT_WEB_DIST_DIR, (raw) => required(raw)),
  /** SESSION_TTL_HOURS: lifetime of a session, 1..720 hours. Default 24 (NIST AAL2 cap). */
  sessionTtlHours: setting('SESSION_TTL_HOURS', '24', (raw) => integerIn(raw, 1, 720)),
  /** LOGIN_LOCKOUT_MINUTES: how long password login stays refused after 5 failures. */
  loginLockoutMinutes: setting('LOGIN_LOCKOUT_MINUTES', '15', (raw) => integerIn(raw, 1, 1440)),
  /**
   * TRUST_PROXY: whose X-Forwarded-For to believe (docs/decisions/037). `false` (default):
   * nobody's, the peer is the client. A hop count (`1`): that many proxies in front, for a
   * server only they can reach. A comma-separated list of the proxies' addresses or CIDRs
   * (`127.0.0.1,10.0.0.0/8,::1`): only those. `true` and `*` (everyone) are refused.
   */
  trustProxy: setting('TRUST_PROXY', 'false', trustedProxies),
  /** RATE_LIMIT_PER_MINUTE: requests per IP per minute for the whole API. Default 300. */
  rateLimitPerMinute: setting('RATE_LIMIT_PER_MINUTE', '300', (raw) => integerIn(raw, 1, 1e6)),
  /** RATE_LIMIT_SEND_CODE_PER_MINUTE: send-code calls per IP per minute. Default 10. */
  rateLimitSendCodePerMinute: setting('RATE_LIMIT_SEND_CODE_PER_MINUTE', '10', (raw) =>
    integerIn(raw, 1, 1e6),
  ),
  /**
   * RATE_LIMIT_CODE_INFO_PER_MINUTE: referral code checks (POST /s1/code/info) per minute per
   * IP, so codes cannot be enumerated (docs/decisions/028). Default 60.
   */
  rateLimitCodeInfoPerMinute: setting('RATE_LIMIT_CODE_INFO_PER_MINUTE', '60', (raw) =>
    integerIn(raw, 1, 100_000),
  ),
  /** RATE_LIMIT_LOGIN_PER_MINUTE: login calls per IP per minute. Default 30. */
  rateLimitLoginPerMinute: setting('RATE_LIMIT_LOGIN_PER_MINUTE', '30', (raw) =>
    integerIn(raw, 1, 1e6),
  ),
  /** GEO_TABLE: path to a CSV of `cidr,country` lines (IPv4 and IPv6; country may be an ISO 3166-2 region such as CA-ON); unset → no geo. */
  geoTable: setting('GEO_TABLE', undefined, optionalFile),
  /**
   * PROMO_CONFIG: path to a JSON file of promo panel entries by key and language (SPEC §3;
   * docs/decisions/014-promo-config.md); unset → the widget's own panel.
   */
  promoConfig: setting('PROMO_CONFIG', undefined, optionalFile),
  /**
   * CAPTCHA_SECRET: HMAC key that signs captcha challenges, at least 32 characters. Unset: a
   * random key per process, which is fine for one instance; instances sharing a database
   * must share it.
   */
  captchaSecret: setting('CAPTCHA_SECRET', undefined, (raw) => optionalSecret(raw, 32)),
  /**
   * CAPTCHA_DIFFICULTY: the largest counter a challenge may need, 1..10_000_000; the browser
   * tries about half of it on average (one SHA-256 each). Default 50000.
   */
  captchaDifficulty: setting('CAPTCHA_DIFFICULTY', '50000', (raw) => integerIn(raw, 1, 1e7)),
  /** CAPTCHA_ON_LOGIN: require a solved captcha with every password login. Default true. */
  captchaOnLogin: setting('CAPTCHA_ON_LOGIN', 'true', boolean),
  /**
   * CAPTCHA_ON_REGISTER: require a solved captcha of scene register 31004 with every sign-up
   * send step (/verify/register/*, /user/public/register/info). Default true.
   */
  captchaOnRegister: setting('CAPTCHA_ON_REGISTER', 'true', boolean),
  /**
   * CAPTCHA_ON_SENDS: require a solved captcha of the send's own scene with every other call
   * that sends a code: recovery 31006, the self-help unblock's first step 31007 and the
   * security-verification send 31008 (docs/decisions/035). Default true.
   */
  captchaOnSends: setting('CAPTCHA_ON_SENDS', 'true', boolean),
  /**
   * SIGN_UP_RISK_TARGETS_PER_HOUR: the Nth different e-mail or phone that one device (Guid) or
   * one IP asks a sign-up code for within an hour gets a risk token (security verification of
   * that target) instead of a code (docs/decisions/031). Default 3.
   */
  signUpRiskTargetsPerHour: setting('SIGN_UP_RISK_TARGETS_PER_HOUR', '3', (raw) =>
    integerIn(raw, 1, 1e6),
  ),
  /**
   * SEND_CODES_PER_IP_PER_DAY: code messages (sign-up, recovery, unblock, security
   * verification) one IP may have sent in 24 h; over it, sends are refused (47003, decision
   * 034). Each address also gets at most 10 a day. Default 50.
   */
  sendCodesPerIpPerDay: setting('SEND_CODES_PER_IP_PER_DAY', '50', (raw) => integerIn(raw, 1, 1e7)),
  /**
   * REGISTER_TYPE: oldCode, oldLink, newCode or newLink fixes the register type answered by
   * /v3/config/web; unset → an A/B choice between oldCode and newCode stable per device
   * (docs/decisions/026-register-types-and-activation-links.md).
   */
  registerType: setting('REGISTER_TYPE', undefined, (raw) =>
    raw === undefined ? undefined : oneOf(raw, REGISTER_TYPES),
  ),
  /**
   * REGISTRATION_TTL_SECONDS: how long a sign-up waits for its code or activation link, and
   * then for its password, 10..86400 s (docs/decisions/026, 033). Default 1800.
   */
  registrationTtlSeconds: setting('REGISTRATION_TTL_SECONDS', '1800', (raw) =>
    integerIn(raw, 10, 86_400),
  ),
  /**
   * CUSTOMER_SERVICE_URL: the customer-service chat the web app opens in a new tab from the
   * sign-up notices (SPEC §2 dialog 5), answered by /v3/config/web. https://, or http:// on
   * loopback only; no user name or password. Unset: no customer-service button.
   */
  customerServiceUrl: setting('CUSTOMER_SERVICE_URL', undefined, customerServiceUrl),
  /**
   * CAPTCHA_NEW: offer the self-hosted proof-of-work captcha (SPEC's new captcha). false makes
   * captcha-info report it unavailable, so the widget downgrades. Default true.
   */
  captchaNew: setting('CAPTCHA_NEW', 'true', boolean),
  /**
   * CAPTCHA_DOWNGRADE: the older providers the widget may fall back to, in order, comma
   * separated (SPEC §4, §9; SPEC's old list is geecaptcha,recaptcha,qq). Supported:
   * geecaptcha, recaptcha, qq. Default none.
   */
  captchaDowngrade: setting('CAPTCHA_DOWNGRADE', undefined, (raw) =>
    listOf(raw, ['geecaptcha', 'recaptcha', 'qq'] as const),
  ),
  /**
   * CAPTCHA_VISIBLE: show a visible "I'm not a robot" checkbox the person ticks before the
   * new captcha's proof-of-work runs (reported by captcha-info as `visible`). Default false.
   */
  captchaVisible: setting('CAPTCHA_VISIBLE', 'false', boolean),
  /**
   * CAPTCHA_SCENE_PROVIDERS: the captchas a scene offers, for the scenes it names, as
   * `scene=provider,provider;…` (scene: login, thirdParty, register, tradingTool, turkishLogin,
   * euLogin or its number; provider: new, geecaptcha, recaptcha, qq). An answer from a provider
   * its scene did not offer is refused. The older providers must also be in CAPTCHA_DOWNGRADE,
   * and `new` needs CAPTCHA_NEW. Default: every scene offers CAPTCHA_NEW's and CAPTCHA_DOWNGRADE's.
   */
  captchaSceneProviders: setting('CAPTCHA_SCENE_PROVIDERS', undefined, sceneProviders),
  /**
   * REDIRECT_WHITELIST: the provider's own domains a post-login redirect may go to, comma
   * separated host names (each covers its subdomains; SPEC §2, docs/decisions/020), answered
   * by GET /user/public/get-white-hosts. Default none: same-origin redirect_url only.
   */
  redirectWhitelist: setting('REDIRECT_WHITELIST', undefined, hostList),
  /**
   * REDEEM_AMOUNTS: the sign-up rewards shown by channel (SPEC §3 redeem amounts), as
   * `affiliate=100 USDT,referral=50 USDT,normal=20 USDT`; a channel left out shows none.
   * Answered by GET /v3/public/redeem-config (docs/decisions/028). Default none.
   */
  redeemAmounts: setting('REDEEM_AMOUNTS', undefined, redeemAmounts),
  /** HIDE_REDEEM_SITES: site codes (EU, NLD…) whose sign-up shows no reward. Default none. */
  hideRedeemSites: setting('HIDE_REDEEM_SITES', undefined, (raw) => listOf(raw, SITE_CODES)),
  /**
   * TELEGRAM_BOT_TOKEN: the bot token (`<digits>:<secret>`) whose SHA-256 verifies Telegram
   * Login data (SPEC §3 telegram_callback; docs/decisions/024). Unset: no Telegram bind.
   */
  telegramBotToken: setting('TELEGRAM_BOT_TOKEN', undefined, telegramBotToken),
  /** RECAPTCHA_SITE_KEY: the site key given to the browser (needed for recaptcha). */
  recaptchaSiteKey: setting('RECAPTCHA_SITE_KEY', undefined, (raw) => raw),
  /** RECAPTCHA_SECRET: the secret the server verifies answers with (needed for recaptcha). */
  recaptchaSecret: setting('RECAPTCHA_SECRET', undefined, (raw) => raw),
  /** RECAPTCHA_SCRIPT_URL: the provider script the widget loads. */
  recaptchaScriptUrl: setting(
    'RECAPTCHA_SCRIPT_URL',
    'https://www.google.com/recaptcha/api.js?render=explicit',
    (raw) => optionalUrl(raw, ['https:', 'http:']) ?? '',
  ),
  /** RECAPTCHA_VERIFY_URL: where the server checks an answer (siteverify protocol). */
  recaptchaVerifyUrl: setting(
    'RECAPTCHA_VERIFY_URL',
    'https://www.google.com/recaptcha/api/siteverify',
    (raw) => optionalUrl(raw, ['https:', 'http:']) ?? '',
  ),
  /** GEETEST_ID: the image captcha's public id (`gt`; needed for geecaptcha). */
  geetestId: setting('GEETEST_ID', undefined, (raw) => raw),
  /** GEETEST_KEY: the image captcha's private key the server checks with (needed for geecaptcha). */
  geetestKey: setting('GEETEST_KEY', undefined, (raw) => raw),
  /** GEETEST_SCRIPT_URL: the image captcha's gt.js the widget loads (needed for geecaptcha). */
  geetestScriptUrl: setting('GEETEST_SCRIPT_URL', undefined, (raw) =>
    optionalUrl(raw, ['https:', 'http:']),
  ),
  /** GEETEST_VERIFY_URL: where the server checks an answer (GeeTest v3 validate protocol). */
  geetestVerifyUrl: setting(
    'GEETEST_VERIFY_URL',
    'https://api.geetest.com/validate.php',
    (raw) => optionalUrl(raw, ['https:', 'http:']) ?? '',
  ),
  /** QQCAPTCHA_APP_ID: the QQ captcha's app id (aid; needed for qq). */
  qqcaptchaAppId: setting('QQCAPTCHA_APP_ID', undefined, (raw) => raw),
  /** QQCAPTCHA_APP_SECRET: the QQ captcha's AppSecretKey (needed for qq). */
  qqcaptchaAppSecret: setting('QQCAPTCHA_APP_SECRET', undefined, (raw) => raw),
  /** QQCAPTCHA_SCRIPT_URL: the QQ captcha's TCaptcha.js the widget loads. */
  qqcaptchaScriptUrl: setting(
    'QQCAPTCHA_SCRIPT_URL',
    'https://ssl.captcha.qq.com/TCaptcha.js',
    (raw) => optionalUrl(raw, ['https:', 'http:']) ?? '',
  ),
  /** QQCAPTCHA_VERIFY_URL: where the server checks a ticket (ticket/verify protocol). */
  qqcaptchaVerifyUrl: setting(
    'QQCAPTCHA_VERIFY_URL',
    'https://ssl.captcha.qq.com/ticket/verify',
    (raw) => optionalUrl(raw, ['https:', 'http:']) ?? '',
  ),
  /**
   * DEV_OUTBOX: store messages without a provider in the dev outbox and serve it at
   * /dev/outbox (docs/decisions/037). Unset: on when PUBLIC_ORIGIN is loopback, else off.
   * `true` with a non-loopback PUBLIC_ORIGIN stops start-up; `false` turns it off everywhere.
   */
  devOutbox: setting('DEV_OUTBOX', undefined, (raw) =>
    raw === undefined ? undefined : boolean(raw),
  ),
  /**
   * API_DOCS: serve the API reference's page at /x-api/docs (decision 045). Unset: on when
   * PUBLIC_ORIGIN is loopback, else off. /x-api/openapi.json is served either way.
   */
  apiDocs: setting('API_DOCS', undefined, (raw) => (raw === undefined ? undefined : boolean(raw))),
};

type Settings = typeof SETTINGS;
export type Config = { readonly [K in keyof Settings]: ReturnType<Settings[K]['parse']> };

/** Reads and validates every setting; throws an Error naming the first bad variable. */
export function loadConfig(env: Env): Config {
  const entries = Object.entries(SETTINGS).map(([key, row]: [string, Setting<unknown>]) => {
    const raw = env[row.env] === '' ? undefined : env[row.env];
    try {
      return [key, row.parse(raw ?? row.fallback(env))];
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new Error(`Invalid ${row.env}: ${reason}`, { cause: error });
    }
  });
  const config = Object.fromEntries(entries) as Config;
  checkDevOutbox(config);
  return config;
}

/**
 * Whether the dev outbox is on: messages without a provider are stored, and /dev/outbox
 * lists them to anyone who asks. Only where everyone who can ask is on this machine.
 */
export function outboxEnabled(config: Config): boolean {
  return config.devOutbox ?? isLoopbackOrigin(config.publicOrigin);
}

/** Whether /x-api/docs is served: as set, else where the dev outbox would be (development). */
export function apiDocsEnabled(config: Config): boolean {
  return config.apiDocs ?? isLoopbackOrigin(config.publicOrigin);
}

/** Whether an origin's host is this machine: localhost, *.localhost, 127.0.0.0/8, [::1]. */
export function isLoopbackOrigin(origin: string): boolean {
  const host = new URL(origin).hostname.toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost') || host === '[::1]') return true;
  return /^127(\.\d{1,3}){3}$/.test(host);
}

function checkDevOutbox(config: Config): void {
  if (config.devOutbox !== true || isLoopbackOrigin(config.publicOrigin)) return;
  throw new Error(
    `Invalid DEV_OUTBOX: true is refused with the non-loopback PUBLIC_ORIGIN ` +
      `${config.publicOrigin}: the outbox would show every code and link to anyone. Unset ` +
      `DEV_OUTBOX (or set it to false) and configure SMTP_URL and SMS_WEBHOOK_URL.`,
  );
}

/** TRUST_PROXY as parsed: nobody, a hop count, or the proxies' addresses and CIDRs. */
export type TrustedProxies = false | { hops: number } | { addresses: string[] };

function trustedProxies(raw: string | undefined): TrustedProxies {
  const value = required(raw).trim().toLowerCase();
  if (value === 'false' || value === '0') return false;
  if (value === 'true' || value === '*') {
    throw new Error(
      `"${value}" would believe every client's X-Forwarded-For; give the number of proxies in ` +
        'front (e.g. 1) or their addresses/CIDRs (e.g. 127.0.0.1,10.0.0.0/8,::1)',
    );
  }
  if (/^\d+$/.test(value)) return { hops: integerIn(value, 1, 100) };
  const addresses = value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  for (const address of addresses) {
    if (!parseRange(address)) {
      throw new Error(
        `"${address}" is not an address or CIDR; TRUST_PROXY takes false, a hop count (e.g. 1) ` +
          'or a comma-separated list of addresses/CIDRs (e.g. 127.0.0.1,10.0.0.0/8,::1)',
      );
    }
  }
  return { addresses };
}

function required(raw: string | undefined): string {
  if (raw === undefined) throw new Error('a value is required');
  return raw;
}

function integerIn(raw: string | undefined, min: number, max: number): number {
  const value = required(raw);
  if (!/^\d+$/.test(value)) throw new Error(`"${value}" is not a whole number`);
  const n = Number(value);
  if (n < min || n > max) throw new Error(`${n} is outside ${min}..${max}`);
  return n;
}

function oneOf<const T extends readonly string[]>(raw: string | undefined, values: T): T[number] {
  const value = required(raw);
  if (!values.includes(value)) throw new Error(`"${value}" is not one of ${values.join(', ')}`);
  return value;
}

function listOf<const T extends readonly string[]>(
  raw: string | undefined,
  values: T,
): T[number][] {
  if (raw === undefined) return [];
  const items = raw
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  for (const item of items) oneOf(item, values);
  return [...new Set(items)] as T[number][];
}

const CAPTCHA_OFFER_NAMES = ['new', 'geecaptcha', 'recaptcha', 'qq'] as const;
export type CaptchaOfferName = (typeof CAPTCHA_OFFER_NAMES)[number];

/** CAPTCHA_SCENE_PROVIDERS: scene number → the providers it offers. */
function sceneProviders(raw: string | undefined): ReadonlyMap<number, readonly CaptchaOfferName[]> {
  const offers = new Map<number, readonly CaptchaOfferName[]>();
  if (raw === undefined) return offers;
  for (const entry of raw
    .split(';')
    .map((item) => item.trim())
    .filter(Boolean)) {
    const [name = '', list = ''] = entry.split('=').map((part) => part.trim());
    const named = Object.entries(CAPTCHA_SCENES).find(([key]) => key === name)?.[1];
    const scene = named ?? (/^\d+$/.test(name) ? Number(name) : undefined);
    if (scene === undefined || !entry.includes('=')) {
      throw new Error(`"${entry}" is not scene=provider,provider`);
    }
    offers.set(scene, listOf(list, CAPTCHA_OFFER_NAMES));
  }
  return offers;
}

const REDEEM_CHANNELS = ['affiliate', 'referral', 'normal'] as const;
export type RedeemChannel = (typeof REDEEM_CHANNELS)[number];

function redeemAmounts(raw: string | undefined): Partial<Record<RedeemChannel, string>> {
  if (raw === undefined) return {};
  const amounts: Partial<Record<RedeemChannel, string>> = {};
  for (const item of raw
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const [channel = '', ...rest] = item.split('=');
    const amount = rest.join('=').trim();
    oneOf(channel.trim(), REDEEM_CHANNELS);
    if (!/^[\p{L}\p{N} .]{1,32}$/u.test(amount)) {
      throw new Error(`"${item}" is not channel=amount (letters, digits, spaces, dots)`);
    }
    amounts[channel.trim() as RedeemChannel] = amount;
  }
  return amounts;
}

function boolean(raw: string | undefined): boolean {
  const value = required(raw).toLowerCase();
  if (value === 'true' || value === '1') return true;
  if (value === 'false' || value === '0') return false;
  throw new Error(`"${value}" is not true, false, 1 or 0`);
}

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

function optionalUrl(raw: string | undefined, protocols: string[]): string | undefined {
  if (raw === undefined) return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error('not a URL');
  }
  // The URL may hold a password: name the protocol, never echo the value.
  if (!protocols.includes(url.protocol))
    throw new Error(`must start with ${protocols.join('//, ')}//`);
  return raw;
}

const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

function customerServiceUrl(raw: string | undefined): string | undefined {
  if (optionalUrl(raw, ['https:', 'http:']) === undefined) return undefined;
  const url = new URL(raw as string);
  if (url.username || url.password) throw new Error('must not hold a user name or password');
  if (url.protocol === 'http:' && !LOOPBACK_HOSTS.includes(url.hostname)) {
    throw new Error('http:// is allowed on loopback only (localhost, 127.0.0.1, [::1])');
  }
  return url.href;
}

function origin(raw: string | undefined): string {
  const value = required(raw);
  const url = optionalUrl(value, ['http:', 'https:']);
  const parsed = new URL(url ?? value);
  const extra = parsed.pathname !== '/' || parsed.search || parsed.hash || parsed.username;
  if (extra) throw new Error(`"${value}" is not an origin (scheme://host[:port] only)`);
  return parsed.origin;
}

function optionalSecret(raw: string | undefined, minLength: number): string | undefined {
  if (raw === undefined) return undefined;
  if (raw.length < minLength) throw new Error(`must be at least ${minLength} characters`);
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

function optionalFile(raw: string | undefined): string | undefined {
  if (raw === undefined) return undefined;
  if (!existsSync(raw) || !statSync(raw).isFile()) throw new Error(`no file at "${raw}"`);
  return raw;
}
