/**
 * behaviour §4 "Site check": when the account's site differs from the site the log-in was made
 * on, the widget offers a jump to the account's site before completing. Pure.
 */
import { wireSiteId, type SiteCode } from '@foyer/contract';

/** The wire site codes (x-refer-site-id, `currentSite`): others map to BYBIT. */
export type WireSite = ReturnType<typeof wireSiteId>;

export interface SiteCheckFacts {
  /** The site this widget serves. */
  site: SiteCode;
  /** Registration is hidden (onlyLogin mode, behaviour §1). */
  loginOnly: boolean;
  /** An embedded mode (OAuth-embedded view) that never jumps. */
  embedded: boolean;
}

function asWireSite(value: string | undefined): WireSite | undefined {
  return value === 'HKG' || value === 'BYBIT' || value === 'NLD' ? value : undefined;
}

/**
 * The site to jump to, or undefined when none is needed: not when the sites agree or the
 * account's site is unknown; never when either is HKG; always when either is NLD; not for
 * log-in-only flows or embedded modes; otherwise whenever they differ.
 */
export function siteToJumpTo(
  accountSite: string | undefined,
  facts: SiteCheckFacts,
): WireSite | undefined {
  const target = asWireSite(accountSite);
  const current = wireSiteId(facts.site);
  if (target === undefined || target === current) return undefined;
  if (target === 'HKG' || current === 'HKG') return undefined;
  if (target === 'NLD' || current === 'NLD') return target;
  if (facts.loginOnly || facts.embedded) return undefined;
  return target;
}
