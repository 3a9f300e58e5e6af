/** What operators set: overload shedding, shutdown (decision 065) and metrics (decision 066). */
import { integerIn, required, setting } from './settings.js';

export const OPERATIONS_SETTINGS = {
  /**
   * OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: when the event loop's mean delay over the last second
   * passes this, API calls are answered at once with 503, `Retry-After` and ret_code 10503
   * instead of queueing until they time out; /healthz still answers. 0 turns it off.
   * Default 1000.
   */
  overloadMaxEventLoopDelayMs: setting('OVERLOAD_MAX_EVENT_LOOP_DELAY_MS', '1000', (raw) =>
    integerIn(raw, 0, 60_000),
  ),
  /**
   * OVERLOAD_MAX_RSS_MB: the same when the process's resident memory passes this many MiB.
   * 0 (default) turns it off.
   */
  overloadMaxRssMb: setting('OVERLOAD_MAX_RSS_MB', '0', (raw) => integerIn(raw, 0, 1_048_576)),
  /**
   * SHUTDOWN_GRACE_MS: on SIGTERM or SIGINT the server stops taking connections and finishes
   * the requests in flight; if that takes longer than this, it exits with status 1 anyway.
   * Default 10000.
   */
  shutdownGraceMs: setting('SHUTDOWN_GRACE_MS', '10000', (raw) => integerIn(raw, 1, 600_000)),
  /**
   * METRICS_PORT: serve Prometheus metrics at `http://METRICS_HOST:METRICS_PORT/metrics`, a
   * listener of its own, never the public one (decision 066). Unset (default): no metrics.
   */
  metricsPort: setting('METRICS_PORT', undefined, (raw) =>
    raw === undefined ? undefined : integerIn(raw, 0, 65_535),
  ),
  /** METRICS_HOST: the interface the metrics listener binds. Default 127.0.0.1. */
  metricsHost: setting('METRICS_HOST', '127.0.0.1', (raw) => required(raw)),
};
