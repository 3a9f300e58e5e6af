/** support: what the other capabilities and the composition root may use (ARCHITECTURE.md). */
export { supportRoutes } from './support.routes.js';
export type { SupportRequestRow } from './support-requests.store.js';
