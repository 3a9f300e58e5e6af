/**
 * The residence prompts of behaviour §2 (their string codes: behaviour §8), one row per site
 * that asks (docs/decisions/074). A column of the site table in all but place: the sites'
 * rows (`SITES`) ride on every first visit of the widget, these only on the code that asks,
 * loaded after the first screen, and on the server.
 */
import {
  RESIDENCE_PROMPT_INTERVAL_EU_MS,
  RESIDENCE_PROMPT_INTERVAL_REGIONAL_MS,
} from './constants.js';
import type { RegionGroup } from './region-groups.js';
import type { SiteCode } from './sites.js';

export type ResidencePromptCode =
  | 'euSiteNoEuResidenceConfirm'
  | 'mainSiteEuResidenceConfirm'
  | 'ResidenceConfirm'
  | 'AeResidenceConfirm';

/**
 * A site's residence prompt: asked of a visitor whose region group (the IP info's
 * `group_country`) is `group` (`askedOf: 'in'`) or is not (`'out'`), at most once per
 * `intervalMs` after a Confirm; Cancel or closing goes to the `sister` site.
 */
export interface ResidencePrompt {
  code: ResidencePromptCode;
  group: RegionGroup;
  askedOf: 'in' | 'out';
  intervalMs: number;
  sister: SiteCode;
}

/** A prompt about EU residence comes back after 7 days, about Georgia's or the UAE's after 24 h. */
function prompt(
  code: ResidencePromptCode,
  group: RegionGroup,
  askedOf: 'in' | 'out',
  sister: SiteCode,
): ResidencePrompt {
  const intervalMs =
    group === 'eea' ? RESIDENCE_PROMPT_INTERVAL_EU_MS : RESIDENCE_PROMPT_INTERVAL_REGIONAL_MS;
  return { code, group, askedOf, intervalMs, sister };
}

/** The sites that ask; the others (HKG, TUR, KAZ, NLD, IDN) never do. */
export const RESIDENCE_PROMPTS: Readonly<Partial<Record<SiteCode, ResidencePrompt>>> = {
  BYBIT: prompt('mainSiteEuResidenceConfirm', 'eea', 'in', 'EU'),
  EU: prompt('euSiteNoEuResidenceConfirm', 'eea', 'out', 'BYBIT'),
  GEO: prompt('ResidenceConfirm', 'ge', 'out', 'BYBIT'),
  ARE: prompt('AeResidenceConfirm', 'ae', 'out', 'BYBIT'),
};

/**
 * The prompt a visitor of `site` whose IP info answered `groupCountry` is shown, or undefined
 * (the site asks nothing, or the visitor is where the site expects).
 */
export function residencePromptFor(
  site: SiteCode,
  groupCountry: string,
): ResidencePrompt | undefined {
  const rule = RESIDENCE_PROMPTS[site];
  if (!rule) return undefined;
  return (groupCountry === rule.group) === (rule.askedOf === 'in') ? rule : undefined;
}
