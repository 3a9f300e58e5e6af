import { describe, expect, it } from 'vitest';
import { legalLinksSetting } from './legal-links-setting';

describe("VITE_LEGAL_LINKS, the operator's legal addresses per site (128)", () => {
  it('unset: the reference pages', () => {
    expect(legalLinksSetting(undefined)).toBeUndefined();
    expect(legalLinksSetting(' ')).toBeUndefined();
  });

  it('a table of sites, each with its terms and privacy address', () => {
    const raw = JSON.stringify({
      BYBIT: { terms: 'https://legal.example/{lang}/terms', privacy: '/{lang}/privacy' },
      EU: { terms: 'https://eu.example/t', privacy: 'https://eu.example/p' },
    });
    expect(legalLinksSetting(raw)).toEqual(JSON.parse(raw));
  });

  it('the build refuses what would ship a dead or unsafe link', () => {
    expect(() => legalLinksSetting('{')).toThrow(/not JSON/);
    expect(() => legalLinksSetting('[]')).toThrow(/not an object/);
    expect(() => legalLinksSetting('{"XX":{"terms":"/t","privacy":"/p"}}')).toThrow(/XX/);
    expect(() => legalLinksSetting('{"EU":{"terms":"/t"}}')).toThrow(/EU.privacy/);
    expect(() =>
      legalLinksSetting('{"EU":{"terms":"javascript:alert(1)","privacy":"/p"}}'),
    ).toThrow(/EU.terms/);
    expect(() => legalLinksSetting('{"EU":{"terms":"//evil.example","privacy":"/p"}}')).toThrow();
  });
});
