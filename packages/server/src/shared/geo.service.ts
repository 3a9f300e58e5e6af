/**
 * The visitor's country from a CIDR table (GEO_TABLE: a CSV of `cidr,country` lines, IPv4
 * and IPv6; blank lines, `#` comments and a `cidr,country` header are skipped). The first
 * matching line wins. No table, or no match, gives ''.
 *
 * The country column may also hold an ISO 3166-2 subdivision ('CA-ON'), so a region
 * behaviour §9 names (Ontario) can be told apart: `countryOf` answers its country ('CA'),
 * `placeOf` the subdivision itself (docs/decisions/029).
 */
import { BlockList } from 'node:net';
import { parseRange, plainAddress } from './ip-ranges.js';

export interface GeoLookup {
  countryOf(ip: string): string;
  /** The country or, when the table names one, the ISO 3166-2 subdivision ('CA-ON'). */
  placeOf(ip: string): string;
}

export const noGeo: GeoLookup = { countryOf: () => '', placeOf: () => '' };

interface CountryRanges {
  country: string;
  ranges: BlockList;
}

export function parseGeoTable(csv: string): GeoLookup {
  const table: CountryRanges[] = [];
  csv.split(/\r?\n/).forEach((line, index) => {
    const text = line.trim();
    if (text === '' || text.startsWith('#') || /^cidr\s*,/i.test(text)) return;
    const { country, address, prefix, family } = parseLine(text, index + 1);
    let entry = table.find((row) => row.country === country);
    if (!entry) table.push((entry = { country, ranges: new BlockList() }));
    entry.ranges.addSubnet(address, prefix, family);
  });
  const placeOf = (ip: string): string => {
    const plain = plainAddress(ip);
    if (!plain) return '';
    return table.find((row) => row.ranges.check(plain.address, plain.family))?.country ?? '';
  };
  return { placeOf, countryOf: (ip) => placeOf(ip).split('-')[0] ?? '' };
}

function parseLine(text: string, lineNumber: number) {
  const fail = (why: string) => new Error(`GEO_TABLE line ${lineNumber}: ${why} ("${text}")`);
  const [cidr = '', rawCountry = ''] = text.split(',').map((part) => part.trim());
  const [address = ''] = cidr.split('/');
  if (!plainAddress(address)) throw fail('not an IP address');
  // The table names ranges: one address alone, without its prefix length, is refused.
  const range = cidr.includes('/') ? parseRange(cidr) : undefined;
  if (!range) throw fail('bad prefix length');
  const country = rawCountry.toUpperCase();
  if (!/^[A-Z]{2}(-[A-Z0-9]{1,3})?$/.test(country)) {
    throw fail('country must be an ISO 3166 alpha-2 code (or an ISO 3166-2 subdivision)');
  }
  return { country, ...range };
}
