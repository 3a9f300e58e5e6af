/**
 * The nine regional sites of behaviour §1 as one table. Which host serves which site is a
 * white-label choice: a host's first label or its top-level domain names the site
 * (docs/decisions/004-site-from-host.md); a site flag given to the widget wins over both.
 * Which sites ask a visitor to confirm residence: `RESIDENCE_PROMPTS` (residence.ts).
 *
 * The rest of each site's rules (languages, third-party block, captcha scene, compliance
 * endpoints, legal links, cookie) are the small functions below and, as one table of every
 * rule, `SITE_RULES` (site-rules.ts): the widget's first chunk reads `SITES` to know its site
 * from the host, so each column here is paid on every first visit (docs/decisions/082).
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
}

const base = {
  termsCheckboxes: 1,
  separateTermsState: false,
  loginTerms: false,
  newsOptIn: false,
  qrLogin: true,
  defaultLanguage: 'en',
} as const;

export const SITES: Readonly<Record<SiteCode, SiteRules>> = {
  BYBIT: { ...base, code: 'BYBIT', hostLabels: [] },
  HKG: { ...base, code: 'HKG', hostLabels: ['hk'], defaultLanguage: 'zh-HK' },
  TUR: {
    ...base,
    code: 'TUR',
    hostLabels: ['tr'],
    termsCheckboxes: 3,
    impliedCountry: 'TR',
    qrLogin: false,
    defaultLanguage: 'tr-TUR',
  },
  KAZ: { ...base, code: 'KAZ', hostLabels: ['kz'], separateTermsState: true, loginTerms: true },
  EU: {
    ...base,
    code: 'EU',
    hostLabels: ['eu'],
    separateTermsState: true,
    loginTerms: true,
    newsOptIn: true,
  },
  NLD: { ...base, code: 'NLD', hostLabels: ['nl'] },
  GEO: { ...base, code: 'GEO', hostLabels: ['ge'], separateTermsState: true, loginTerms: true },
  ARE: { ...base, code: 'ARE', hostLabels: ['ae'], separateTermsState: true, loginTerms: true },
  IDN: { ...base, code: 'IDN', hostLabels: ['id'], separateTermsState: true, loginTerms: true },
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
export const REGISTER_COMPLIANCE_SITES: readonly SiteCode[] = [
  'TUR',
  'KAZ',
  'EU',
  'GEO',
  'IDN',
  'ARE',
];

/** The captcha scene of a password log-in (behaviour §9: Turkish 31013, EU 31014, else 31000). */
export function loginCaptchaScene(site: SiteCode): number {
  if (site === 'TUR') return CAPTCHA_SCENES.turkishLogin;
  return site === 'EU' ? CAPTCHA_SCENES.euLogin : CAPTCHA_SCENES.login;
}

/** The third-party block (behaviour §6): none on Kazakhstan, one Turkish button on TUR. */
export function thirdPartyBlock(site: SiteCode): 'all' | 'none' | 'turkish' {
  if (site === 'KAZ') return 'none';
  return site === 'TUR' ? 'turkish' : 'all';
}

/** Links of the terms checkbox (behaviour §2: each region has its own legal pages). */
export interface LegalLinks {
  terms: string;
  privacy: string;
}

/**
 * The operator's legal addresses, per site: a site not named takes the main site's (BYBIT),
 * and a site with neither its own nor the main site's takes the default links. `{lang}` in an
 * address stands for the page language (`https://legal.example/{lang}/eu/terms`).
 */
export type LegalLinksTable = Partial<Record<SiteCode, LegalLinks>>;

/**
 * The legal links of a site in a language: the operator's, when given, as one pair or as a
 * table per site (`LegalLinksTable`); otherwise `/{lang}/terms` on the main site and
 * `/{lang}/{label}/terms` on a regional one, its host label (`/de/eu/terms`), the pages the
 * reference app serves (docs/decisions/082, 128).
 */
export function legalLinksFor(
  site: SiteCode,
  lang: string,
  given?: LegalLinks | LegalLinksTable,
): LegalLinks {
  const label = SITES[site].hostLabels[0];
  const base = label ? `/{lang}/${label}` : '/{lang}';
  const { terms, privacy } = (given &&
    ('terms' in given ? (given as LegalLinks) : (given[site] ?? given.BYBIT))) ?? {
    terms: `${base}/terms`,
    privacy: `${base}/privacy`,
  };
  return { terms: terms.replace('{lang}', lang), privacy: privacy.replace('{lang}', lang) };
}
