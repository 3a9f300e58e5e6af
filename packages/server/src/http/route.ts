/**
 * One registration per contract call: the method and path come from the call, the request
 * schema goes where the call sends it (query for GET, JSON body otherwise), and the answer
 * schema (the success envelope around the call's `result`, or a failure envelope) is declared,
 * so every answer is checked (http/answer-check.ts) and the API reference shows it.
 */
import type { CallRoute, Envelope } from '@foyer/contract';
import { answerSchema, type CallSchemas } from '@foyer/contract/schemas';
import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  preHandlerAsyncHookHandler,
} from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

/** What a route adds to its call: its limits and door (route config), checks before it. */
export interface CallOptions {
  config?: FastifyContextConfig;
  preHandler?: preHandlerAsyncHookHandler;
  /** The largest body this call takes, in bytes, below the server's own (413 and 10413 over it). */
  bodyLimit?: number;
}

/** The request as its schema made it: the query of a GET, the JSON body otherwise. */
export type CallInput<S extends CallSchemas> = z.output<S['request']>;

export type CallHandler<S extends CallSchemas> = (
  input: CallInput<S>,
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<Envelope | FastifyReply>;

/** The name the API reference gives the UserToken header of private calls. */
export const USER_TOKEN_SECURITY = 'userToken';

export function route<S extends CallSchemas>(
  app: ZodApp,
  call: CallRoute,
  schemas: S,
  options: CallOptions,
  handler: CallHandler<S>,
): void {
  const inQuery = call.method === 'GET';
  // A call the contract marks re-authenticated gets the gate of sessions/reauthentication-gate.ts.
  const config = call.reauthenticated
    ? { ...options.config, reauthenticated: true }
    : options.config;
  // The answer is checked at run time against the schema (answer-check.ts), not by the type
  // provider: failure envelopes are built from the catalogue's rows, typed as plain envelopes.
  (app as unknown as FastifyInstance).route({
    method: call.method,
    url: call.path,
    ...(config ? { config } : {}),
    ...(options.preHandler ? { preHandler: options.preHandler } : {}),
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    schema: {
      ...(inQuery ? { querystring: schemas.request } : { body: schemas.request }),
      response: { 200: answerSchema(schemas) },
      ...(call.private ? { security: [{ [USER_TOKEN_SECURITY]: [] }] } : {}),
    },
    handler: (request, reply) => {
      const input = (inQuery ? request.query : request.body) as CallInput<S>;
      return handler(input, request, reply);
    },
  });
}
