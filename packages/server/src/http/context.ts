/** What the route plugins are given: the service dependencies plus the look-up tables. */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestLanguage } from '../messages/catalog.js';
import type { CaptchaGate } from '../captcha/index.js';
import type { CountryList, PromoConfig } from '../site/index.js';
import type { MessagingDeps, ServiceDeps } from '../shared/deps.js';
import type { GeoLookup } from '../shared/geo.service.js';
import type { IssuerEndpoints, IssuerKeys } from '../third-party/index.js';

export interface RouteContext extends ServiceDeps {
  countryList: CountryList;
  geo: GeoLookup;
  captcha: CaptchaGate;
  promoConfig: PromoConfig;
  /** The third-party issuers' signing keys, one cache for the life of the server (059). */
  idTokenKeys: IssuerKeys;
  /** The issuers' discovery documents, read once (the popup sign-in, decision 061). */
  endpointsOf: (issuer: string) => Promise<IssuerEndpoints>;
}

/** A route plugin whose schemas are the contract's zod schemas. */
export type RoutePlugin = FastifyPluginAsyncZod;

/** A per-route rate limit: `max` requests per IP per minute. */
export const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: 60_000 } });

/**
 * The context of one request to a service that sends messages: the route context with the
 * request's message language (decision 098).
 */
export function withLanguage(
  ctx: RouteContext,
  request: FastifyRequest,
): RouteContext & MessagingDeps {
  return { ...ctx, language: requestLanguage(request) };
}
