/** tracking: what the other capabilities and the composition root may use (ARCHITECTURE.md). */
export { trackingRoutes } from './tracking.routes.js';
export type { TrackedEventCount } from './tracked-events.store.js';
export { utcDayOf } from './tracked-events.service.js';
