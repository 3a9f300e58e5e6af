/** two-factor: what the other capabilities and the composition root may use (ARCHITECTURE.md). */
export { twoFactorRoutes } from './two-factor.routes.js';
export {
  loginSecondFactor,
  strangersStoppedAtTwoFactor,
  twoFactorEnabled,
} from './two-factor.service.js';
