/**
 * Prometheus metrics (decision 066), one registry per app: every answer by route, HTTP status
 * and envelope ret_code (log-ins are `route="/x-api/login", ret_code="0"`; refusals are the
 * other codes), each request's duration by route, the messages handed to e-mail and SMS, the
 * widget's tracked events by name (decision 144), and the process's own figures (memory,
 * event-loop lag, CPU). Routes are their templates, never the raw URL, and nothing personal is
 * ever a label.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Delivery } from '../delivery/delivery.js';

export interface Metrics {
  registry: Registry;
  answers: Counter<'method' | 'route' | 'status' | 'ret_code'>;
  duration: Histogram<'method' | 'route'>;
  messages: Counter<'channel'>;
  /** The widget's tracked events, by table name and whether they were counted (decision 144). */
  trackedEvents: Counter<'name' | 'verdict'>;
}

export function createMetrics(): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'foyer_' });
  return {
    registry,
    answers: new Counter({
      name: 'foyer_http_answers_total',
      help: 'Answers by route, HTTP status and envelope ret_code ("" outside the API)',
      labelNames: ['method', 'route', 'status', 'ret_code'],
      registers: [registry],
    }),
    duration: new Histogram({
      name: 'foyer_http_request_duration_seconds',
      help: 'Time from the request to its answer, by route',
      labelNames: ['method', 'route'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers: [registry],
    }),
    messages: new Counter({
      name: 'foyer_messages_sent_total',
      help: 'Messages handed to the e-mail or SMS provider (or the dev outbox)',
      labelNames: ['channel'],
      registers: [registry],
    }),
    trackedEvents: new Counter({
      name: 'foyer_tracked_events_total',
      help: 'Tracked events of POST /v2/public/metrics by name ("unknown" outside the table), accepted or refused',
      labelNames: ['name', 'verdict'],
      registers: [registry],
    }),
  };
}

const appMetrics = new WeakMap<FastifyInstance, Metrics>();

/** The metrics of an app built with METRICS_PORT set; undefined otherwise. */
export function metricsOf(app: FastifyInstance): Metrics | undefined {
  return appMetrics.get(app);
}

/** The route's template (`/x-api/login`), or "unmatched" for a path no route has. */
function routeOf(request: FastifyRequest): string {
  return request.routeOptions.url ?? 'unmatched';
}

const RET_CODE = /"ret_code":(-?\d{1,9})/;
const retCodes = new WeakMap<FastifyReply, string>();

/** Counts and times every answer. */
export function instrument(app: FastifyInstance, metrics: Metrics): void {
  appMetrics.set(app, metrics);
  app.addHook('onSend', async (_request, reply, payload) => {
    // The envelope's code, read off the serialized answer (its first bytes hold it).
    if (typeof payload === 'string') {
      const code = RET_CODE.exec(payload.slice(0, 64))?.[1];
      if (code !== undefined) retCodes.set(reply, code);
    }
    return payload;
  });
  app.addHook('onResponse', async (request, reply) => {
    const route = routeOf(request);
    metrics.answers.inc({
      method: request.method,
      route,
      status: String(reply.statusCode),
      ret_code: retCodes.get(reply) ?? '',
    });
    metrics.duration.observe({ method: request.method, route }, reply.elapsedTime / 1000);
  });
}

/** The delivery, counting what it hands on. */
export function countedDelivery(delivery: Delivery, metrics: Metrics): Delivery {
  return {
    async sendEmail(message) {
      await delivery.sendEmail(message);
      metrics.messages.inc({ channel: 'email' });
    },
    async sendSms(message) {
      await delivery.sendSms(message);
      metrics.messages.inc({ channel: 'sms' });
    },
  };
}

/**
 * The metrics page on its own listener (METRICS_PORT), so that it is never reachable where the
 * public API is: `GET /metrics` in Prometheus's text format; anything else is a 404.
 */
export async function startMetricsServer(
  registry: Registry,
  port: number,
  host: string,
): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found\n');
      return;
    }
    registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': registry.contentType }).end(text),
      () => response.writeHead(500, { 'content-type': 'text/plain' }).end('metrics failed\n'),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  const { port: bound } = server.address() as AddressInfo;
  const shown = host.includes(':') ? `[${host}]` : host;
  return {
    url: `http://${shown}:${bound}/metrics`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
