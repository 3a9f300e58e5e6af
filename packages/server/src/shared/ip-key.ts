/**
 * The key a per-IP counter or rate limit counts under (docs/decisions/037). An IPv6 client
 * usually holds a whole /64 and can pick any address in it, so counting per /128 would give
 * it 2^64 fresh budgets: IPv6 addresses count per /64. IPv4 (IPv4-mapped IPv6 included)
 * counts per address. IP bans and geo rules match the address itself, not this key.
 */
import { isIP } from 'node:net';
import { plainAddress } from './ip-ranges.js';

const IPV6_GROUPS = 8;
const PREFIX_GROUPS = 4;

/** '192.0.2.7' → '192.0.2.7'; '2001:db8:1:2:aa::1' → '2001:db8:1:2::/64'. */
export function ipKey(ip: string): string {
  const plain = plainAddress(ip.split('%')[0] ?? ip);
  if (!plain) return ip;
  if (plain.family === 'ipv4') return plain.address;
  const groups = ipv6Groups(plain.address);
  return `${groups.slice(0, PREFIX_GROUPS).join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address, as lower-case hex without leading zeros. */
function ipv6Groups(address: string): string[] {
  const [head = '', tail] = address.toLowerCase().split('::');
  const parts = (text: string | undefined) => (text ? text.split(':').flatMap(groupsOf) : []);
  const left = parts(head);
  const right = parts(tail);
  const zeros = Array<string>(IPV6_GROUPS - left.length - right.length).fill('0');
  return [...left, ...(tail === undefined ? [] : zeros), ...right].map((group) =>
    Number.parseInt(group, 16).toString(16),
  );
}

/** One group, or the two groups of an embedded IPv4 tail ('::ffff:1.2.3.4', '64:ff9b::…'). */
function groupsOf(part: string): string[] {
  if (isIP(part) !== 4) return [part];
  const [a = 0, b = 0, c = 0, d = 0] = part.split('.').map(Number);
  return [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
}
