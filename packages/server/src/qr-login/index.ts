/** qr-login: what the other capabilities and the composition root may use (ARCHITECTURE.md). */
export { qrRoutes } from './qr.routes.js';
