/**
 * Which regional site a request is for, and whether an account may log in there
 * (behaviour §1 sites, §8 400601 / 400602). The host decides, as in the widget
 * (docs/decisions/004-site-from-host.md); behind a proxy that is X-Forwarded-Host.
 */
import { isSiteCode, siteFromHost, type SiteCode } from '@foyer/contract';
import type { DomainError } from '../errors.js';

/** The site of a request's host name (port and case ignored). */
export function requestSite(hostname: string): SiteCode {
  return siteFromHost(hostname.replace(/:\d+$/, ''));
}

/** An account's stored site; an unknown value (hand-edited row) is the main site. */
export function accountSite(stored: string): SiteCode {
  return isSiteCode(stored) ? stored : 'BYBIT';
}

/**
 * Hong Kong accounts log in only on the Hong Kong site, and only they do (behaviour §8 400601:
 * Hong Kong user on another site; 400602: non-Hong Kong user on Hong Kong site).
 */
export function siteRefusal(account: SiteCode, current: SiteCode): DomainError | undefined {
  if (account === 'HKG' && current !== 'HKG') return { kind: 'hkUserOnOtherSite' };
  if (account !== 'HKG' && current === 'HKG') return { kind: 'nonHkUserOnHkSite' };
  return undefined;
}
