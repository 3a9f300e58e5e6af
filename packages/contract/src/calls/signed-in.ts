/**
 * The calls of a signed-in account's own pages (dashboard, security, QR approval,
 * sub-accounts, granted apps, onboarding's step two) and of steps after a log-in (Telegram
 * bind, link-auth) or a reset (the review of the other ways in), in a
 * module of their own so that the first visit's chunk does not carry them: a bundler places
 * this module with the pages that use it (decisions 047, 089). The first screens' calls stay in
 * index.ts.
 */
import type { CallSchemas, RequestOf, ResultOf } from '../schemas/define.js';
import type { findPasswordWaysInSchemas } from '../schemas/recovery.js';
import type {
  demoTradingSchemas,
  logoutSchemas,
  profileSchemas,
  thirdPartyLinkSchemas,
  thirdPartyLinksSchemas,
  thirdPartyUnlinkSchemas,
} from '../schemas/login.js';
import type {
  oauthConfirmAuthSchemas,
  oauthGrantsSchemas,
  oauthRevokeSchemas,
} from '../schemas/oauth.js';
import type {
  setTradingExperienceSchemas,
  tradingExperienceSchemas,
} from '../schemas/onboarding.js';
import type { qrConfirmSchemas, qrDeclineSchemas, qrScanSchemas } from '../schemas/qr.js';
import type { riskGuideAcknowledgeSchemas, riskGuideListSchemas } from '../schemas/risk.js';
import type { reauthMethodSchemas, reauthSendCodeSchemas } from '../schemas/reauth.js';
import type {
  createSubAccountSchemas,
  deleteSubAccountSchemas,
  listSubAccountsSchemas,
  setSubAccountPasswordSchemas,
} from '../schemas/sub-account.js';
import type {
  telegramBindSchemas,
  telegramBindStatusSchemas,
  telegramUnbindSchemas,
} from '../schemas/telegram.js';
import type {
  setTradingPasswordSchemas,
  tradingPasswordStatusSchemas,
} from '../schemas/trading-password.js';
import type {
  twoFactorBeginSchemas,
  twoFactorConfirmSchemas,
  twoFactorDisableSchemas,
} from '../schemas/two-factor.js';
import type { CallRoute } from './call.js';

type RouteOf<S extends CallSchemas> = CallRoute<RequestOf<S>, ResultOf<S>>;

/** After a reset, keep or remove the account's other ways in (decision 110); public. */
export const findPasswordWaysInCall: RouteOf<typeof findPasswordWaysInSchemas> = {
  method: 'POST',
  path: '/user/find/password/ways-in',
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

/**
 * Links a provider to the signed-in account with its popup's id token (decision 069), once the
 * person re-authenticated (decision 106).
 */
export const thirdPartyLinkCall: RouteOf<typeof thirdPartyLinkSchemas> = {
  method: 'POST',
  path: '/user/private/thirdparty/link',
  private: true,
  reauthenticated: true,
};

/** How the signed-in account re-authenticates: password or code, and two-factor (decision 106). */
export const reauthMethodCall: RouteOf<typeof reauthMethodSchemas> = {
  method: 'GET',
  path: '/user/private/reauthentication',
  private: true,
};

/** Sends the re-authentication code of an account without a password to its own address. */
export const reauthSendCodeCall: RouteOf<typeof reauthSendCodeSchemas> = {
  method: 'POST',
  path: '/user/private/reauthentication/send-code',
  private: true,
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

/** Demo trading on or off for this session (`demoAccount=true`, decision 131). */
export const demoTradingCall: RouteOf<typeof demoTradingSchemas> = {
  method: 'POST',
  path: '/user/private/demo-trading',
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

/** A main account creates a sub-account (docs/decisions/020), re-authenticated (106). */
export const createSubAccountCall: RouteOf<typeof createSubAccountSchemas> = {
  method: 'POST',
  path: '/user/private/sub-account/create',
  private: true,
  reauthenticated: true,
};

/** A main account deletes one of its sub-accounts (decision 106). */
export const deleteSubAccountCall: RouteOf<typeof deleteSubAccountSchemas> = {
  method: 'POST',
  path: '/user/private/sub-account/delete',
  private: true,
  reauthenticated: true,
};

/** A main account sets a new password for one of its sub-accounts (decision 106). */
export const setSubAccountPasswordCall: RouteOf<typeof setSubAccountPasswordSchemas> = {
  method: 'POST',
  path: '/user/private/sub-account/password',
  private: true,
  reauthenticated: true,
};

/** A main account's sub-accounts, oldest first. */
export const listSubAccountsCall: RouteOf<typeof listSubAccountsSchemas> = {
  method: 'GET',
  path: '/user/private/sub-account/list',
  private: true,
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

/** Step two of a new third-party account: its trading experience, read and kept (decision 135). */
export const tradingExperienceCall: RouteOf<typeof tradingExperienceSchemas> = {
  method: 'GET',
  path: '/user/private/onboarding/trading-experience',
  private: true,
};

export const setTradingExperienceCall: RouteOf<typeof setTradingExperienceSchemas> = {
  method: 'POST',
  path: '/user/private/onboarding/trading-experience',
  private: true,
};

/** The security page's trading password (decision 160): whether it is set or must be. */
export const tradingPasswordStatusCall: RouteOf<typeof tradingPasswordStatusSchemas> = {
  method: 'GET',
  path: '/user/private/trading-password',
  private: true,
};

/** Sets or changes the trading password, re-authenticated (decisions 106, 160). */
export const setTradingPasswordCall: RouteOf<typeof setTradingPasswordSchemas> = {
  method: 'POST',
  path: '/user/private/trading-password/set',
  private: true,
  reauthenticated: true,
};

/** Telegram bind of the signed-in account (behaviour §7; decision 024). */
export const telegramBindStatusCall: RouteOf<typeof telegramBindStatusSchemas> = {
  method: 'GET',
  path: '/user/private/telegram-bind-status',
  private: true,
};

/** Binds Telegram to the signed-in account, re-authenticated (decision 106). */
export const telegramBindCall: RouteOf<typeof telegramBindSchemas> = {
  method: 'POST',
  path: '/user/private/bind/telegram',
  private: true,
  reauthenticated: true,
};

export const telegramUnbindCall: RouteOf<typeof telegramUnbindSchemas> = {
  method: 'POST',
  path: '/user/private/unbind/telegram',
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
