/** third-party: what the other capabilities and the composition root may use (ARCHITECTURE.md). */
export { idTokenKeys } from './id-token.js';
export { issuerEndpoints } from './issuer-keys.js';
export type { IssuerEndpoints, IssuerKeys } from './issuer-keys.js';
export { thirdPartyAuthorizeRoutes, thirdPartyCallbackRoutes } from './popup.routes.js';
export { thirdPartyLinksRoutes } from './third-party-links.routes.js';
export { linkByTicket } from './third-party-links.service.js';
export type { LinkResult } from './third-party-links.service.js';
export { thirdPartyLoginRoutes } from './thirdparty-login.routes.js';
