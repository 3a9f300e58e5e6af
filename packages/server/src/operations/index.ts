/** operations: what the other capabilities and the composition root may use (ARCHITECTURE.md). */
export { drainOnClose } from './drain.js';
export { healthRoutes } from './health.routes.js';
export {
  countedDelivery,
  createMetrics,
  instrument,
  metricsOf,
  startMetricsServer,
} from './metrics.js';
export { registerOverloadShedding } from './overload.js';
