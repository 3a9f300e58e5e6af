import { describe, expect, it } from 'vitest';
import { siteToJumpTo, type SiteCheckFacts } from './site-check';

const main: SiteCheckFacts = { site: 'BYBIT', loginOnly: false, embedded: false };

describe('site check (behaviour §4): offer a jump when the registration site differs', () => {
  it('the same site: no jump', () => {
    expect(siteToJumpTo('BYBIT', main)).toBeUndefined();
    expect(siteToJumpTo('BYBIT', { ...main, site: 'EU' })).toBeUndefined();
  });
  it('not needed when either is HKG', () => {
    expect(siteToJumpTo('HKG', main)).toBeUndefined();
    expect(siteToJumpTo('NLD', { ...main, site: 'HKG' })).toBeUndefined();
  });
  it('forced when either is NLD, even for log-in-only flows and embedded modes', () => {
    expect(siteToJumpTo('NLD', main)).toBe('NLD');
    expect(siteToJumpTo('BYBIT', { ...main, site: 'NLD' })).toBe('BYBIT');
    expect(siteToJumpTo('NLD', { ...main, loginOnly: true, embedded: true })).toBe('NLD');
  });
  it('an answer without a known site: no jump', () => {
    expect(siteToJumpTo(undefined, main)).toBeUndefined();
    expect(siteToJumpTo('MARS', main)).toBeUndefined();
  });
});
