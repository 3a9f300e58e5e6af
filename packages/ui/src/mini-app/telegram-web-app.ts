/**
 * Telegram's Mini App API (`window.Telegram.WebApp`, defined by Telegram's own
 * telegram-web-app.js; docs/decisions/071): the launch data, the person, the client's
 * platform, and closing the app. Only the Mini App's pages load this module, and only they load
 * Telegram's script: the first visit carries none of it.
 */
import { loadScript, type ScriptLoader } from '../captcha/load-script';

/** Telegram's Mini App script (core.telegram.org/bots/webapps). */
export const TELEGRAM_WEB_APP_SCRIPT = 'https://telegram.org/js/telegram-web-app.js';

/** The person of the launch data, unsigned: for display only, the server reads the signed one. */
export interface MiniAppPerson {
  id: number;
  first_name?: string;
  last_name?: string;
  username?: string;
  photo_url?: string;
}

/** The part of `Telegram.WebApp` the widget uses. */
export interface TelegramWebApp {
  /** The raw, signed launch data (a query string): the sign-in's token and the TgToken header. */
  initData: string;
  initDataUnsafe: { user?: MiniAppPerson };
  /** Telegram's name of its client: tdesktop, macos, web, weba, ios, android… */
  platform: string;
  ready(): void;
  close(): void;
  /** Telegram asks the person to let the bot write to them (Bot API 6.9). */
  requestWriteAccess?: (callback?: (allowed: boolean) => void) => void;
}

export interface TelegramWebAppHost {
  Telegram?: { WebApp?: TelegramWebApp };
}

/** Moved to the page's platform (decision 084); kept here for its importers. */
export { miniAppPlatform } from '../host/platform';

/** "First Last", or the username, or nothing: how the page names the person. */
export function miniAppPersonName(person: MiniAppPerson | undefined): string {
  const name = [person?.first_name, person?.last_name].filter(Boolean).join(' ');
  return name || (person?.username ? `@${person.username}` : '');
}

/**
 * Loads Telegram's script and answers its WebApp when the page runs inside Telegram (the
 * script found launch data), else undefined: the same page opened in a browser has none.
 */
export async function loadTelegramWebApp(
  load: ScriptLoader = loadScript,
  host: TelegramWebAppHost = window as TelegramWebAppHost,
): Promise<TelegramWebApp | undefined> {
  if (!host.Telegram?.WebApp) await load(TELEGRAM_WEB_APP_SCRIPT).catch(() => undefined);
  const webApp = host.Telegram?.WebApp;
  if (!webApp?.initData) return undefined;
  webApp.ready();
  return webApp;
}
