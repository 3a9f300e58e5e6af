/**
 * VITE_EXPRESS_BUY_URL, where the promo link's express page goes instead of the reference page
 * (the exchange's buying service, `{lang}` standing for the page language), read when the app
 * is built. The build refuses an address the page would not follow, so a typo never ships as
 * the template page the operator meant to replace.
 */
import { expressPageUrl } from '../src/pages/promo/express-page-url';

export function expressPageSetting(raw: string | undefined): void {
  if (!raw?.trim()) return;
  if (!expressPageUrl(raw, 'en')) throw new Error('VITE_EXPRESS_BUY_URL: not an https address');
}
