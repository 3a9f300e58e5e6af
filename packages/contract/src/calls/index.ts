/**
 * The calls of behaviour §7 as routes: method, path and session need, typed by their schemas.
 * Only types are imported from the schema modules, so this entry carries no zod at run time.
 */
import type { CallSchemas, RequestOf, ResultOf } from '../schemas/define.js';
import type {
  loginSchemas,
  passwordKeySchemas,
  thirdPartyAuthorizeSchemas,
  thirdPartyLoginSchemas,
} from '../schemas/login.js';
import type { countryListSchemas, visitorCountrySchemas } from '../schemas/public.js';
import type {
  registerEmailSchemas,
  registerMobileSchemas,
  sendEmailCodeSchemas,
  sendMobileCodeSchemas,
} from '../schemas/register.js';
import type {
  registerComplianceSchemas,
  registerInfoSchemas,
  registerPasswordSchemas,
  registerRecallInfoSchemas,
  registerResendSchemas,
  registerVerifyResultSchemas,
  registerVerifySchemas,
  webConfigSchemas,
} from '../schemas/register-steps.js';
import type { captchaInfoSchemas } from '../schemas/captcha.js';
import type { bannerConfigSchemas } from '../schemas/config.js';
import type { CallRoute } from './call.js';

export * from './call.js';
export * from './referral.js';
export * from './mini-app.js';
export * from './signed-in.js';
export * from './help-center.js';
export * from './one-person-bind.js';
export * from './metrics.js';
export * from './linked-pages.js';
export * from './later-steps.js';
export * from './sign-up-restrictions.js';
export type { Country } from '../schemas/public.js';
export type { LoginResult } from '../schemas/login.js';
export type { DowngradeProvider, MagpieVerifyInfo, PowChallenge } from '../schemas/captcha.js';
export type { ConfigEntry, PromoValue } from '../schemas/config.js';
export type { QrLoginStatus, QrRequester } from '../schemas/qr.js';
export type { SubAccount } from '../schemas/sub-account.js';
export type { RegisterRequester } from '../schemas/register-steps.js';

type RouteOf<S extends CallSchemas> = CallRoute<RequestOf<S>, ResultOf<S>>;

export const countryListCall: RouteOf<typeof countryListSchemas> = {
  method: 'GET',
  path: '/v2/public/country-list',
  private: false,
};

export const visitorCountryCall: RouteOf<typeof visitorCountrySchemas> = {
  method: 'GET',
  path: '/register/countryCode',
  private: false,
};

export const sendEmailCodeCall: RouteOf<typeof sendEmailCodeSchemas> = {
  method: 'POST',
  path: '/verify/register/email',
  private: false,
};

export const sendMobileCodeCall: RouteOf<typeof sendMobileCodeSchemas> = {
  method: 'POST',
  path: '/verify/register/mobile',
  private: false,
};

export const registerEmailCall: RouteOf<typeof registerEmailSchemas> = {
  method: 'POST',
  path: '/register/email',
  private: false,
  opensSession: true,
};

export const registerMobileCall: RouteOf<typeof registerMobileSchemas> = {
  method: 'POST',
  path: '/register/mobile',
  private: false,
  opensSession: true,
};

/** Remote configuration: the register type (behaviour §3, §7 POST /v3/config/web). */
export const webConfigCall: RouteOf<typeof webConfigSchemas> = {
  method: 'POST',
  path: '/v3/config/web',
  private: false,
};

/** Three-step sign-up, ACCOUNT step: send a code or an activation link (behaviour §7). */
export const registerInfoCall: RouteOf<typeof registerInfoSchemas> = {
  method: 'POST',
  path: '/user/public/register/info',
  private: false,
};

/** VERIFY_CODE step: check the code of a sign-up uuid. */
export const registerVerifyCall: RouteOf<typeof registerVerifySchemas> = {
  method: 'POST',
  path: '/user/public/register/verify',
  private: false,
};

/** The activation poll (behaviour §4, every 2000 ms): verify_result 1|4 wait, 2 done, 3 expired. */
export const registerVerifyResultCall: RouteOf<typeof registerVerifyResultSchemas> = {
  method: 'GET',
  path: '/user/public/register/verify/result',
  private: false,
};

/** PASSWORD step: create the account of a verified sign-up (50101 when already under way). */
export const registerPasswordCall: RouteOf<typeof registerPasswordSchemas> = {
  method: 'POST',
  path: '/user/public/register/password',
  private: false,
  opensSession: true,
};

/** Send the code or link of a sign-up again (60 s cooldown). */
export const registerResendCall: RouteOf<typeof registerResendSchemas> = {
  method: 'POST',
  path: '/user/public/register/send/verify/item',
  private: false,
};

/** What a sign-up uuid is: stage, masked login name, requesting browser and place. */
export const registerRecallInfoCall: RouteOf<typeof registerRecallInfoSchemas> = {
  method: 'GET',
  path: '/user/public/register/recall/info',
  private: false,
};

/** The compliance sites' /register/email|mobile (TUR, KAZ, EU, GEO, IDN, ARE). */
export const registerComplianceCall: RouteOf<typeof registerComplianceSchemas> = {
  method: 'POST',
  path: '/user/public/register_compliance',
  private: false,
  opensSession: true,
};

export const loginCall: RouteOf<typeof loginSchemas> = {
  method: 'POST',
  path: '/login',
  private: false,
  opensSession: true,
};

/**
 * The same log-in on the compliance sites (behaviour §7 "POST /login or
 * /user/public/login_compliance"; which sites: `SITES[site].complianceEndpoints`, decision 081).
 */
export const loginComplianceCall: RouteOf<typeof loginSchemas> = {
  method: 'POST',
  path: '/user/public/login_compliance',
  private: false,
  opensSession: true,
};

/** The key the log-in's password is encrypted with, and the server's time (decision 151). */
export const passwordKeyCall: RouteOf<typeof passwordKeySchemas> = {
  method: 'GET',
  path: '/user/public/password-key',
  private: false,
};

/** Sign up or log in with a Google or Apple id token (behaviour §3, decision 060). */
export const thirdPartyLoginCall: RouteOf<typeof thirdPartyLoginSchemas> = {
  method: 'POST',
  path: '/user/public/login/thirdparty',
  private: false,
  opensSession: true,
};

/**
 * The popup's first page (decision 061): the server starts a provider's authorization-code
 * flow and redirects there; `:provider` is google, apple or tr.
 */
export const thirdPartyAuthorizeCall: RouteOf<typeof thirdPartyAuthorizeSchemas> = {
  method: 'GET',
  path: '/thirdparty/authorize/:provider',
  private: false,
};

/** The self-hosted captcha's challenge for a scene (behaviour §7; sign-up uses the twin path). */
export const captchaInfoCall: RouteOf<typeof captchaInfoSchemas> = {
  method: 'GET',
  path: '/v3/public/user/captcha-info',
  private: false,
};

export const registerCaptchaInfoCall: RouteOf<typeof captchaInfoSchemas> = {
  method: 'GET',
  path: '/user/public/captcha-info',
  private: false,
};

/** Remote configuration entries by key and language: the promo panels (behaviour §7). */
export const bannerConfigCall: RouteOf<typeof bannerConfigSchemas> = {
  method: 'POST',
  path: '/v3/config/banner',
  private: false,
};

/**
 * Calls sent without the UserToken header (behaviour §7), by path below the API prefix.
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
