/**
 * Where a successful log-in or sign-up goes (behaviour §2 "Destinations" and "Post-login redirect").
 * docs/decisions/020: the KYC page wins, a sign-up lands on the new-user dashboard, a log-in
 * follows the redirect rule with the dashboard as the default page. docs/decisions/135: after
 * the KYC page, before the rest, step two.
 */
import type { SiteCode, ThirdPartyTokenType } from '@foyer/contract';
import type { Platform } from '../host/platform';
import { resolvePostLoginRedirect } from '../redirect';
import { dashboardUrl } from './after-success';
import type { ApiClient } from '../api/api-outcome';
import { loadWebConfig, type WebConfig } from './web-config';
import type { WidgetMode } from './widget-options';

/** behaviour §2: the EU site or guide_complete_kyc goes here. */
export const KYC_PATH = '/user/accounts/auth/personal';

/** behaviour §2: after a Telegram log-in or a third-party sign-up, without a host callback. */
export const STEP_TWO_PATH = '/user/accounts/auth/step2?type=experienced';

/** behaviour §2: the app's download page, "mobile, when allowed" (decision 132). */
export function downloadUrl(lang: string): string {
  return `/${lang}/download`;
}

/**
 * Whether a sign-up goes on to the download page (decision 132): on a phone (platform h5), when
 * the site's web config allows it; a failed read of the config allows nothing.
 */
export function downloadAfterSignUp(
  platform: Platform,
  config: Pick<WebConfig, 'download'> | null,
): boolean {
  return platform === 'h5' && config?.download?.after_sign_up_on_phone === true;
}

/** The same, the web config read (once per client, decision 064) only on a phone. */
export async function downloadAfterSignUpOn(platform: Platform, api: ApiClient): Promise<boolean> {
  return platform === 'h5' && downloadAfterSignUp(platform, await loadWebConfig(api));
}

/** What the page the widget runs on says about where to go afterwards. */
export interface ArrivalFacts {
  origin: string;
  /** The page's `redirect_url` query value. */
  redirectUrl: string | undefined;
  /** `document.referrer`. */
  referrer: string | undefined;
  /** The page's `guide_complete_kyc` query flag ('1' or 'true'). */
  guideCompleteKyc: boolean;
  /** The page's `demoAccount=true`: a demo log-in (decision 131). */
  demo?: boolean;
}

/** Arrival facts from a page's origin, query string and referrer. */
export function arrivalFacts(origin: string, search: string, referrer: string): ArrivalFacts {
  const query = new URLSearchParams(search);
  const kyc = query.get('guide_complete_kyc');
  return {
    origin,
    redirectUrl: query.get('redirect_url') || undefined,
    referrer: referrer || undefined,
    guideCompleteKyc: kyc === '1' || kyc === 'true',
    demo: query.get('demoAccount') === 'true',
  };
}

/** The arrival facts of the current page. */
export function currentArrivalFacts(): ArrivalFacts {
  return arrivalFacts(window.location.origin, window.location.search, document.referrer);
}

export interface DestinationInput {
  mode: WidgetMode;
  lang: string;
  site: SiteCode;
  /**
   * A phone (platform h5) whose site's web config says `after_sign_up_on_phone` (decision 132):
   * its sign-up goes to the app's download page.
   */
  downloadAfterSignUp?: boolean;
  arrival: ArrivalFacts;
  /** The provider's own domains (widget option `redirectWhitelist`). */
  whitelist: readonly string[] | undefined;
  /** A third-party sign-in's provider (Telegram's too), and whether the host passed `onSuccess`. */
  thirdParty?: { provider: ThirdPartyTokenType; hostCallback: boolean };
}

/** A same-origin URL as a path ('/en/dashboard'), so hosts can route it without a reload. */
export function navigable(href: string, origin: string): string {
  const url = new URL(href);
  return url.origin === origin ? `${url.pathname}${url.search}${url.hash}` : url.href;
}

/** The signed-in destination. */
export function destinationAfterSuccess(input: DestinationInput): string {
  const { mode, lang, site, arrival, whitelist } = input;
  if (site === 'EU' || arrival.guideCompleteKyc) return KYC_PATH;
  const via = input.thirdParty;
  if (via && !via.hostCallback && (mode === 'register' || via.provider === 'telegram')) {
    return STEP_TWO_PATH;
  }
  if (mode === 'register') {
    return input.downloadAfterSignUp ? downloadUrl(lang) : dashboardUrl(lang, true);
  }
  const href = resolvePostLoginRedirect({
    redirectUrl: arrival.redirectUrl,
    referrer: arrival.referrer,
    origin: arrival.origin,
    whitelist,
    // A demo log-in's default page is the dashboard in demo trading (decision 131).
    fallback: dashboardUrl(lang, false) + (arrival.demo ? '?demoAccount=true' : ''),
  });
  return navigable(href, new URL(arrival.origin).origin);
}
