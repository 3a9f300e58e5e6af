/** The Telegram Mini App variants of behaviour §1 (pc, ios, android; docs/decisions/071). */
export type MiniAppPlatform = 'tg_pc' | 'tg_ios' | 'tg_android';

/**
 * Device platform of behaviour §1: pc or h5, or inside Telegram's web view a Mini App variant
 * (decision 084): wherever the page finds `Telegram.WebApp` with launch data, the Mini App's
 * shell or any page it went on to (its "Decline" opens the ordinary log-in in the same view).
 */
export type Platform = 'pc' | 'h5' | MiniAppPlatform;

/** Viewports narrower than this are the h5 layout (behaviour §9 breakpoint 600 px). */
export const H5_MAX_VIEWPORT_PX = 600;

const MOBILE_AGENT = /Android|iPhone|iPod|iPad|Mobile|Windows Phone|HarmonyOS/i;

/**
 * The platform header inside Telegram (behaviour §1 "the Telegram mini-app variants (pc, ios,
 * android)"): Telegram's iOS and Android apps are `tg_ios` and `tg_android`; every other client
 * (tdesktop, macos, web, weba, unigram, unknown) is a desktop or a browser, `tg_pc`.
 */
export function miniAppPlatform(telegramPlatform: string): MiniAppPlatform {
  if (telegramPlatform === 'ios') return 'tg_ios';
  if (telegramPlatform.startsWith('android')) return 'tg_android';
  return 'tg_pc';
}

/** The globals of Telegram's web-app script, when the page loaded it. */
interface TelegramGlobals {
  Telegram?: { WebApp?: { initData?: string; platform?: string } };
}

/**
 * Telegram's name of its client when the page runs inside Telegram's web view: its WebApp
 * holds launch data (opened in a browser, the script finds none and `initData` is empty).
 */
export function telegramPlatformIn(globals: object): string | undefined {
  const webApp = (globals as TelegramGlobals).Telegram?.WebApp;
  return webApp?.initData ? (webApp.platform ?? '') : undefined;
}

/**
 * pc or h5 from the user agent and the viewport width; inside Telegram's web view (Telegram's
 * client name given), its Mini App variant.
 */
export function platformFrom(
  userAgent: string,
  viewportWidth: number,
  telegramPlatform?: string,
): Platform {
  if (telegramPlatform !== undefined) return miniAppPlatform(telegramPlatform);
  if (MOBILE_AGENT.test(userAgent)) return 'h5';
  return viewportWidth > 0 && viewportWidth < H5_MAX_VIEWPORT_PX ? 'h5' : 'pc';
}
