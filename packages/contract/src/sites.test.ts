import { describe, expect, it } from 'vitest';
import { CAPTCHA_SCENES } from './constants.js';
import { SITE_RULES, authCookieName, siteOffersLanguage } from './site-rules.js';
import {
  REGISTER_COMPLIANCE_SITES,
  SITES,
  SITE_CODES,
  isSiteCode,
  legalLinksFor,
  siteFromHost,
  wireSiteId,
  type SiteCode,
} from './sites.js';

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

describe('Every per-site rule in the one table', () => {
  const others = (...sites: SiteCode[]) => SITE_CODES.filter((code) => !sites.includes(code));

  it('EU locales: en, de, es, fr, it, nl, pl, pt, ro; Turkish site: tr-TUR and en-TR', () => {
    expect(SITE_RULES.EU.languages).toEqual(['en', 'de', 'es', 'fr', 'it', 'nl', 'pl', 'pt', 'ro']);
    expect(SITE_RULES.TUR.languages).toEqual(['tr-TUR', 'en-TR']);
    expect(siteOffersLanguage('EU', 'ja-JP')).toBe(false);
    expect(siteOffersLanguage('TUR', 'en')).toBe(false);
    expect(siteOffersLanguage('BYBIT', 'ja-JP')).toBe(true);
  });

  it('every row of the one table carries the columns of SITES', () => {
    for (const code of SITE_CODES) expect(SITE_RULES[code]).toMatchObject(SITES[code]);
  });

  it('implied phone country TR on the Turkish site, with no country selector', () => {
    expect(SITE_RULES.TUR.phoneCountrySelector).toBe(false);
    for (const code of others('TUR')) {
      expect(SITE_RULES[code].phoneCountrySelector).toBe(true);
      expect(SITE_RULES[code].impliedCountry).toBeUndefined();
    }
  });

  it('QR log-in on every site but the Turkish one', () => {
    expect(SITE_CODES.filter((code) => !SITE_RULES[code].qrLogin)).toEqual(['TUR']);
  });

  it('no third-party block on Kazakhstan; one Turkish button on the Turkish site', () => {
    expect(SITE_RULES.KAZ.thirdPartyBlock).toBe('none');
    expect(SITE_RULES.TUR.thirdPartyBlock).toBe('turkish');
    for (const code of others('KAZ', 'TUR')) expect(SITE_RULES[code].thirdPartyBlock).toBe('all');
  });

  it('captcha scenes: Turkish log-in 31013, EU log-in 31014, else 31000', () => {
    expect(SITE_RULES.TUR.loginCaptchaScene).toBe(31013);
    expect(SITE_RULES.EU.loginCaptchaScene).toBe(31014);
    for (const code of others('TUR', 'EU')) {
      expect(SITE_RULES[code].loginCaptchaScene).toBe(CAPTCHA_SCENES.login);
    }
  });

  it('reCAPTCHA only on regional sites', () => {
    expect(SITE_CODES.filter((code) => !SITE_RULES[code].recaptcha)).toEqual(['BYBIT']);
  });

  it('compliance endpoints on the compliance sites, also Turkish (decision 081)', () => {
    const compliance = SITE_CODES.filter((code) => SITE_RULES[code].complianceEndpoints);
    expect([...compliance].sort()).toEqual([...REGISTER_COMPLIANCE_SITES].sort());
    expect([...compliance].sort()).toEqual(
      (['TUR', 'KAZ', 'EU', 'GEO', 'IDN', 'ARE'] as SiteCode[]).sort(),
    );
  });

  it('ban check: self-unblock on the main, Hong Kong and Dutch sites; the account-banned toast where log-in is a compliance call (decision 153)', () => {
    const selfUnblock = SITE_CODES.filter((code) => SITE_RULES[code].selfUnblock);
    expect(selfUnblock).toEqual(['BYBIT', 'HKG', 'NLD']);
    for (const code of SITE_CODES) {
      expect(SITE_RULES[code].selfUnblock).toBe(!SITE_RULES[code].complianceEndpoints);
    }
  });

  it('legal links differ per region', () => {
    expect(legalLinksFor('BYBIT', 'en')).toEqual({ terms: '/en/terms', privacy: '/en/privacy' });
    expect(legalLinksFor('EU', 'de')).toEqual({ terms: '/de/eu/terms', privacy: '/de/eu/privacy' });
    const terms = SITE_CODES.map((code) => legalLinksFor(code, 'en').terms);
    expect(new Set(terms).size).toBe(9);
  });

  it("the operator's legal addresses win: per site, falling back to the main site's (128)", () => {
    const main = {
      terms: 'https://legal.example/{lang}/terms',
      privacy: 'https://legal.example/p',
    };
    const eu = { terms: 'https://eu.example/{lang}/t', privacy: 'https://eu.example/{lang}/p' };
    expect(legalLinksFor('EU', 'de', { BYBIT: main, EU: eu })).toEqual({
      terms: 'https://eu.example/de/t',
      privacy: 'https://eu.example/de/p',
    });
    expect(legalLinksFor('KAZ', 'kk-KZ', { BYBIT: main, EU: eu })).toEqual({
      terms: 'https://legal.example/kk-KZ/terms',
      privacy: 'https://legal.example/p',
    });
    // A table that names neither the site nor the main site leaves the site its own pages.
    expect(legalLinksFor('KAZ', 'en', { EU: eu })).toEqual(legalLinksFor('KAZ', 'en'));
    // One pair, as a host that serves one site gives it, counts for every site.
    expect(legalLinksFor('TUR', 'tr-TUR', main).terms).toBe('https://legal.example/tr-TUR/terms');
  });

  it('auth cookie: fixed prefix, environment label appended off the main environment', () => {
    expect(authCookieName('www.exchange.example')).toBe('foyer_token');
    expect(authCookieName('localhost')).toBe('foyer_token');
    expect(authCookieName('api-testnet.exchange.example')).toBe('foyer_token_testnet');
  });
});
