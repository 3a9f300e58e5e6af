/**
 * Who may read the dev outbox (decision 109): whoever is on this machine. The configuration
 * alone (a loopback PUBLIC_ORIGIN, decision 037) said nothing about who asks: with
 * `HOST=0.0.0.0` any network reached the port and named the loopback Host. So each request
 * must arrive on a loopback socket, name a loopback host, and not be relayed by a proxy.
 */
import { isIPv4 } from 'node:net';
import type { FastifyRequest } from 'fastify';
import { isLoopbackHostname } from '../config/settings.js';

/** A Host header: a name or bracketed IPv6 address, and a port; nothing else (no user, path). */
const HOST_HEADER = /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(:\d{1,5})?$/i;

/** The socket's peer: 127.0.0.0/8, ::1, or IPv4-mapped 127.x. */
export function isLoopbackPeer(address: string | undefined): boolean {
  if (address === undefined) return false;
  const lower = address.toLowerCase();
  const v4 = lower.startsWith('::ffff:') ? lower.slice('::ffff:'.length) : lower;
  if (isIPv4(v4)) return v4.startsWith('127.');
  return lower === '::1';
}

/** A Host header that names this machine: localhost, *.localhost, 127.x, [::1]. */
export function isLoopbackHostHeader(host: string | undefined): boolean {
  if (host === undefined || !HOST_HEADER.test(host)) return false;
  try {
    return isLoopbackHostname(new URL(`http://${host}`).hostname);
  } catch {
    // Not a host a URL can hold (127.0.0.999): not this machine.
    return false;
  }
}

/** Headers a proxy adds for the client it relays: that client is not on this machine. */
const RELAYED_FOR = ['forwarded', 'x-forwarded-for', 'x-real-ip'] as const;

/**
 * Whether the request was made on this machine. The socket's address, not `request.ip`:
 * with TRUST_PROXY that one may come from X-Forwarded-For.
 */
export function askedOnThisMachine(request: FastifyRequest): boolean {
  if (!isLoopbackPeer(request.socket.remoteAddress)) return false;
  if (!isLoopbackHostHeader(request.headers.host)) return false;
  return RELAYED_FOR.every((header) => request.headers[header] === undefined);
}
