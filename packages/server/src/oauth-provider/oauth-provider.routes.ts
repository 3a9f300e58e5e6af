/**
 * The OpenID provider in the server (docs/decisions/076). The provider is a Koa application;
 * its paths (discovery at the root, the rest under OAUTH_PATH_PREFIX) are handed to it whole,
 * bodies unread, and the OAuth view's two calls are ordinary private calls of /x-api (the
 * session gate stands in front of both).
 */
import {
  oauthConfirmAuthCall,
  oauthGrantsCall,
  oauthPreAuthorizeCall,
  oauthRevokeCall,
  ok,
} from '@foyer/contract';
import {
  oauthConfirmAuthSchemas,
  oauthGrantsSchemas,
  oauthPreAuthorizeSchemas,
  oauthRevokeSchemas,
} from '@foyer/contract/schemas';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import type { Config } from '../config.js';
import { answer } from '../http/answer.js';
import { perMinute, type RouteContext, type RoutePlugin } from '../http/context.js';
import { route } from '../http/route.js';
import { signedInOf } from '../sessions/index.js';
import { grantedApps, revokeApp } from './oauth-grants.service.js';
import { answerAuthorization, describeAuthorization } from './oauth-interaction.service.js';
import { OAUTH_PATH_PREFIX, OAUTH_ROUTES } from './oauth-paths.js';
import type { ProviderHolder } from './oauth-provider-holder.js';

/**
 * The headers every provider answer carries: its pages are never framed (clickjacking,
 * RFC 9700 §4.16), and addresses holding codes or state never leak as a referrer.
 */
const PROVIDER_HEADERS = {
  'content-security-policy': "frame-ancestors 'none'",
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
} as const;

/** The provider's own paths, outside /x-api; register before the web app's pages. */
/** The provider's endpoints that authenticate a client or spend a code or a token. */
const SECRET_CHECKING_PATHS = [
  OAUTH_ROUTES.token,
  OAUTH_ROUTES.revocation,
  OAUTH_ROUTES.pushed_authorization_request,
];

export function oauthProviderMount(holder: ProviderHolder, config: Config) {
  // One request handler per provider the holder builds (Koa composes it once).
  const handlers = new WeakMap<Provider, ReturnType<Provider['callback']>>();
  const publicOrigin = new URL(config.publicOrigin);
  return async (app: FastifyInstance) => {
    // The provider reads its own bodies (form posts to the token endpoint): none is parsed here.
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', (_request, _payload, done) => done(null));
    const handOver = async (request: FastifyRequest, reply: FastifyReply) => {
      const provider = await holder.current();
      // The provider builds its addresses from the request: they are PUBLIC_ORIGIN's whatever
      // Host a client sent, and its client address is the one Fastify resolved (TRUST_PROXY).
      Object.assign(request.raw.headers, {
        'x-forwarded-host': publicOrigin.host,
        'x-forwarded-proto': publicOrigin.protocol.slice(0, -1),
        'x-forwarded-for': request.ip,
      });
      reply.hijack();
      for (const [name, value] of Object.entries(PROVIDER_HEADERS)) {
        reply.raw.setHeader(name, value);
      }
      const handler = handlers.get(provider) ?? provider.callback();
      handlers.set(provider, handler);
      handler(request.raw, reply.raw);
    };
    // Limited per IP like the API (which the global limit alone covers); the endpoints that
    // check a client's secret or spend a code or token, like log-in.
    const limit = (max: number) => ({
      rateLimit: { max, timeWindow: 60_000, allowList: () => false },
    });
    const general = { config: limit(config.rateLimitPerMinute) };
    const secrets = { config: limit(config.rateLimitLoginPerMinute) };
    app.all(`${OAUTH_PATH_PREFIX}/*`, general, handOver);
    app.get('/.well-known/openid-configuration', general, handOver);
    for (const path of SECRET_CHECKING_PATHS)
      app.post(`${OAUTH_PATH_PREFIX}${path}`, secrets, handOver);
  };
}

/** pre_authorize and confirm_auth (behaviour §7's OAuth calls). */
export function oauthInteractionRoutes(ctx: RouteContext, holder: ProviderHolder): RoutePlugin {
  return async (app) => {
    route(
      app,
      oauthPreAuthorizeCall,
      oauthPreAuthorizeSchemas,
      {},
      async function preAuthorize(query, request, reply) {
        const provider = await holder.current();
        const person = signedInOf(request);
        const outcome = await describeAuthorization(ctx, provider, query.uid, person);
        return answer(reply, outcome, (result) => ok(result));
      },
    );

    route(
      app,
      oauthConfirmAuthCall,
      oauthConfirmAuthSchemas,
      // It hands out authorization: limited like log-in.
      { config: perMinute(ctx.config.rateLimitLoginPerMinute) },
      async function confirmAuth(body, request, reply) {
        const provider = await holder.current();
        const person = signedInOf(request);
        const outcome = await answerAuthorization(ctx, provider, body.uid, person, body.confirm);
        return answer(reply, outcome, (result) => ok(result));
      },
    );

    // The security page's granted apps (decision 080).
    route(app, oauthGrantsCall, oauthGrantsSchemas, {}, async function grants(_q, request, reply) {
      const { accountId } = signedInOf(request);
      const outcome = await grantedApps(ctx, await holder.current(), accountId);
      return answer(reply, outcome, (result) => ok(result));
    });

    route(
      app,
      oauthRevokeCall,
      oauthRevokeSchemas,
      {},
      async function revoke(body, request, reply) {
        const { accountId } = signedInOf(request);
        const outcome = await revokeApp(ctx, accountId, body.client_id);
        return answer(reply, outcome, (result) => ok(result));
      },
    );
  };
}
