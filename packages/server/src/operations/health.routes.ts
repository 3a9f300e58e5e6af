/**
 * The probes of a load balancer or orchestrator (decision 065), outside the API and its
 * envelope: `GET /healthz` says the process is up and answers even under overload (restarting
 * a busy instance would only make it worse); `GET /readyz` says it should get traffic: the
 * database answers and has this build's schema, it is not shedding load, and it is not
 * shutting down (Fastify answers 503 to new requests while it closes).
 */
import type { FastifyInstance } from 'fastify';
import { readiness } from '../store/readiness.js';
import type { Store } from '../store/store.js';

/** Lets a request through whatever the pressure (see operations/overload.ts). */
export const NEVER_SHED = { pressureHandler: () => undefined };

export function healthRoutes(app: FastifyInstance, store: Store): void {
  app.get('/healthz', { config: NEVER_SHED }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'up' };
  });

  app.get('/readyz', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    const state = await readiness(store);
    if (state !== 'ready') reply.status(503);
    return { status: state };
  });
}
