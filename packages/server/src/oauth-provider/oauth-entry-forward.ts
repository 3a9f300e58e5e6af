/**
 * SPEC's entry address for a partner app, `/oauth?response_type=…&client_id=…&redirect_uri=…
 * &scope=…&state=…` (also after a language segment), is the provider's authorization request
 * sent to the view's address. The view reads only the provider's `uid`, so such a request goes
 * on to the provider's `/oauth2/auth` with its query whole (docs/decisions/079); the provider
 * checks it and sends the browser back to the view with a `uid`.
 */
import { tableLanguage } from '@foyer/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { OAUTH_PATH_PREFIX, OAUTH_ROUTES } from './oauth-paths.js';

/** `/oauth` alone or after one segment, in any case, as the web app routes it. */
const ENTRY_PATH = /^(?:\/([^/]+))?\/oauth\/?$/i;

/**
 * Where an address of the view goes instead, or undefined when it stays the view: only an
 * authorization request (it names a `response_type`) at `/oauth` or `/{lang}/oauth` moves.
 * The language segment becomes `ui_locales` when the partner named none, so the view that
 * comes back speaks the address's language.
 */
export function authorizationForward(url: string): string | undefined {
  const address = URL.parse(url, 'http://foyer.invalid');
  const entry = address ? ENTRY_PATH.exec(address.pathname) : null;
  if (!address || !entry || !address.searchParams.has('response_type')) return undefined;
  const segment = entry[1];
  // A language of the table (decision 077), in any case, as the web app reads a first segment.
  const lang = tableLanguage(segment);
  if (segment !== undefined && !lang) return undefined;
  const query = new URLSearchParams(address.searchParams);
  if (lang && !query.has('ui_locales')) query.set('ui_locales', lang);
  return `${OAUTH_PATH_PREFIX}${OAUTH_ROUTES.authorization}?${query.toString()}`;
}

/** An onRequest hook: a 302 to the provider for SPEC's entry address. */
export async function forwardAuthorizationRequest(
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply | undefined> {
  if (request.method !== 'GET' && request.method !== 'HEAD') return undefined;
  const target = authorizationForward(request.url);
  // Answered here: the hook returns the reply so that no route runs after it.
  return target ? reply.redirect(target, 302) : undefined;
}
