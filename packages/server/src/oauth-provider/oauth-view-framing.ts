/**
 * The OAuth view may be framed by the partner app that asked for it, and by no one else
 * (docs/decisions/079): its pages (`/{lang}/oauth…`, `/{site}/oauth-authorized`) carry
 * `frame-ancestors 'self'` plus the origins of the redirect URIs of the client the address
 * names (`client_id`). Any other page, an unknown client or no client keeps the app's
 * `frame-ancestors` as it is. The provider's own endpoints are never framed (decision 076).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ProviderHolder } from './oauth-provider-holder.js';

/** `/oauth`, `/oauth-login`, `/oauth-register`, `/oauth-authorized` after one segment or none. */
const VIEW_PATH = /^(?:\/[^/]+)?\/oauth(?:-login|-register|-authorized)?\/?$/i;

/** The origins a client's redirect URIs are on: where its app may frame the view. */
export async function framingOrigins(holder: ProviderHolder, clientId: string): Promise<string[]> {
  const provider = await holder.current();
  const client = await provider.Client.find(clientId).catch(() => undefined);
  const origins = (client?.redirectUris ?? [])
    .map((uri) => URL.parse(uri)?.origin)
    .filter((origin): origin is string => Boolean(origin) && origin !== 'null');
  return [...new Set(origins)];
}

/** An onSend hook: widens the view's frame-ancestors to its client's origins. */
export function oauthViewFraming(holder: ProviderHolder) {
  return async function frameForClient(
    request: FastifyRequest,
    reply: FastifyReply,
    payload: unknown,
  ): Promise<unknown> {
    const url = URL.parse(request.url, 'http://foyer.invalid');
    const clientId = url?.searchParams.get('client_id');
    if (!url || !clientId || !VIEW_PATH.test(url.pathname)) return payload;
    const csp = reply.getHeader('content-security-policy');
    if (typeof csp !== 'string') return payload;
    const origins = await framingOrigins(holder, clientId);
    if (origins.length === 0) return payload;
    reply.header(
      'content-security-policy',
      csp.replace(
        /frame-ancestors ([^;]*)/,
        (_all, sources: string) =>
          `frame-ancestors ${[...sources.trim().split(/\s+/), ...origins].join(' ')}`,
      ),
    );
    // Browsers ignore X-Frame-Options when frame-ancestors is given; an old one would refuse.
    reply.removeHeader('x-frame-options');
    return payload;
  };
}
