/**
 * Which bot "Continue with Telegram" opens (docs/decisions/063), answered by /v3/config/web:
 * the bot's username and its numeric id (Telegram's `Login.auth` asks for the id; it is the
 * part of the token before the colon, public, unlike the secret after it). Only when both
 * TELEGRAM_BOT_NAME and TELEGRAM_BOT_TOKEN are set: without the token nothing verifies what
 * Telegram sends back, so the button would lead nowhere.
 */
import type { Config } from '../config.js';

export function telegramWidgetConfig(
  config: Pick<Config, 'telegramBotName' | 'telegramBotToken'>,
): { telegram_bot_name: string; telegram_bot_id: string } | Record<string, never> {
  const { telegramBotName: name, telegramBotToken: token } = config;
  if (name === undefined || token === undefined) return {};
  return { telegram_bot_name: name, telegram_bot_id: token.slice(0, token.indexOf(':')) };
}

/**
 * What the page's CSP must allow for "Continue with Telegram" (docs/decisions/068): Telegram's
 * Login Widget script, and the origin that script asks for what the person approved in
 * Telegram's window (a request to `oauth.telegram.org`). Nothing when no bot is set, so the
 * default CSP stays 'self' only.
 */
export function telegramWidgetOrigins(
  config: Pick<Config, 'telegramBotName' | 'telegramBotToken'>,
): { script: string[]; connect: string[] } {
  if (!('telegram_bot_id' in telegramWidgetConfig(config))) return { script: [], connect: [] };
  return { script: ['https://telegram.org'], connect: ['https://oauth.telegram.org'] };
}
