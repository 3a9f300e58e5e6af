/**
 * Every answer the framework decides is the envelope too: invalid input (400, 10004),
 * unknown path (404, 10404), wrong method on a known path (405, 10405), oversized body
 * (413, 10413), rate-limited (429, 10006), and bugs (500, 10500 with a generic message; the
 * error is logged, never answered).
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { httpFailure } from '../errors.js';
import { validationMessage } from './validation-message.js';
import { decodedPath } from './routed-path.js';

/** Fastify error codes whose plain meaning is worth telling the client. */
const CLIENT_DETAILS: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'body: malformed JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'body: empty JSON body',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'body: send application/json',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'body: content-length does not match the body',
  FST_ERR_BAD_URL: 'url: malformed',
};

/** Fallback for GET paths outside the API (the web app's index.html), if any. */
export type PageFallback = (
  request: FastifyRequest,
  reply: FastifyReply,
) => FastifyReply | Promise<FastifyReply>;

export interface FailureHandling {
  /** Where the web app is served: called for unknown GET paths outside /x-api and /dev. */
  setPageFallback(fallback: PageFallback): void;
}

export function installFailureHandling(app: FastifyInstance): FailureHandling {
  const methodsByPath = new Map<string, Set<string>>();
  let pageFallback: PageFallback | undefined;

  app.addHook('onRoute', (route) => {
    if (route.url.includes('*')) return;
    const methods = methodsByPath.get(route.url) ?? new Set<string>();
    for (const method of [route.method].flat()) methods.add(method);
    methodsByPath.set(route.url, methods);
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const context = error.validationContext;
      const schema = context === 'body' ? request.routeOptions.schema?.body : undefined;
      const message = validationMessage(error.validation, context, schema, request.body);
      return sendFailure(reply, 400, message);
    }
    const status = error.statusCode ?? 500;
    // Shedding load (503, decision 065) is the server working as meant, not a failure.
    if (status >= 500 && status !== 503) request.log.error({ err: error }, 'request failed');
    return sendFailure(reply, status, error.code ? CLIENT_DETAILS[error.code] : undefined);
  });

  app.setNotFoundHandler((request, reply) => {
    // As the router read it: `/%78-api/login` is `/x-api/login`, never a page.
    const path = decodedPath(request.url);
    const allowed = methodsByPath.get(path);
    if (allowed) {
      reply.header('allow', [...allowed].join(', '));
      return sendFailure(reply, 405);
    }
    const isPage = request.method === 'GET' || request.method === 'HEAD';
    if (pageFallback && isPage && !/^\/(x-api|dev)(\/|$)/.test(path)) {
      return pageFallback(request, reply);
    }
    return sendFailure(reply, 404);
  });

  return {
    setPageFallback(fallback) {
      pageFallback = fallback;
    },
  };
}

/** The framework errors raised before routing (malformed URL…), as envelopes. */
export function frameworkErrors(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
) {
  return sendFailure(reply, error.statusCode ?? 400, CLIENT_DETAILS[error.code]);
}

/** The answer of an unknown path, for a route that is hidden from this request. */
export function sendNotFound(reply: FastifyReply): FastifyReply {
  return sendFailure(reply, 404);
}

function sendFailure(reply: FastifyReply, status: number, detail?: string): FastifyReply {
  const failure = httpFailure(status, detail);
  return reply.status(failure.status).send(failure.envelope);
}
