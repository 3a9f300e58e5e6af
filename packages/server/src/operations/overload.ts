/**
 * Load shedding (decision 065): when the event loop lags (or the process's memory passes a
 * bound), a request is answered at once with 503, `Retry-After` and the envelope's 10503,
 * rather than queued until the client gives up. `@fastify/under-pressure` samples the process
 * every second; routes that must answer anyway say so with `NEVER_SHED`.
 */
import underPressure from '@fastify/under-pressure';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';

/** Seconds a shed client is told to wait before trying again. */
export const RETRY_AFTER_S = 5;

export async function registerOverloadShedding(
  app: FastifyInstance,
  config: Pick<Config, 'overloadMaxEventLoopDelayMs' | 'overloadMaxRssMb'>,
  sampleIntervalMs = 1_000,
): Promise<void> {
  await app.register(underPressure, {
    maxEventLoopDelay: config.overloadMaxEventLoopDelayMs,
    maxRssBytes: config.overloadMaxRssMb * 1024 * 1024,
    sampleInterval: sampleIntervalMs,
    retryAfter: RETRY_AFTER_S,
  });
}
