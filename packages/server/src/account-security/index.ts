/** account-security: what the other capabilities and the composition root may use (ARCHITECTURE.md). */
export { onePersonBindRoutes } from './one-person-bind.routes.js';
export { reauthenticationRoutes } from './reauthentication.routes.js';
export { signInAddedMessage, subAccountCreatedMessage, tellHolder } from './security-notices.js';
export { tradingPasswordRoutes } from './trading-password.routes.js';
