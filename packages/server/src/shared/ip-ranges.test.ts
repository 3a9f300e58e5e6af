import { describe, expect, it } from 'vitest';
import { parseRange, plainAddress, rangeSet, rangeText } from './ip-ranges.js';

describe('IP ranges (GEO_TABLE, IP bans)', () => {
  it('reads addresses and CIDR ranges, IPv4 and IPv6; one address is a /32 or /128', () => {
    expect(rangeText(parseRange('10.1.2.3')!)).toBe('10.1.2.3/32');
    expect(rangeText(parseRange('10.0.0.0/8')!)).toBe('10.0.0.0/8');
    expect(rangeText(parseRange('2001:db8::/32')!)).toBe('2001:db8::/32');
    expect(rangeText(parseRange('::1')!)).toBe('::1/128');
  });

  it.each(['', 'x', '10.0.0.0/33', '10.0.0.0/', '10.0.0.0/8/1', '::/129', '10.0.0.0/-1', '1.2.3'])(
    'refuses %j',
    (text) => {
      expect(parseRange(text)).toBeUndefined();
    },
  );

  it('an IPv4-mapped IPv6 address is the IPv4 address', () => {
    expect(plainAddress('::ffff:192.0.2.7')).toEqual({ address: '192.0.2.7', family: 'ipv4' });
    expect(plainAddress('nonsense')).toBeUndefined();
  });

  it('a set of ranges contains exactly the addresses inside them', () => {
    const set = rangeSet([parseRange('192.0.2.0/24')!, parseRange('2001:db8::/32')!]);
    expect(set.has('192.0.2.200')).toBe(true);
    expect(set.has('::ffff:192.0.2.1')).toBe(true);
    expect(set.has('192.0.3.1')).toBe(false);
    expect(set.has('2001:db8:1::5')).toBe(true);
    expect(set.has('2001:db9::1')).toBe(false);
    expect(set.has('')).toBe(false);
  });
});
