/** Everything the widget derives from the page it runs on and its options (behaviour §1). */
import { isSiteCode, siteFromHost, type SiteCode } from '@foyer/contract';
import { channelQueryOf, type ChannelQuery } from './channel-query';
import { apiBaseForOrigin, environmentFromHost, type Environment } from './environment';
import { languageOf } from './language';
import { platformFrom, telegramPlatformIn, type Platform } from './platform';

/** The parts of `window.location` and `navigator` the derivation reads. */
export interface PageFacts {
  origin: string;
  hostname: string;
  pathname: string;
  search: string;
  userAgent: string;
  viewportWidth: number;
  /** Telegram's client name when the page runs inside Telegram's web view (decision 084). */
  telegramPlatform?: string;
}

/** The widget options that override what the page says. */
export interface HostOverrides {
  apiBase?: string;
  site?: string;
  lang?: string;
  /** Inside Telegram, the Mini App's variant (the Mini App shell says so). */
  platform?: Platform;
}

export interface HostConfig {
  environment: Environment;
  apiBase: string;
  platform: Platform;
  site: SiteCode;
  lang: string;
  /** The referral code of the page's `?ref=` query, if any. */
  refFromQuery: string | undefined;
  /** The referral and affiliate channel of the page's query (docs/decisions/028). */
  channel: ChannelQuery;
}

/** Derives the host configuration; a pure function of the page facts and the options. */
export function deriveHostConfig(page: PageFacts, overrides: HostOverrides = {}): HostConfig {
  const siteFlag = overrides.site?.toUpperCase();
  const ref = new URLSearchParams(page.search).get('ref');
  return {
    environment: environmentFromHost(page.hostname),
    apiBase: overrides.apiBase ?? apiBaseForOrigin(page.origin),
    platform:
      overrides.platform ?? platformFrom(page.userAgent, page.viewportWidth, page.telegramPlatform),
    site: siteFlag && isSiteCode(siteFlag) ? siteFlag : siteFromHost(page.hostname),
    lang: languageOf(page.pathname, overrides.lang),
    refFromQuery: ref || undefined,
    channel: channelQueryOf(page.search),
  };
}

/** The facts of the current page. */
export function currentPageFacts(): PageFacts {
  const { origin, hostname, pathname, search } = window.location;
  const viewportWidth = window.innerWidth;
  const telegramPlatform = telegramPlatformIn(window);
  const { userAgent } = navigator;
  return { origin, hostname, pathname, search, userAgent, viewportWidth, telegramPlatform };
}
