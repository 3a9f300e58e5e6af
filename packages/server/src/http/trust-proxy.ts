/**
 * TRUST_PROXY (config.ts) in Fastify's terms (docs/decisions/037). Never `true`: that would
 * let any client name its own address in X-Forwarded-For, and every per-IP limit, IP ban
 * and geo rule would follow the name it chose.
 */
import type { FastifyServerOptions } from 'fastify';
import type { TrustedProxies } from '../config.js';

export function fastifyTrustProxy(trusted: TrustedProxies): FastifyServerOptions['trustProxy'] {
  if (trusted === false) return false;
  // Fastify's proxy-addr list: only a peer inside one of these, then each hop inside them.
  if ('addresses' in trusted) return trusted.addresses;
  // A hop count is passed as a function, as Express reads it (the nearest N hops are
  // proxies): Fastify 5 reads a bare number as "trust no one". It assumes the server is
  // reachable only through those proxies; a listed address does not.
  const { hops } = trusted;
  return (_address: string, hop: number) => hop < hops;
}
