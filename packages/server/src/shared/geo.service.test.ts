import { describe, expect, it } from 'vitest';
import { parseGeoTable } from './geo.service.js';

describe('geo: country of an IP from a CIDR table', () => {
  const geo = parseGeoTable(
    [
      'cidr,country',
      '# test ranges',
      '203.0.113.0/24,au',
      '198.51.100.0/25,DE',
      '2001:db8::/32,FR',
      '',
    ].join('\n'),
  );

  it('matches IPv4, IPv4-mapped IPv6 and IPv6', () => {
    expect(geo.countryOf('203.0.113.7')).toBe('AU');
    expect(geo.countryOf('::ffff:198.51.100.1')).toBe('DE');
    expect(geo.countryOf('2001:db8::1')).toBe('FR');
  });

  it("answers '' when nothing matches or the address is not an IP", () => {
    expect(geo.countryOf('198.51.100.200')).toBe('');
    expect(geo.countryOf('127.0.0.1')).toBe('');
    expect(geo.countryOf('nonsense')).toBe('');
  });

  it('names the line of a bad row', () => {
    expect(() => parseGeoTable('10.0.0.0/8,DE\n10.0.0.0/99,FR')).toThrow(/GEO_TABLE line 2/);
    expect(() => parseGeoTable('10.0.0.0/8,Germany')).toThrow(/line 1: country/);
  });
});

describe('geo: a region of behaviour §9 (Ontario) as an ISO 3166-2 subdivision (decision 029)', () => {
  const geo = parseGeoTable('203.0.113.16/28,CA-ON\n203.0.113.0/24,CA\n');

  it('the subdivision line answers its country and, as place, the subdivision', () => {
    expect(geo.countryOf('203.0.113.17')).toBe('CA');
    expect(geo.placeOf('203.0.113.17')).toBe('CA-ON');
  });

  it('the rest of the country answers the country as place', () => {
    expect(geo.placeOf('203.0.113.200')).toBe('CA');
  });
});
