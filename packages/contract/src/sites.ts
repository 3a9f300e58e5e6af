/**
 * The nine regional sites of behaviour §1 as one table. Which host serves which site is a
 * white-label choice: a host's first label or its top-level domain names the site
 * (docs/decisions/004-site-from-host.md); a site flag given to the widget wins over both.
 * Which sites ask a visitor to confirm residence: `RESIDENCE_PROMPTS` (residence.ts).
 */
import { CAPTCHA_SCENES } from './constants.js';

export const SITE_CODES = ['BYBIT', 'HKG', 'TUR', 'KAZ', 'EU', 'NLD', 'GEO', 'ARE', 'IDN'] as const;
export type SiteCode = (typeof SITE_CODES)[number];

export interface SiteRules {
  code: SiteCode;
  /** Host labels and top-level domains that select this site. */
  hostLabels: readonly string[];
  /** Number of terms checkboxes on sign-up (Turkish site: three, all required). */
  termsCheckboxes: number;
  /** Whether the terms checkbox state is kept per box (KZ, EU, GEO, IDN, ARE). */
  separateTermsState: boolean;
  /**
   * The log-in view carries a terms checkbox that must be ticked before log-in: the sites
   * that keep the terms state per box (decision 023).
   */
  loginTerms: boolean;
  /** Optional news opt-in on sign-up (EU). */
  newsOptIn: boolean;
  /** Country code of the phone is implied (Turkish site: 'TR'). */
  impliedCountry?: string;
  /** The QR-code login tab is offered (not on the Turkish site). */
  qrLogin: boolean;
  defaultLanguage: string;
  /**
   * The languages the site offers (behaviour §9). Codes only: the language table (names,
   * fallbacks) is elsewhere. Sites whose list behaviour leaves unsaid offer every language.
   */
  languages: readonly string[] | 'all';
  /** The phone field has a country selector (not on the Turkish site: its country is implied). */
  phoneCountrySelector: boolean;
  /** The third-party block (behaviour §6): all providers, none (Kazakhstan), or one Turkish button. */
  thirdPartyBlock: 'all' | 'none' | 'turkish';
  /** The captcha scene of a password log-in (behaviour §9: Turkish 31013, EU 31014, else 31000). */
  loginCaptchaScene: number;
  /** reCAPTCHA is among the old captchas a visitor may fall back to (regional sites only). */
  recaptcha: boolean;
  /**
   * Sign-up and log-in go through /user/public/register_compliance and
   * /user/public/login_compliance (docs/decisions/081-compliance-endpoints.md).
   */
  complianceEndpoints: boolean;
  /** The path segment of the site's legal pages (terms, privacy); '' for the main site. */
  legalRegion: string;
}

const base = {
  termsCheckboxes: 1,
  separateTermsState: false,
  loginTerms: false,
  newsOptIn: false,
  qrLogin: true,
  defaultLanguage: 'en',
  languages: 'all',
  phoneCountrySelector: true,
  thirdPartyBlock: 'all',
  loginCaptchaScene: CAPTCHA_SCENES.login,
  recaptcha: true,
  complianceEndpoints: false,
} as const;

/** behaviour §9: the EU site's locales. */
export const EU_LANGUAGES = ['en', 'de', 'es', 'fr', 'it', 'nl', 'pl', 'pt', 'ro'] as const;
/** behaviour §9: the Turkish site's locales (its default first). */
export const TUR_LANGUAGES = ['tr-TUR', 'en-TR'] as const;

export const SITES: Readonly<Record<SiteCode, SiteRules>> = {
  BYBIT: { ...base, code: 'BYBIT', hostLabels: [], recaptcha: false, legalRegion: '' },
  HKG: { ...base, code: 'HKG', hostLabels: ['hk'], defaultLanguage: 'zh-HK', legalRegion: 'hk' },
  TUR: {
    ...base,
    code: 'TUR',
    hostLabels: ['tr'],
    termsCheckboxes: 3,
    impliedCountry: 'TR',
    phoneCountrySelector: false,
    qrLogin: false,
    defaultLanguage: 'tr-TUR',
    languages: TUR_LANGUAGES,
    thirdPartyBlock: 'turkish',
    loginCaptchaScene: CAPTCHA_SCENES.turkishLogin,
    complianceEndpoints: true,
    legalRegion: 'tr',
  },
  KAZ: {
    ...base,
    code: 'KAZ',
    hostLabels: ['kz'],
    separateTermsState: true,
    loginTerms: true,
    thirdPartyBlock: 'none',
    complianceEndpoints: true,
    legalRegion: 'kz',
  },
  EU: {
    ...base,
    code: 'EU',
    hostLabels: ['eu'],
    separateTermsState: true,
    loginTerms: true,
    newsOptIn: true,
    languages: EU_LANGUAGES,
    loginCaptchaScene: CAPTCHA_SCENES.euLogin,
    complianceEndpoints: true,
    legalRegion: 'eu',
  },
  NLD: { ...base, code: 'NLD', hostLabels: ['nl'], legalRegion: 'nl' },
  GEO: {
    ...base,
    code: 'GEO',
    hostLabels: ['ge'],
    separateTermsState: true,
    loginTerms: true,
    complianceEndpoints: true,
    legalRegion: 'ge',
  },
  ARE: {
    ...base,
    code: 'ARE',
    hostLabels: ['ae'],
    separateTermsState: true,
    loginTerms: true,
    complianceEndpoints: true,
    legalRegion: 'ae',
  },
  IDN: {
    ...base,
    code: 'IDN',
    hostLabels: ['id'],
    separateTermsState: true,
    loginTerms: true,
    complianceEndpoints: true,
    legalRegion: 'id',
  },
};

export function isSiteCode(value: string): value is SiteCode {
  return (SITE_CODES as readonly string[]).includes(value);
}

/** The site of a host name: its first label or its top-level domain; else the main site. */
export function siteFromHost(hostname: string): SiteCode {
  const labels = hostname.toLowerCase().split('.');
  const first = labels[0] ?? '';
  const tld = labels.length > 1 ? (labels[labels.length - 1] ?? '') : '';
  for (const site of Object.values(SITES)) {
    if (site.hostLabels.includes(first) || site.hostLabels.includes(tld)) return site.code;
  }
  return 'BYBIT';
}

/** Site codes carried on the wire (x-refer-site-id): HKG, BYBIT, NLD; others map to BYBIT. */
export function wireSiteId(site: SiteCode): 'HKG' | 'BYBIT' | 'NLD' {
  return site === 'HKG' || site === 'NLD' ? site : 'BYBIT';
}

/**
 * The sites whose sign-up creates the account with POST /user/public/register_compliance
 * instead of /register/email|mobile, and whose log-in is POST /user/public/login_compliance
 * (behaviour §7: the compliance sites, also Turkish; docs/decisions/081).
 */
export const REGISTER_COMPLIANCE_SITES: readonly SiteCode[] = SITE_CODES.filter(
  (code) => SITES[code].complianceEndpoints,
);

/** Links of the terms checkbox (behaviour §2: each region has its own legal pages). */
export interface LegalLinks {
  terms: string;
  privacy: string;
}

/**
 * The default legal links of a site in a language: `/{lang}/terms` on the main site,
 * `/{lang}/{region}/terms` on a regional one. A white-label host gives its own with the
 * widget's `legalLinks` option, which wins (docs/decisions/082).
 */
export function legalLinksFor(site: SiteCode, lang: string): LegalLinks {
  const region = SITES[site].legalRegion;
  const base = region ? `/${lang}/${region}` : `/${lang}`;
  return { terms: `${base}/terms`, privacy: `${base}/privacy` };
}

/** Whether a site offers a language (behaviour §9); sites with no list offer all. */
export function siteOffersLanguage(site: SiteCode, lang: string): boolean {
  const offered = SITES[site].languages;
  return offered === 'all' || offered.includes(lang);
}

/** The fixed prefix of the auth cookie's name (behaviour §9). */
export const AUTH_COOKIE_PREFIX = 'foyer_token';

/**
 * The auth cookie's name (behaviour §9): the fixed prefix, with the environment label
 * appended off the main (production) environment: `foyer_token_testnet` on a testnet host.
 * A developer's machine (localhost, IP addresses) keeps the bare prefix (docs/decisions/082).
 */
export function authCookieName(hostname: string): string {
  const labels = hostname.toLowerCase().split('.');
  return labels.some((label) => label.includes('testnet'))
    ? `${AUTH_COOKIE_PREFIX}_testnet`
    : AUTH_COOKIE_PREFIX;
}
