/**
 * The calls of behaviour §7 as routes: method, path and session need, typed by their schemas.
 * Only types are imported from the schema modules, so this entry carries no zod at run time.
 */
import type { CallSchemas, RequestOf, ResultOf } from '../schemas/define.js';
import type {
  loginSchemas,
  logoutSchemas,
  profileSchemas,
  thirdPartyLinksSchemas,
  thirdPartyAuthorizeSchemas,
  thirdPartyLoginSchemas,
  thirdPartyUnlinkSchemas,
  thirdPartyLinkSchemas,
} from '../schemas/login.js';
import type { countryListSchemas, visitorCountrySchemas } from '../schemas/public.js';
import type {
  oauthConfirmAuthSchemas,
  oauthGrantsSchemas,
  oauthPreAuthorizeSchemas,
  oauthRevokeSchemas,
} from '../schemas/oauth.js';
import type {
  registerEmailSchemas,
  registerMobileSchemas,
  sendEmailCodeSchemas,
  sendMobileCodeSchemas,
} from '../schemas/register.js';
import type {
  registerActivateSchemas,
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
import type {
  twoFactorBeginSchemas,
  twoFactorConfirmSchemas,
  twoFactorDisableSchemas,
  twoFactorStatusSchemas,
} from '../schemas/two-factor.js';
import type {
  qrConfirmSchemas,
  qrDeclineSchemas,
  qrGenerateSchemas,
  qrScanSchemas,
  qrStatusSchemas,
} from '../schemas/qr.js';
import type {
  findPasswordCodeSchemas,
  findPasswordSchemas,
  selfHelpBanStatusSchemas,
  selfHelpDeblockingSchemas,
} from '../schemas/recovery.js';
import type {
  createSubAccountSchemas,
  listSubAccountsSchemas,
  subAccountLoginSchemas,
} from '../schemas/sub-account.js';
import type { whiteHostsSchemas } from '../schemas/white-hosts.js';
import type {
  riskCheckSchemas,
  riskGuideAcknowledgeSchemas,
  riskGuideListSchemas,
  riskSendCodeSchemas,
} from '../schemas/risk.js';
import type {
  telegramBindSchemas,
  telegramBindStatusSchemas,
  telegramUnbindSchemas,
} from '../schemas/telegram.js';
import type { CallRoute } from './call.js';

export * from './call.js';
export * from './referral.js';
export * from './mini-app.js';
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
};

export const registerMobileCall: RouteOf<typeof registerMobileSchemas> = {
  method: 'POST',
  path: '/register/mobile',
  private: false,
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

/** The activation page's Confirm: uses the link's one-time token. */
export const registerActivateCall: RouteOf<typeof registerActivateSchemas> = {
  method: 'POST',
  path: '/user/public/register/activate',
  private: false,
};

/** The compliance sites' /register/email|mobile (TUR, KAZ, EU, GEO, IDN, ARE). */
export const registerComplianceCall: RouteOf<typeof registerComplianceSchemas> = {
  method: 'POST',
  path: '/user/public/register_compliance',
  private: false,
};

export const loginCall: RouteOf<typeof loginSchemas> = {
  method: 'POST',
  path: '/login',
  private: false,
};

/**
 * The same log-in on the compliance sites (behaviour §7 "POST /login or
 * /user/public/login_compliance"; which sites: `SITES[site].complianceEndpoints`, decision 081).
 */
export const loginComplianceCall: RouteOf<typeof loginSchemas> = {
  method: 'POST',
  path: '/user/public/login_compliance',
  private: false,
};

/** Sign up or log in with a Google or Apple id token (behaviour §3, decision 060). */
export const thirdPartyLoginCall: RouteOf<typeof thirdPartyLoginSchemas> = {
  method: 'POST',
  path: '/user/public/login/thirdparty',
  private: false,
};

/** The signed-in account's linked providers, and unlinking one (decision 062). */
export const thirdPartyLinksCall: RouteOf<typeof thirdPartyLinksSchemas> = {
  method: 'GET',
  path: '/user/private/thirdparty/links',
  private: true,
};

export const thirdPartyUnlinkCall: RouteOf<typeof thirdPartyUnlinkSchemas> = {
  method: 'POST',
  path: '/user/private/thirdparty/unlink',
  private: true,
};

/** Links a provider to the signed-in account with its popup's id token (decision 069). */
export const thirdPartyLinkCall: RouteOf<typeof thirdPartyLinkSchemas> = {
  method: 'POST',
  path: '/user/private/thirdparty/link',
  private: true,
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

export const profileCall: RouteOf<typeof profileSchemas> = {
  method: 'GET',
  path: '/v2/private/user/profile',
  private: true,
};

export const logoutCall: RouteOf<typeof logoutSchemas> = {
  method: 'POST',
  path: '/user/private/logout',
  private: true,
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

/** Two-factor (Google Authenticator) of the signed-in account (decision 016). */
export const twoFactorStatusCall: RouteOf<typeof twoFactorStatusSchemas> = {
  method: 'GET',
  path: '/user/private/google2fa/status',
  private: true,
};

export const twoFactorBeginCall: RouteOf<typeof twoFactorBeginSchemas> = {
  method: 'POST',
  path: '/user/private/google2fa/begin',
  private: true,
};

export const twoFactorConfirmCall: RouteOf<typeof twoFactorConfirmSchemas> = {
  method: 'POST',
  path: '/user/private/google2fa/confirm',
  private: true,
};

export const twoFactorDisableCall: RouteOf<typeof twoFactorDisableSchemas> = {
  method: 'POST',
  path: '/user/private/google2fa/disable',
  private: true,
};

/** QR-code log-in, the browser's side: a new code, then its status (behaviour §7). */
export const qrGenerateCall: RouteOf<typeof qrGenerateSchemas> = {
  method: 'GET',
  path: '/v3/public/qrcode/generate',
  private: false,
};

export const qrStatusCall: RouteOf<typeof qrStatusSchemas> = {
  method: 'GET',
  path: '/v3/public/qrcode/status',
  private: false,
};

/** QR-code log-in, the signed-in device's side: who asks, then confirm or decline. */
export const qrScanCall: RouteOf<typeof qrScanSchemas> = {
  method: 'POST',
  path: '/v3/private/qrcode/scan',
  private: true,
};

export const qrConfirmCall: RouteOf<typeof qrConfirmSchemas> = {
  method: 'POST',
  path: '/v3/private/qrcode/confirm',
  private: true,
};

export const qrDeclineCall: RouteOf<typeof qrDeclineSchemas> = {
  method: 'POST',
  path: '/v3/private/qrcode/decline',
  private: true,
};

/** Password recovery: send a code, then set a new password with it (behaviour §7). */
export const findPasswordCodeCall: RouteOf<typeof findPasswordCodeSchemas> = {
  method: 'POST',
  path: '/user/find-password/validation',
  private: false,
};

export const findPasswordCall: RouteOf<typeof findPasswordSchemas> = {
  method: 'POST',
  path: '/user/find/password',
  private: false,
};

/** Self-help unblocking of a self-help ban older than 24 h (behaviour §4 ban check, §7). */
export const selfHelpDeblockingCall: RouteOf<typeof selfHelpDeblockingSchemas> = {
  method: 'POST',
  path: '/user/public/self-help/deblocking',
  private: false,
};

/** The self-help ban status of the account a first deblocking step named (behaviour §7). */
export const selfHelpBanStatusCall: RouteOf<typeof selfHelpBanStatusSchemas> = {
  method: 'GET',
  path: '/user/public/self-help/ban-status',
  private: false,
};

/** A main account creates a sub-account (docs/decisions/020). */
export const createSubAccountCall: RouteOf<typeof createSubAccountSchemas> = {
  method: 'POST',
  path: '/user/private/sub-account/create',
  private: true,
};

/** A main account's sub-accounts, oldest first. */
export const listSubAccountsCall: RouteOf<typeof listSubAccountsSchemas> = {
  method: 'GET',
  path: '/user/private/sub-account/list',
  private: true,
};

/** Log in as a sub-account by name and password (behaviour §2 /app/user/sub-account-login). */
export const subAccountLoginCall: RouteOf<typeof subAccountLoginSchemas> = {
  method: 'POST',
  path: '/user/public/sub-account/login',
  private: false,
};

/** The provider's own domains for the post-login redirect rule (behaviour §7, §2). */
export const whiteHostsCall: RouteOf<typeof whiteHostsSchemas> = {
  method: 'GET',
  path: '/user/public/get-white-hosts',
  private: false,
};

/** Security verification of a login from a new device or country (decision 017). */
export const riskSendCodeCall: RouteOf<typeof riskSendCodeSchemas> = {
  method: 'POST',
  path: '/user/public/risk/send-code',
  private: false,
};

/** behaviour §3 "Risk-token check". */
export const riskCheckCall: RouteOf<typeof riskCheckSchemas> = {
  method: 'POST',
  path: '/user/public/risk/check',
  private: false,
};

/** Guided sign-ins (risk_token type guide) of the signed-in account: decision 025. */
export const riskGuideListCall: RouteOf<typeof riskGuideListSchemas> = {
  method: 'GET',
  path: '/user/private/risk/guided-sign-ins',
  private: true,
};

export const riskGuideAcknowledgeCall: RouteOf<typeof riskGuideAcknowledgeSchemas> = {
  method: 'POST',
  path: '/user/private/risk/guided-sign-ins/acknowledge',
  private: true,
};

/** Telegram bind of the signed-in account (behaviour §7; decision 024). */
export const telegramBindStatusCall: RouteOf<typeof telegramBindStatusSchemas> = {
  method: 'GET',
  path: '/user/private/telegram-bind-status',
  private: true,
};

export const telegramBindCall: RouteOf<typeof telegramBindSchemas> = {
  method: 'POST',
  path: '/user/private/bind/telegram',
  private: true,
};

export const telegramUnbindCall: RouteOf<typeof telegramUnbindSchemas> = {
  method: 'POST',
  path: '/user/private/unbind/telegram',
  private: true,
};

/** The OAuth view's authorization request, and the person's answer (decision 076). */
export const oauthPreAuthorizeCall: RouteOf<typeof oauthPreAuthorizeSchemas> = {
  method: 'GET',
  path: '/oauth/v1/private/pre_authorize',
  private: true,
};

export const oauthConfirmAuthCall: RouteOf<typeof oauthConfirmAuthSchemas> = {
  method: 'POST',
  path: '/oauth/v1/private/confirm_auth',
  private: true,
};

/** The apps the account granted, and revoking one (the security page, decision 080). */
export const oauthGrantsCall: RouteOf<typeof oauthGrantsSchemas> = {
  method: 'GET',
  path: '/oauth/v1/private/grants',
  private: true,
};

export const oauthRevokeCall: RouteOf<typeof oauthRevokeSchemas> = {
  method: 'POST',
  path: '/oauth/v1/private/revoke',
  private: true,
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
