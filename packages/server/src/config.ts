/**
 * Every setting of the server: one table per concern under config/ (the environment
 * variable, its default, the parser that validates it), joined here. `loadConfig(env)` reads
 * them all and stops at the first bad value with an Error naming the variable, then checks
 * the settings that depend on each other (the captcha providers, the dev outbox), so a typo
 * or a half-configured provider never starts a server. An empty string counts as unset.
 */
import { APP_DOWNLOAD_SETTINGS } from './config/app-download.config.js';
import { CAPTCHA_SETTINGS, checkCaptchaProviders } from './config/captcha.config.js';
import { checkDevOutbox, DELIVERY_SETTINGS } from './config/delivery.config.js';
import { LIMIT_SETTINGS } from './config/limits.config.js';
import { LOG_IN_SETTINGS } from './config/log-in.config.js';
import { OPERATIONS_SETTINGS } from './config/operations.config.js';
import { SERVER_SETTINGS } from './config/server.config.js';
import type { Env, Setting } from './config/settings.js';
import { SIGN_UP_SETTINGS } from './config/sign-up.config.js';
import { checkThirdParty, THIRD_PARTY_SETTINGS } from './config/third-party.config.js';

export { outboxEnabled } from './config/delivery.config.js';
export { apiDocsEnabled } from './config/server.config.js';
export { isLoopbackOrigin } from './config/settings.js';
export type { TrustedProxies } from './config/server.config.js';
export type { CaptchaOfferName } from './config/captcha.config.js';
export type { RedeemChannel } from './config/sign-up.config.js';

/** The settings table. Each row's TSDoc is the reference for its environment variable. */
export const SETTINGS = {
  ...SERVER_SETTINGS,
  ...DELIVERY_SETTINGS,
  ...LOG_IN_SETTINGS,
  ...LIMIT_SETTINGS,
  ...SIGN_UP_SETTINGS,
  ...APP_DOWNLOAD_SETTINGS,
  ...CAPTCHA_SETTINGS,
  ...THIRD_PARTY_SETTINGS,
  ...OPERATIONS_SETTINGS,
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
  checkCaptchaProviders(config);
  checkThirdParty(config);
  return config;
}

/**
 * Visitors reach the server over https (PUBLIC_ORIGIN says so): its cookies are `Secure` and
 * browsers are told to keep to https (HSTS).
 */
export function reachedOverHttps(config: Pick<Config, 'publicOrigin'>): boolean {
  return config.publicOrigin.startsWith('https:');
}
