/**
 * Every per-site rule of behaviour §1–§9 as one table, `SITE_RULES`: the columns of `SITES`
 * (sites.ts: what the widget's first screen reads) and the rest. The server and the tests read
 * this table; the widget reads the few it needs through the small functions of sites.ts, so the
 * columns it never reads do not ship in its first chunk (docs/decisions/082).
 */
import {
  REGISTER_COMPLIANCE_SITES,
  SITES,
  SITE_CODES,
  loginCaptchaScene,
  thirdPartyBlock,
  type SiteCode,
  type SiteRules,
} from './sites.js';
import { environmentFromHost } from './page-hosts.js';
import { selfUnblockOffered } from './self-unblock.js';

/** behaviour §9: the EU site's locales. */
export const EU_LANGUAGES = ['en', 'de', 'es', 'fr', 'it', 'nl', 'pl', 'pt', 'ro'] as const;
/** behaviour §9: the Turkish site's locales (its default first). */
export const TUR_LANGUAGES = ['tr-TUR', 'en-TR'] as const;

export interface AllSiteRules extends SiteRules {
  /**
   * The languages the site offers (behaviour §9). Codes only: the language table (names,
   * fallbacks) is elsewhere. Sites whose list behaviour leaves unsaid offer every language.
   */
  languages: readonly string[] | 'all';
  /** The phone field has a country selector (not on the Turkish site: its country is implied). */
  phoneCountrySelector: boolean;
  /** The third-party block (behaviour §6): all providers, none (Kazakhstan), one Turkish button. */
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
  /**
   * A self-help ban past its 24 h goes to self-unblock; false: the account-banned toast
   * instead (behaviour §4 "Ban check"; decision 153).
   */
  selfUnblock: boolean;
}

function languagesOf(site: SiteCode): AllSiteRules['languages'] {
  if (site === 'EU') return EU_LANGUAGES;
  return site === 'TUR' ? TUR_LANGUAGES : 'all';
}

export const SITE_RULES: Readonly<Record<SiteCode, AllSiteRules>> = Object.fromEntries(
  SITE_CODES.map((code) => [
    code,
    {
      ...SITES[code],
      languages: languagesOf(code),
      phoneCountrySelector: SITES[code].impliedCountry === undefined,
      thirdPartyBlock: thirdPartyBlock(code),
      loginCaptchaScene: loginCaptchaScene(code),
      recaptcha: code !== 'BYBIT',
      complianceEndpoints: REGISTER_COMPLIANCE_SITES.includes(code),
      selfUnblock: selfUnblockOffered(code),
    },
  ]),
) as Record<SiteCode, AllSiteRules>;

/** Whether a site offers a language (behaviour §9); sites with no list offer all. */
export function siteOffersLanguage(site: SiteCode, lang: string): boolean {
  const offered = SITE_RULES[site].languages;
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
  return environmentFromHost(hostname) === 'testnet'
    ? `${AUTH_COOKIE_PREFIX}_testnet`
    : AUTH_COOKIE_PREFIX;
}
