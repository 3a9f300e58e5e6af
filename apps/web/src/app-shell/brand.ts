/** This build's brand (decision 140), from its settings under the rules of brand-rules.ts. */
import { brandFrom, defaultBrand, type Brand } from './brand-rules';

export { homeIn } from './brand-rules';

const built = brandFrom({
  VITE_BRAND_NAME: import.meta.env.VITE_BRAND_NAME as string | undefined,
  VITE_BRAND_LOGO: import.meta.env.VITE_BRAND_LOGO as string | undefined,
  VITE_HOME_URL: import.meta.env.VITE_HOME_URL as string | undefined,
});

/** This build's brand (the build refused any wrong setting, so the defaults only stand in). */
export const BRAND: Brand = built.ok ? built.brand : defaultBrand;
