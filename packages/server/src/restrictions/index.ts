/** restrictions: what the other capabilities and the composition root may use (ARCHITECTURE.md). */
export { ipBanned, restrictAccount, standingRefusal } from './restrictions.service.js';
export { signUpRestrictionRoutes } from './sign-up-restrictions.routes.js';
export { guardSignUp, signUpFactsOf } from './sign-up-restrictions.js';
export { joinWaitlist } from './waitlist.service.js';
