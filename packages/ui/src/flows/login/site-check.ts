/**
 * behaviour §4 "Site check": when the account's site differs from the site the log-in was made
 * on, the widget offers a jump to the account's site before completing. Pure.
 */
import { isSiteCode, wireSiteId, type SiteCode } from '@foyer/contract';

export interface SiteCheckFacts {
  /** The site this widget serves. */
  site: SiteCode;
  /** Registration is hidden (onlyLogin mode, behaviour §1). */
  loginOnly: boolean;
  /** An embedded mode (OAuth-embedded view) that never jumps. */
  embedded: boolean;
}

/**
 * What a signed-in answer says of the account's site: `currentSite`, a wire code (HKG, BYBIT or
 * NLD; the other six count as BYBIT), and for an account in the grey release `accountSite`,
 * any of the nine (decision 092).
 */
export interface AccountSiteAnswer {
  currentSite?: string | undefined;
  accountSite?: string | undefined;
}

/** The two sites to compare: the nine when the answer names the account's own, else wire codes. */
function sitesToCompare(
  { accountSite, currentSite }: AccountSiteAnswer,
  here: SiteCode,
): { target: SiteCode | undefined; current: SiteCode } {
  if (accountSite !== undefined && isSiteCode(accountSite)) {
    return { target: accountSite, current: here };
  }
  const wire = currentSite === 'HKG' || currentSite === 'BYBIT' || currentSite === 'NLD';
  return { target: wire ? currentSite : undefined, current: wireSiteId(here) };
}

/**
 * The site to jump to, or undefined when none is needed: not when the sites agree or the
 * account's site is unknown; never when either is HKG; always when either is NLD; not for
 * log-in-only flows or embedded modes; otherwise whenever they differ.
 */
export function siteToJumpTo(
  answer: AccountSiteAnswer,
  facts: SiteCheckFacts,
): SiteCode | undefined {
  const { target, current } = sitesToCompare(answer, facts.site);
  if (target === undefined || target === current) return undefined;
  if (target === 'HKG' || current === 'HKG') return undefined;
  if (target === 'NLD' || current === 'NLD') return target;
  if (facts.loginOnly || facts.embedded) return undefined;
  return target;
}
