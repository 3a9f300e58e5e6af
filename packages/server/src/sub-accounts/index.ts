/** sub-accounts: what the other capabilities and the composition root may use (ARCHITECTURE.md). */
export { deleteSubAccountRow } from './sub-account-changes.service.js';
export { subAccountRoutes } from './sub-account.routes.js';
export { subAccountLoginKey } from './sub-accounts.service.js';
export type { SubAccountRow } from './sub-accounts.store.js';
