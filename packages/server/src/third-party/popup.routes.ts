/**
 * The server's popup sign-in (behaviour §3 "Third-party popup", docs/decisions/061, 107): the
 * authorize page under /x-api, the provider's callback outside it. The rules are the flow's
 * (popup-flow.ts); these read the request and answer.
 */
import {
  API_PATH_PREFIX,
  ok,
  thirdPartyAuthorizeCall,
  type ThirdPartyProvider,
} from '@foyer/contract';
import { thirdPartyAuthorizeSchemas, thirdPartyPopupProvider } from '@foyer/contract/schemas';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { reachedOverHttps, type Config } from '../config.js';
import { failure } from '../errors.js';
import { requestLanguage } from '../messages/catalog.js';
import { answer } from '../http/answer.js';
import { perMinute, type RouteContext, type RoutePlugin } from '../http/context.js';
import { route } from '../http/route.js';
import { sendCallbackPage } from './callback-page.js';
import {
  BINDING_COOKIE,
  BINDING_COOKIE_PATH,
  CALLBACK_PATH,
  FLOW_COOKIE,
  FLOW_TTL_MS,
  finishPopupFlow,
  newBrowserBinding,
  startPopupFlow,
  type CallbackParams,
} from './popup-flow.js';

/** The `:provider` of the path, when it is one of the popup's. */
const providerOf = (request: FastifyRequest) =>
  thirdPartyPopupProvider.safeParse((request.params as { provider?: unknown }).provider);

/** The popup's pages follow the log-in routes' limit. */
const popupLimit = (config: Config) => perMinute(config.rateLimitLoginPerMinute);

/**
 * Which of our origins the request came to, by its host: PUBLIC_ORIGIN or one of SITE_ORIGINS
 * (the origin as configured, never one built from the request); undefined for any other host.
 */
export function ourOriginOf(config: Config, request: FastifyRequest): string | undefined {
  const host = request.host.toLowerCase();
  return [config.publicOrigin, ...config.siteOrigins].find((origin) => {
    const url = new URL(origin);
    // The request's host read with the origin's scheme, so a default port matches its absence.
    return URL.canParse(`${url.protocol}//${host}`)
      ? new URL(`${url.protocol}//${host}`).host === url.host
      : false;
  });
}

export function thirdPartyAuthorizeRoutes(ctx: RouteContext): RoutePlugin {
  return async (app) => {
    route(
      app,
      thirdPartyAuthorizeCall,
      thirdPartyAuthorizeSchemas,
      { config: popupLimit(ctx.config) },
      async function thirdPartyAuthorize(query, request, reply) {
        const provider = providerOf(request);
        if (!provider.success) {
          return answer(reply, failure({ kind: 'thirdPartyNotConfigured' }), ok);
        }
        const here = ourOriginOf(ctx.config, request);
        if (here === undefined) {
          return answer(reply, failure({ kind: 'thirdPartyOriginRefused' }), ok);
        }
        if (here !== ctx.config.publicOrigin) {
          return hopToPublicOrigin(ctx.config, reply, provider.data, here, query.lang);
        }

        // The widget's language (its `lang` query); the hop's binding, when it hopped.
        const flow = {
          origin: query.origin ?? here,
          language: requestLanguage(request),
          ...(query.binding === undefined ? {} : { hopBinding: query.binding }),
        };
        const started = await startPopupFlow(ctx, provider.data, flow, (reason) =>
          request.log.warn({ provider: provider.data, reason }, 'third-party popup not started'),
        );
        if (!started.ok) return answer(reply, started, ok);
        const https = reachedOverHttps(ctx.config);
        reply.setCookie(FLOW_COOKIE, started.value.browserSecret, {
          httpOnly: true,
          // Apple answers with a cross-site POST (form_post), which carries no Lax cookie.
          sameSite: provider.data === 'apple' && https ? 'none' : 'lax',
          secure: https,
          path: CALLBACK_PATH,
          maxAge: FLOW_TTL_MS / 1000,
        });
        // The widget is on this very host: its binding is set here (a hop set it on its own).
        const { bindingSecret } = started.value;
        if (bindingSecret !== undefined) setBindingCookie(ctx.config, reply, bindingSecret);
        return popupRedirect(reply, started.value.location);
      },
    );
  };
}

/**
 * The widget's host's cookie whose secret the sign-in and link calls carry (decision 107):
 * HttpOnly, Lax (the calls are the widget's own, same-site), under the API's path only, for as
 * long as the flow lives. A second popup replaces it, as it replaces the flow's cookie.
 */
function setBindingCookie(config: Config, reply: FastifyReply, secret: string): void {
  reply.setCookie(BINDING_COOKIE, secret, {
    httpOnly: true,
    sameSite: 'lax',
    secure: reachedOverHttps(config),
    path: BINDING_COOKIE_PATH,
    maxAge: FLOW_TTL_MS / 1000,
  });
}

/** The browser binding a sign-in or link call carries: its `foyer_tp_binding` secret. */
export const popupBindingOf = (request: FastifyRequest): string | undefined =>
  request.cookies[BINDING_COOKIE] || undefined;

/**
 * A popup opened on another of our sites runs on PUBLIC_ORIGIN and answers to that site, in
 * the widget's language; the browser's binding secret is set here, on the widget's host, and
 * only its SHA-256 travels to the flow.
 */
function hopToPublicOrigin(
  config: Config,
  reply: FastifyReply,
  provider: ThirdPartyProvider,
  origin: string,
  language: string | undefined,
): FastifyReply {
  const binding = newBrowserBinding();
  setBindingCookie(config, reply, binding.secret);
  const path = thirdPartyAuthorizeCall.path.replace(':provider', provider);
  const onPublic = new URL(`${API_PATH_PREFIX}${path}`, config.publicOrigin);
  onPublic.searchParams.set('origin', origin);
  if (language !== undefined) onPublic.searchParams.set('lang', language);
  onPublic.searchParams.set('binding', binding.hash);
  return popupRedirect(reply, onPublic.href);
}

/** A redirect of the popup that keeps its opener and tells the next page nothing. */
const popupRedirect = (reply: FastifyReply, location: string) =>
  reply
    .header('referrer-policy', 'no-referrer')
    .header('cross-origin-opener-policy', 'unsafe-none')
    .redirect(location, 302);

/** What the provider sent: query of a GET, form of Apple's POST; strings only. */
function paramsOf(request: FastifyRequest): CallbackParams {
  const source = (request.method === 'POST' ? request.body : request.query) as
    Record<string, unknown> | undefined;
  const text = (name: string) => {
    const value = source?.[name];
    return typeof value === 'string' ? value : undefined;
  };
  return { state: text('state'), code: text('code'), error: text('error'), iss: text('iss') };
}

/** The provider's callback, outside /x-api: register before the web app's fallback. */
export function thirdPartyCallbackRoutes(ctx: RouteContext): RoutePlugin {
  return async (app) => {
    // Apple posts its answer as a form (response_mode=form_post); only here.
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 32 * 1024 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    const rateLimit = { ...popupLimit(ctx.config).rateLimit, allowList: () => false };
    app.route({
      method: ['GET', 'POST'],
      url: `${CALLBACK_PATH}/:provider`,
      config: { rateLimit },
      async handler(request, reply) {
        const provider = providerOf(request);
        const acceptLanguage = request.headers['accept-language'];
        if (!provider.success) return sendCallbackPage(reply, {}, acceptLanguage);
        const done = await finishPopupFlow(
          ctx,
          provider.data,
          paramsOf(request),
          request.cookies[FLOW_COOKIE],
          (reason) =>
            request.log.warn({ provider: provider.data, reason }, 'third-party callback failed'),
        );
        reply.clearCookie(FLOW_COOKIE, { path: CALLBACK_PATH });
        return sendCallbackPage(reply, done, acceptLanguage);
      },
    });
  };
}
