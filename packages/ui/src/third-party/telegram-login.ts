/**
 * "Continue with Telegram" (behaviour §4 "Third-party flow", §9 "Timings";
 * docs/decisions/063): Telegram's Login Widget script is loaded, then waited for (it defines
 * `window.Telegram.Login` once it has run: checked TELEGRAM_WIDGET_TRIES times,
 * TELEGRAM_WIDGET_RETRY_MS apart), and its `auth` opens Telegram's own window. What the
 * person approves there comes back as the user object Telegram signed; its JSON text is the
 * `token` of the sign-in call (`token_type: 'telegram'`). A window closed without approving
 * answers null.
 *
 * The loader is injected, so that tests give a fake `Telegram.Login` and never fetch
 * Telegram's script; the phase is reported, so that the caller renders the title that shows
 * when Telegram is slow to answer.
 */
import { loadScript, type ScriptLoader } from '../captcha/load-script';

/** Telegram's script (core.telegram.org/widgets/login, docs/engineering.md "Sources"). */
export const TELEGRAM_WIDGET_SCRIPT = 'https://telegram.org/js/telegram-widget.js';
/** How many times the page looks for `Telegram.Login` after the script is asked for. */
export const TELEGRAM_WIDGET_TRIES = 10;
export const TELEGRAM_WIDGET_RETRY_MS = 50;
/** How long the person waits on Telegram before the caller shows its title. */
export const TELEGRAM_TITLE_AFTER_MS = 1500;

/** The part of Telegram's script this module uses. */
export interface TelegramLoginApi {
  auth(
    options: { bot_id: string; request_access?: 'write'; lang?: string },
    callback: (user: Record<string, unknown> | false | null | undefined) => void,
  ): void;
}

/** Where Telegram's script puts its API. */
export interface TelegramHost {
  Telegram?: { Login?: TelegramLoginApi };
}

/**
 * `loading`: the script is asked for and looked for; `authorizing`: Telegram's window is open.
 * `titleShown` turns true TELEGRAM_TITLE_AFTER_MS after the start while no answer has come.
 */
export interface TelegramLoginState {
  phase: 'loading' | 'authorizing';
  titleShown: boolean;
}

export interface TelegramLoginOptions {
  /**
   * The bot's numeric id: `Telegram.Login.auth` asks for it, not the name (the digits before
   * the colon of the bot token, public; `/v3/config/web` answers it as `telegram_bot_id`).
   */
  botId: string;
  /** The language Telegram's window is shown in. */
  lang?: string;
  /** Adds Telegram's script to the page (by default as the captcha providers' are). */
  loadScript?: ScriptLoader;
  /** Where `Telegram.Login` appears; by default `window`. */
  host?: TelegramHost;
  onState?: (state: TelegramLoginState) => void;
}

/** Telegram's script did not define its API in time (blocked, offline, or changed). */
export class TelegramWidgetUnavailable extends Error {
  constructor() {
    super('Telegram Login Widget did not load');
    this.name = 'TelegramWidgetUnavailable';
  }
}

/** Looks for `Telegram.Login` now and TELEGRAM_WIDGET_TRIES − 1 more times. */
async function telegramLoginApi(host: TelegramHost): Promise<TelegramLoginApi> {
  for (let tried = 1; ; tried += 1) {
    const api = host.Telegram?.Login;
    if (api) return api;
    if (tried >= TELEGRAM_WIDGET_TRIES) throw new TelegramWidgetUnavailable();
    await new Promise((resolve) => setTimeout(resolve, TELEGRAM_WIDGET_RETRY_MS));
  }
}

/**
 * The JSON text of the user object Telegram signed for `botName`'s bot, or null when the
 * person closed Telegram's window. Rejects with TelegramWidgetUnavailable when the script
 * never defines its API.
 */
export async function obtainTelegramLogin(
  botName: string,
  options: TelegramLoginOptions,
): Promise<string | null> {
  // The name is what a person sees of the bot; Telegram's `auth` is asked by its id.
  if (!botName || !/^\d+$/.test(options.botId)) throw new TelegramWidgetUnavailable();
  const { onState = () => {}, host = window as TelegramHost } = options;
  let state: TelegramLoginState = { phase: 'loading', titleShown: false };
  const report = (next: Partial<TelegramLoginState>) => onState((state = { ...state, ...next }));
  report({});
  const title = setTimeout(() => report({ titleShown: true }), TELEGRAM_TITLE_AFTER_MS);
  try {
    const load = options.loadScript ?? loadScript;
    await load(TELEGRAM_WIDGET_SCRIPT).catch(() => {
      throw new TelegramWidgetUnavailable();
    });
    const api = await telegramLoginApi(host);
    report({ phase: 'authorizing' });
    return await new Promise<string | null>((resolve) => {
      const request = { bot_id: options.botId, request_access: 'write' as const };
      api.auth(options.lang ? { ...request, lang: options.lang } : request, (user) =>
        resolve(user ? JSON.stringify(user) : null),
      );
    });
  } finally {
    clearTimeout(title);
  }
}
