/**
 * `POST /v2/public/metrics` (behaviour §7, decision 144): the widget's batches of tracked events.
 * Open to anyone, so bounded three ways: events per batch (the schema), bytes per body (413,
 * 10413) and batches per minute per IP (RATE_LIMIT_METRICS_PER_MINUTE, the one limiter).
 */
import { METRICS_BATCH_MAX_BYTES, metricsCall, ok, TRACK_EVENTS } from '@foyer/contract';
import { metricsSchemas } from '@foyer/contract/schemas';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Counter } from 'prom-client';
import { route } from '../http/route.js';
import { perMinute, type RouteContext, type RoutePlugin } from '../http/context.js';
import { countTrackedEvents } from './tracked-events.service.js';

type EventCounter = Counter<'name' | 'verdict'>;

/** A name fit to be a label: one of the table's, never what a client made up. */
const labelOf = (name: unknown): string =>
  typeof name === 'string' && Object.hasOwn(TRACK_EVENTS, name) ? name : 'unknown';

/** Counts the events of a refused batch by name, as far as its body can be read. */
function countRefused(counter: EventCounter, request: FastifyRequest, reply: FastifyReply) {
  if (reply.statusCode === 200) return;
  const events = (request.body as { events?: unknown } | undefined)?.events;
  const names = Array.isArray(events) ? events.map((event) => event?.name) : [undefined];
  for (const name of names) counter.inc({ name: labelOf(name), verdict: 'refused' });
}

export function trackingRoutes(ctx: RouteContext, counter?: EventCounter): RoutePlugin {
  const limited = perMinute(ctx.config.rateLimitMetricsPerMinute);
  return async (app) => {
    if (counter) app.addHook('onResponse', async (req, reply) => countRefused(counter, req, reply));
    route(
      app,
      metricsCall,
      metricsSchemas,
      { config: limited, bodyLimit: METRICS_BATCH_MAX_BYTES },
      async function trackedEvents(body) {
        const counted = await countTrackedEvents(ctx, body.events);
        for (const { name } of body.events) counter?.inc({ name, verdict: 'accepted' });
        return ok(counted);
      },
    );
  };
}
