export * from './call.js';
export * from './fields.js';
export * from './public.js';
export * from './register.js';
export * from './login.js';

/**
 * Calls sent without the UserToken header (SPEC §7), by path below the API prefix.
 */
export const USER_TOKEN_DROP_PATHS: readonly string[] = [
  '/register/permission_v2',
  '/v3/public/user/captcha-info',
  '/user/public/captcha-info',
  '/user/public/get-white-hosts',
  '/v3/public/qrcode/generate',
  '/v2/public/country-list',
  '/v3/config/web',
  '/v3/config/banner',
];
