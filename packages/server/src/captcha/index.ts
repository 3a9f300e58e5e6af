/** captcha: what the other capabilities and the composition root may use (ARCHITECTURE.md). */
export { captchaProviderOrigins } from './captcha-csp.js';
export { createCaptchaGate } from './captcha-gate.service.js';
export type { CaptchaAnswer, CaptchaGate } from './captcha-gate.service.js';
export { captchaRoutes } from './captcha.routes.js';
export { createCaptcha } from './captcha.service.js';
export type { GeetestSettings } from './geetest.js';
export type { QqCaptchaSettings } from './qq-captcha.js';
export type { RecaptchaSettings } from './recaptcha.js';
export { checkSendCaptcha } from './send-guards.js';
export type { SendCaptchaDeps } from './send-guards.js';
