/**
 * VITE_BRAND_NAME, VITE_BRAND_LOGO and VITE_HOME_URL, the frame's brand (decision 140), read
 * when the app is built: a wrong one stops the build rather than shipping a broken frame.
 */
import { brandFrom, type BrandSettings } from '../src/app-shell/brand-rules';

export function brandSetting(settings: BrandSettings): void {
  const checked = brandFrom(settings);
  if (!checked.ok) throw new Error(checked.problem);
}
