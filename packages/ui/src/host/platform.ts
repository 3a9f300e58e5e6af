/** The Telegram Mini App variants of behaviour §1 (pc, ios, android; docs/decisions/071). */
export type MiniAppPlatform = 'tg_pc' | 'tg_ios' | 'tg_android';

/**
 * Device platform of behaviour §1: pc or h5, or inside Telegram a Mini App variant (given by
 * the Mini App's shell, mini-app/telegram-web-app.ts: the first screen never reads Telegram).
 */
export type Platform = 'pc' | 'h5' | MiniAppPlatform;

/** Viewports narrower than this are the h5 layout (behaviour §9 breakpoint 600 px). */
export const H5_MAX_VIEWPORT_PX = 600;

const MOBILE_AGENT = /Android|iPhone|iPod|iPad|Mobile|Windows Phone|HarmonyOS/i;

/** pc or h5, from the user agent and the viewport width. */
export function platformFrom(userAgent: string, viewportWidth: number): 'pc' | 'h5' {
  if (MOBILE_AGENT.test(userAgent)) return 'h5';
  return viewportWidth > 0 && viewportWidth < H5_MAX_VIEWPORT_PX ? 'h5' : 'pc';
}
