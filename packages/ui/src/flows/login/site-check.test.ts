import { describe, expect, it } from 'vitest';
import { siteToJumpTo, type SiteCheckFacts } from './site-check';

const main: SiteCheckFacts = { site: 'BYBIT', loginOnly: false, embedded: false };
/** An answer naming only the wire code: an account outside the grey release (decision 092). */
const wire = (currentSite: string) => ({ currentSite });
/** An answer of an account in the grey release: its own site of the nine as well. */
const own = (accountSite: string, currentSite = 'BYBIT') => ({ currentSite, accountSite });

describe('site check (behaviour §4): offer a jump when the registration site differs', () => {
  it('the same site: no jump', () => {
    expect(siteToJumpTo(wire('BYBIT'), main)).toBeUndefined();
    expect(siteToJumpTo(own('EU'), { ...main, site: 'EU' })).toBeUndefined();
  });
  it('not needed when either is HKG', () => {
    expect(siteToJumpTo(wire('HKG'), main)).toBeUndefined();
    expect(siteToJumpTo(wire('NLD'), { ...main, site: 'HKG' })).toBeUndefined();
    expect(siteToJumpTo(own('TUR'), { ...main, site: 'HKG' })).toBeUndefined();
  });
  it('forced when either is NLD, even for log-in-only flows and embedded modes', () => {
    expect(siteToJumpTo(wire('NLD'), main)).toBe('NLD');
    expect(siteToJumpTo(wire('BYBIT'), { ...main, site: 'NLD' })).toBe('BYBIT');
    expect(siteToJumpTo(wire('NLD'), { ...main, loginOnly: true, embedded: true })).toBe('NLD');
    expect(siteToJumpTo(own('GEO'), { ...main, site: 'NLD', loginOnly: true })).toBe('GEO');
  });
  it('an answer without a known site: no jump', () => {
    expect(siteToJumpTo({}, main)).toBeUndefined();
    expect(siteToJumpTo(wire('MARS'), main)).toBeUndefined();
    expect(siteToJumpTo(own('MARS', 'MARS'), main)).toBeUndefined();
  });
});

describe('site check across all nine sites, for an account in the grey release (decision 092)', () => {
  it('an account of any sister site is offered its own site', () => {
    for (const site of ['TUR', 'KAZ', 'EU', 'GEO', 'ARE', 'IDN'] as const) {
      expect(siteToJumpTo(own(site), main)).toBe(site);
    }
    expect(siteToJumpTo(own('BYBIT'), { ...main, site: 'KAZ' })).toBe('BYBIT');
    expect(siteToJumpTo(own('IDN'), { ...main, site: 'ARE' })).toBe('IDN');
  });
  it('outside the grey release the six count as the main site: no jump between them', () => {
    expect(siteToJumpTo(wire('BYBIT'), { ...main, site: 'EU' })).toBeUndefined();
    expect(siteToJumpTo(own('EU'), main)).toBe('EU');
  });
  it('not for log-in-only flows or embedded modes, unless NLD is one of the two', () => {
    expect(siteToJumpTo(own('EU'), { ...main, loginOnly: true })).toBeUndefined();
    expect(siteToJumpTo(own('EU'), { ...main, embedded: true })).toBeUndefined();
  });
});
