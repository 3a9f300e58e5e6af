/**
 * The exchange's own frame around its sign-in pages (decision 140): its name, its logo and the
 * address its name leads home to, set when the app is built. A page rendered ahead carries
 * them, so they are build settings, checked by the build (build/brand-setting.ts) with these
 * rules; brand.ts reads this build's.
 */

/** The most characters a name may have: it shares a 320 px bar with the language picker. */
export const BRAND_NAME_MAX = 40;

export interface BrandSettings {
  VITE_BRAND_NAME?: string | undefined;
  VITE_BRAND_LOGO?: string | undefined;
  VITE_HOME_URL?: string | undefined;
}

export interface Brand {
  name: string;
  /** A path on this origin (the page's policy loads images from it only), or none: the mark. */
  logo: string | undefined;
  /** Where the name leads, in a language; `{lang}` stands for it. */
  home: string;
}

export const defaultBrand: Brand = { name: 'Foyer', logo: undefined, home: '/{lang}/' };

/** A path of this origin: `/…`, not `//host…`, with nothing a URL would read as a scheme. */
const ownPath = (value: string) => /^\/(?!\/)[^\s\\]*$/.test(value);

function isHomeAddress(value: string): boolean {
  if (ownPath(value)) return true;
  try {
    const url = new URL(value.replaceAll('{lang}', 'en'));
    const loopback = url.hostname === 'localhost' || url.hostname.endsWith('.localhost');
    return url.protocol === 'https:' || (url.protocol === 'http:' && loopback);
  } catch {
    return false;
  }
}

/** The brand the settings name; a setting that is wrong is said, so the build can refuse it. */
export function brandFrom(
  settings: BrandSettings,
): { ok: true; brand: Brand } | { ok: false; problem: string } {
  const name = settings.VITE_BRAND_NAME?.trim() || defaultBrand.name;
  const logo = settings.VITE_BRAND_LOGO?.trim() || undefined;
  const home = settings.VITE_HOME_URL?.trim() || defaultBrand.home;
  if ([...name].length > BRAND_NAME_MAX)
    return { ok: false, problem: `VITE_BRAND_NAME: more than ${BRAND_NAME_MAX} characters` };
  if (logo !== undefined && !ownPath(logo))
    return {
      ok: false,
      problem: 'VITE_BRAND_LOGO: not a path of this site (put the file in apps/web/public)',
    };
  if (!isHomeAddress(home))
    return {
      ok: false,
      problem: 'VITE_HOME_URL: neither a path of this site nor an https address',
    };
  return { ok: true, brand: { name, logo, home } };
}

/** The home address in a language. */
export const homeIn = (brand: Brand, lang: string) =>
  brand.home.replaceAll('{lang}', encodeURIComponent(lang));
