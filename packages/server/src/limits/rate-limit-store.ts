/**
 * The store of @fastify/rate-limit: the per-IP call limits (RATE_LIMIT_*_PER_MINUTE) counted
 * by the one limiter in the database (decision 042) instead of each process's memory, where
 * N instances allowed N times the limit. The plugin still answers (429, the x-ratelimit-*
 * and retry-after headers); this only counts. As with the plugin's own stores, a route with
 * a limit of its own counts apart from the rest of the API.
 */
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Clock } from '../shared/clock.js';
import type { LimitRule } from './limiter.js';
import { hitLimit } from './limits.service.js';
import type { Store } from '../store/store.js';

/** How often lapsed counters are swept: calls leave a row per IP and route behind. */
const PURGE_EVERY_MS = 10 * 60_000;

type Counted = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Counted) => void;

/** A route's own limit counts under its method and path; the rest of the API under '*'. */
function scopeOf(options: unknown): string {
  const route = (options as { routeInfo?: { method?: unknown; url?: unknown } }).routeInfo;
  return route?.url ? `${String(route.method)} ${String(route.url)}` : '*';
}

export function limiterRateLimitStore(store: Store, clock: Clock): FastifyRateLimitStoreCtor {
  const deps = { store, clock };
  let purgedAt = Number.NEGATIVE_INFINITY;

  async function count(key: string, rule: LimitRule): Promise<Counted> {
    const verdict = await hitLimit(deps, 'calls', key, rule);
    const now = clock.now();
    if (now - purgedAt >= PURGE_EVERY_MS) {
      purgedAt = now;
      await store.limits.purgeLapsed(now);
    }
    return { current: verdict.count, ttl: (verdict.resetsAt ?? now) - now };
  }

  return class LimiterStore implements FastifyRateLimitStore {
    constructor(
      _options: unknown,
      private readonly scope = '*',
    ) {}

    // The plugin passes the window and the maximum of the route (its typings leave them out).
    incr(key: string, callback: Callback, timeWindow?: number, max?: number): void {
      if (timeWindow === undefined || max === undefined) {
        callback(new Error('rate limit without a window or a maximum'));
        return;
      }
      count(`${this.scope} ${key}`, { limit: max, windowMs: timeWindow }).then(
        (counted) => callback(null, counted),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(options: unknown): FastifyRateLimitStore {
      return new LimiterStore(options, scopeOf(options));
    }
  };
}
