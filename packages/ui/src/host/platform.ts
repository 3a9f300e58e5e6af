/** Device platform of behaviour §1: pc or h5 (the Telegram mini-app variants come later). */
export type Platform = 'pc' | 'h5';

/** Viewports narrower than this are the h5 layout (behaviour §9 breakpoint 600 px). */
export const H5_MAX_VIEWPORT_PX = 600;

const MOBILE_AGENT = /Android|iPhone|iPod|iPad|Mobile|Windows Phone|HarmonyOS/i;

/** pc or h5, from the user agent and the viewport width. */
export function platformFrom(userAgent: string, viewportWidth: number): Platform {
  if (MOBILE_AGENT.test(userAgent)) return 'h5';
  return viewportWidth > 0 && viewportWidth < H5_MAX_VIEWPORT_PX ? 'h5' : 'pc';
}
