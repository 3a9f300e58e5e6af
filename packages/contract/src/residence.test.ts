import { describe, expect, it } from 'vitest';
import {
  RESIDENCE_PROMPT_INTERVAL_EU_MS,
  RESIDENCE_PROMPT_INTERVAL_REGIONAL_MS,
} from './constants.js';
import { groupCountryOf } from './region-groups.js';
import { RESIDENCE_PROMPTS, residencePromptFor } from './residence.js';
import { SITE_CODES, isSiteCode } from './sites.js';

describe('Residence prompts (behaviour §2 dialogs, §8 string codes)', () => {
  it.each([
    // euSiteNoEuResidenceConfirm: the EU site, a visitor outside the EEA.
    ['EU', '', 'euSiteNoEuResidenceConfirm'],
    ['EU', 'ge', 'euSiteNoEuResidenceConfirm'],
    ['EU', 'eea', undefined],
    // mainSiteEuResidenceConfirm: the main site, a visitor from the EEA.
    ['BYBIT', 'eea', 'mainSiteEuResidenceConfirm'],
    ['BYBIT', '', undefined],
    ['BYBIT', 'ae', undefined],
    // ResidenceConfirm: the Georgian site, a visitor outside Georgia.
    ['GEO', '', 'ResidenceConfirm'],
    ['GEO', 'eea', 'ResidenceConfirm'],
    ['GEO', 'ge', undefined],
    // AeResidenceConfirm: the UAE site, a visitor outside the UAE.
    ['ARE', 'eea', 'AeResidenceConfirm'],
    ['ARE', 'ae', undefined],
  ] as const)('the %s site, a visitor of group %j: %s', (site, group, code) => {
    expect(residencePromptFor(site, group)?.code).toBe(code);
  });

  it('the other sites ask no visitor', () => {
    for (const site of ['HKG', 'TUR', 'KAZ', 'NLD', 'IDN'] as const) {
      for (const group of ['', 'eea', 'ge', 'ae']) {
        expect(residencePromptFor(site, group)).toBeUndefined();
      }
    }
  });

  it('"Residence dialogs at most once per 24 h (regional) or 7 days (EU)"', () => {
    expect(RESIDENCE_PROMPT_INTERVAL_REGIONAL_MS).toBe(86_400_000);
    expect(RESIDENCE_PROMPT_INTERVAL_EU_MS).toBe(604_800_000);
    expect(RESIDENCE_PROMPTS.EU?.intervalMs).toBe(RESIDENCE_PROMPT_INTERVAL_EU_MS);
    expect(RESIDENCE_PROMPTS.BYBIT?.intervalMs).toBe(RESIDENCE_PROMPT_INTERVAL_EU_MS);
    expect(RESIDENCE_PROMPTS.GEO?.intervalMs).toBe(RESIDENCE_PROMPT_INTERVAL_REGIONAL_MS);
    expect(RESIDENCE_PROMPTS.ARE?.intervalMs).toBe(RESIDENCE_PROMPT_INTERVAL_REGIONAL_MS);
  });

  it('"cancel/close redirects to sister site": EU ↔ main, Georgia and the UAE → main', () => {
    expect(RESIDENCE_PROMPTS.EU?.sister).toBe('BYBIT');
    expect(RESIDENCE_PROMPTS.BYBIT?.sister).toBe('EU');
    expect(RESIDENCE_PROMPTS.GEO?.sister).toBe('BYBIT');
    expect(RESIDENCE_PROMPTS.ARE?.sister).toBe('BYBIT');
  });

  it('every row belongs to a site, and no site is its own sister', () => {
    for (const [site, rule] of Object.entries(RESIDENCE_PROMPTS)) {
      expect(isSiteCode(site)).toBe(true);
      expect(SITE_CODES).toContain(rule.sister);
      expect(rule.sister).not.toBe(site);
    }
  });
});

describe('Region groups of IP info group_country (behaviour §3)', () => {
  it.each([
    ['FR', 'eea'],
    ['NO', 'eea'],
    ['de', 'eea'],
    ['GE', 'ge'],
    ['AE', 'ae'],
    ['GB', ''],
    ['CH', ''],
    ['US', ''],
    ['', ''],
  ])('%j is in group %j', (country, group) => {
    expect(groupCountryOf(country)).toBe(group);
  });
});
