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
 * What the page's CSP must allow for Telegram (docs/decisions/068, 071): Telegram's scripts
 * (the Login Widget's and the Mini App's, both on telegram.org), the origin the Login Widget's
 * script asks for what the person approved (`oauth.telegram.org`), the Mini App person's photo
 * (`t.me/i/userpic/…`), and, for the Mini App's pages only, Telegram's web clients framing them
 * (web.telegram.org opens a Mini App in a frame). Nothing when no bot is set, so the default
 * CSP stays 'self' only.
 */
export function telegramWidgetOrigins(
  config: Pick<Config, 'telegramBotName' | 'telegramBotToken'>,
): { script: string[]; connect: string[]; img: string[]; miniAppFrameAncestors: string[] } {
  if (!('telegram_bot_id' in telegramWidgetConfig(config))) {
    return { script: [], connect: [], img: [], miniAppFrameAncestors: [] };
  }
  return {
    script: ['https://telegram.org'],
    connect: ['https://oauth.telegram.org'],
    img: ['https://t.me'],
    miniAppFrameAncestors: ['https://web.telegram.org'],
  };
}

/**
 * The pages Telegram opens as a Mini App (decision 071): /{lang}/telegram-register-login and
 * the task page, /{lang}/earn/tg-page or /{lang}/min-app/task (behaviour §2), with or without
 * the language segment.
 */
export function isMiniAppPage(url: string | undefined): boolean {
  const path = (url ?? '').split(/[?#]/)[0] ?? '';
  return /^(?:\/[A-Za-z]{2}(?:-[A-Za-z]{2})?)?\/(?:telegram-register-login|earn\/tg-page|min-app\/task)\/?$/.test(
    path,
  );
}
