import { describe, expect, it } from 'vitest';
import { SITES, SITE_CODES, isSiteCode, siteFromHost, wireSiteId, type SiteCode } from './sites.js';

describe('Site from host', () => {
  it.each([
    ['hk.example.com', 'HKG'],
    ['example.ae', 'ARE'],
    ['www.example.com', 'BYBIT'],
    ['localhost', 'BYBIT'],
    ['127.0.0.1', 'BYBIT'],
    ['tr.example.com', 'TUR'],
    ['kz.example.com', 'KAZ'],
    ['eu.example.com', 'EU'],
    ['example.nl', 'NLD'],
    ['example.ge', 'GEO'],
    ['id.example.com', 'IDN'],
    ['HK.Example.COM', 'HKG'],
  ] as const)('%s is the %s site', (host, site) => {
    expect(siteFromHost(host)).toBe(site);
  });

  it('a label inside the host names no site', () => {
    expect(siteFromHost('www.hk.example.com')).toBe('BYBIT');
    expect(siteFromHost('example.ae.example.com')).toBe('BYBIT');
  });
});

describe('Site id on the wire', () => {
  it.each([
    ['HKG', 'HKG'],
    ['NLD', 'NLD'],
    ['BYBIT', 'BYBIT'],
    ['TUR', 'BYBIT'],
    ['KAZ', 'BYBIT'],
    ['EU', 'BYBIT'],
    ['GEO', 'BYBIT'],
    ['ARE', 'BYBIT'],
    ['IDN', 'BYBIT'],
  ] as const)('x-refer-site-id of %s is %s', (site, wire) => {
    expect(wireSiteId(site)).toBe(wire);
  });

  it('every site has a wire id', () => {
    for (const site of SITE_CODES) expect(['HKG', 'BYBIT', 'NLD']).toContain(wireSiteId(site));
  });
});

describe('The site table', () => {
  it('nine regional sites, each row keyed by its own code', () => {
    expect(SITE_CODES).toHaveLength(9);
    for (const code of SITE_CODES) expect(SITES[code].code).toBe(code);
  });

  it('isSiteCode accepts the nine codes only', () => {
    for (const code of SITE_CODES) expect(isSiteCode(code)).toBe(true);
    expect(isSiteCode('hkg')).toBe(false);
    expect(isSiteCode('USA')).toBe(false);
  });

  it('no host label selects two sites', () => {
    const labels = SITE_CODES.flatMap((code) => SITES[code].hostLabels);
    expect(new Set(labels).size).toBe(labels.length);
  });

  it('Turkish site has three checkboxes all required', () => {
    expect(SITES.TUR.termsCheckboxes).toBe(3);
    for (const code of SITE_CODES.filter((c) => c !== 'TUR')) {
      expect(SITES[code].termsCheckboxes).toBe(1);
    }
  });

  it('KZ, EU, GEO, IDN, ARE treat checkbox state separately', () => {
    const separate = SITE_CODES.filter((code) => SITES[code].separateTermsState);
    expect([...separate].sort()).toEqual((['KAZ', 'EU', 'GEO', 'IDN', 'ARE'] as SiteCode[]).sort());
  });

  it('terms checkbox on the login view: the sites that treat checkbox state separately (decision 023)', () => {
    const onLogin = SITE_CODES.filter((code) => SITES[code].loginTerms);
    expect([...onLogin].sort()).toEqual((['KAZ', 'EU', 'GEO', 'IDN', 'ARE'] as SiteCode[]).sort());
  });

  it('EU has optional news opt-in', () => {
    expect(SITE_CODES.filter((code) => SITES[code].newsOptIn)).toEqual(['EU']);
  });

  it('Turkish site: default language tr-TUR, country implied, no QR login', () => {
    expect(SITES.TUR).toMatchObject({
      defaultLanguage: 'tr-TUR',
      impliedCountry: 'TR',
      qrLogin: false,
    });
  });
});
