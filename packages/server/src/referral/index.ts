/** referral: what the other capabilities and the composition root may use (ARCHITECTURE.md). */
export { referralRoutes } from './referral.routes.js';
export {
  createAffiliateCode,
  createBrokerCode,
  openReferralAccount,
  referralRefusal,
  resolveSignUpChannel,
  withEuSubscription,
} from './referral.service.js';
export { signUpVisitOf } from './sign-up-visit.js';
export type { SignUpVisitFields } from './sign-up-visit.js';
export type { ChannelFields, SignUpArrival, SignUpChannel } from './referral.service.js';
export type { ReferralCodeRow } from './referral.store.js';
