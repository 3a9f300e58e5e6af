/** oauth-provider: what the other capabilities and the composition root may use (ARCHITECTURE.md). */
export { createClient, deleteClient, listClients } from './oauth-clients.service.js';
export { forwardAuthorizationRequest } from './oauth-entry-forward.js';
export { rotateSigningKey } from './oauth-keys.service.js';
export { providerHolder } from './oauth-provider-holder.js';
export { oauthInteractionRoutes, oauthProviderMount } from './oauth-provider.routes.js';
export { oauthViewFraming } from './oauth-view-framing.js';
