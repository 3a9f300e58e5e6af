/**
 * `@foyer/contract/schemas`: the zod schemas of every call, for the server (and tests) to
 * validate against. Kept out of the main entry so that zod never reaches the browser.
 */
export * from './define.js';
export * from './fields.js';
export * from './public.js';
export * from './register.js';
export * from './register-steps.js';
export * from './login.js';
export * from './captcha.js';
export * from './config.js';
export * from './two-factor.js';
export * from './reauth.js';
export * from './qr.js';
export * from './recovery.js';
export * from './help-center.js';
export * from './sub-account.js';
export * from './onboarding.js';
export * from './one-person-bind.js';
export * from './trading-password.js';
export * from './white-hosts.js';
export * from './risk.js';
export * from './referral.js';
export * from './telegram.js';
export * from './mini-app.js';
export * from './sign-up-restrictions.js';
export * from './envelope.js';
export * from './oauth.js';
export * from './metrics.js';
