/**
 * The OAuth view's pages answer for the client their address names (docs/decisions/079): they
 * may be framed by that partner app and no one else, and they show its logo. Its pages
 * (`/{lang}/oauth…`, `/{site}/oauth-authorized`, `/{lang}/{site}/oauth-authorized`) carry `frame-ancestors 'self'` plus the origins
 * of the redirect URIs of the client `client_id` names, and `img-src` plus the origin of that
 * client's logo. Any other page, an unknown client or no client keeps the app's policy as it
 * is. The provider's own endpoints are never framed (decision 076).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ProviderHolder } from './oauth-provider-holder.js';

/**
 * `/oauth`, `/oauth-login`, `/oauth-register`, `/oauth-authorized` after one segment or none, and
 * `/oauth-authorized` after two: the language and the site, where the view goes after
 * pre-authorize (decision 091).
 */
const VIEW_PATH =
  /^(?:(?:\/[^/]+)?\/oauth(?:-login|-register|-authorized)?|\/[^/]+\/[^/]+\/oauth-authorized)\/?$/i;

/** What the view's policy adds for one client. */
export interface ClientSources {
  /** The origins its redirect URIs are on: where its app may frame the view. */
  frameAncestors: string[];
  /** The origin of its logo (https, or http on loopback: oauth-clients.service.ts). */
  img: string[];
}

const originOf = (uri: string | undefined): string[] => {
  const origin = uri ? URL.parse(uri)?.origin : undefined;
  return origin && origin !== 'null' ? [origin] : [];
};

/** The sources a registered client adds to the view's policy; none for an unknown one. */
export async function clientSources(
  holder: ProviderHolder,
  clientId: string,
): Promise<ClientSources> {
  const provider = await holder.current();
  const client = await provider.Client.find(clientId).catch(() => undefined);
  return {
    frameAncestors: [...new Set((client?.redirectUris ?? []).flatMap(originOf))],
    img: originOf(client?.logoUri),
  };
}

/** The policy with `sources` added to `directive`'s list (the list helmet wrote). */
function widened(csp: string, directive: string, sources: string[]): string {
  if (sources.length === 0) return csp;
  return csp.replace(
    new RegExp(`${directive} ([^;]*)`),
    (_all, listed: string) =>
      `${directive} ${[...listed.trim().split(/\s+/), ...sources].join(' ')}`,
  );
}

/** An onSend hook: widens the view's frame-ancestors and img-src for its client. */
export function oauthViewFraming(holder: ProviderHolder) {
  return async function frameForClient(
    request: FastifyRequest,
    reply: FastifyReply,
    payload: unknown,
  ): Promise<unknown> {
    // Every answer passes here: most have no client_id at all, and go without a URL parse.
    if (!request.url.includes('client_id=')) return payload;
    const url = URL.parse(request.url, 'http://foyer.invalid');
    const clientId = url?.searchParams.get('client_id');
    if (!url || !clientId || !VIEW_PATH.test(url.pathname)) return payload;
    const csp = reply.getHeader('content-security-policy');
    if (typeof csp !== 'string') return payload;
    const sources = await clientSources(holder, clientId);
    if (sources.frameAncestors.length === 0) return payload;
    reply.header(
      'content-security-policy',
      widened(widened(csp, 'frame-ancestors', sources.frameAncestors), 'img-src', sources.img),
    );
    // Browsers ignore X-Frame-Options when frame-ancestors is given; an old one would refuse.
    reply.removeHeader('x-frame-options');
    return payload;
  };
}
