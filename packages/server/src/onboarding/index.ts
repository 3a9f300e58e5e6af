/** onboarding: what the other capabilities and the composition root may use (ARCHITECTURE.md). */
export { onboardingRoutes } from './onboarding.routes.js';
