/** sign-up: what the other capabilities and the composition root may use (ARCHITECTURE.md). */
export { defaultInterceptRoutes } from './default-intercept.routes.js';
export { registerStepsRoutes } from './register-steps.routes.js';
export { registerTypeFor } from './register-type.js';
export { registerRoutes } from './register.routes.js';
export type { SignUpDeclarationRow } from './sign-up-declarations.store.js';
export { signUpRiskTarget } from './sign-up-risk.service.js';
