/** risk: what the other capabilities and the composition root may use (ARCHITECTURE.md). */
export { codeTokenQueries } from './code-tokens.store.js';
export { recordGuidedSignIn } from './risk-guide.service.js';
export { riskRoutes } from './risk.routes.js';
export {
  RISK_TOKEN_TTL_MS,
  assessLogin,
  completeLoginPlace,
  rememberPlace,
} from './risk.service.js';
export type { LoginPlace } from './risk.service.js';
