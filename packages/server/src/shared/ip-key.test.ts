import { describe, expect, it } from 'vitest';
import { ipKey } from './ip-key.js';

describe('ipKey: per-IP counters count an IPv6 client per /64', () => {
  it('two addresses in one /64 share a key, whatever their spelling', () => {
    const key = ipKey('2001:db8:1:2::1');
    expect(key).toBe('2001:db8:1:2::/64');
    expect(ipKey('2001:0db8:0001:0002:ffff:ffff:ffff:ffff')).toBe(key);
    expect(ipKey('2001:DB8:1:2:aaaa::bbbb')).toBe(key);
  });

  it('another /64 is another key', () => {
    expect(ipKey('2001:db8:1:3::1')).not.toBe(ipKey('2001:db8:1:2::1'));
    expect(ipKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(ipKey('::1')).toBe('0:0:0:0::/64');
    expect(ipKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });

  it('IPv4 counts per address, and an IPv4-mapped IPv6 address is its IPv4 address', () => {
    expect(ipKey('192.0.2.7')).toBe('192.0.2.7');
    expect(ipKey('::ffff:192.0.2.7')).toBe('192.0.2.7');
    expect(ipKey('192.0.2.8')).not.toBe(ipKey('192.0.2.7'));
  });

  it('an IPv4 tail in other IPv6 forms is read as two groups (NAT64 64:ff9b::/96)', () => {
    expect(ipKey('64:ff9b::192.0.2.7')).toBe('64:ff9b:0:0::/64');
    expect(ipKey('2001:db8:1:2:3:4:192.0.2.7')).toBe('2001:db8:1:2::/64');
  });

  it('something that is not an address is its own key (never thrown on)', () => {
    expect(ipKey('unknown')).toBe('unknown');
  });
});
