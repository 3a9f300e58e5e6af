/** IP addresses and CIDR ranges, IPv4 and IPv6, as the GEO_TABLE and IP bans use them. */
import { BlockList, isIP } from 'node:net';

export type IpFamily = 'ipv4' | 'ipv6';

export interface IpRange {
  address: string;
  prefix: number;
  family: IpFamily;
}

/** A request's address as Node reports it, with IPv4-mapped IPv6 ('::ffff:1.2.3.4') unwrapped. */
export function plainAddress(ip: string): { address: string; family: IpFamily } | undefined {
  const address = ip.startsWith('::ffff:') && isIP(ip.slice(7)) === 4 ? ip.slice(7) : ip;
  const version = isIP(address);
  if (version === 0) return undefined;
  return { address, family: version === 4 ? 'ipv4' : 'ipv6' };
}

/** 'a.b.c.d/n', 'x:y::/n', or one address (then /32 or /128); undefined when it is neither. */
export function parseRange(text: string): IpRange | undefined {
  const [rawAddress = '', rawPrefix, extra] = text.trim().split('/');
  if (extra !== undefined) return undefined;
  const plain = plainAddress(rawAddress);
  if (!plain) return undefined;
  const max = plain.family === 'ipv4' ? 32 : 128;
  if (rawPrefix === undefined) return { ...plain, prefix: max };
  if (!/^\d{1,3}$/.test(rawPrefix) || Number(rawPrefix) > max) return undefined;
  return { ...plain, prefix: Number(rawPrefix) };
}

export function rangeText(range: IpRange): string {
  return `${range.address}/${range.prefix}`;
}

/** A set of ranges to test addresses against. */
export function rangeSet(ranges: readonly IpRange[]): { has(ip: string): boolean } {
  const list = new BlockList();
  for (const range of ranges) list.addSubnet(range.address, range.prefix, range.family);
  return {
    has(ip) {
      const plain = plainAddress(ip);
      return plain !== undefined && list.check(plain.address, plain.family);
    },
  };
}
