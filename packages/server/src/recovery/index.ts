/** recovery: what the other capabilities and the composition root may use (ARCHITECTURE.md). */
export { recoveryRoutes } from './recovery.routes.js';
