/**
 * The calls of pages a visitor reaches by a link or a later step, never the first screen of
 * log-in or sign-up (recovery, self-unblock, sub-account log-in, the activation link, the
 * OAuth view, the redirect's white list), in a module of their own: a module shared with the
 * first screen goes whole into the first visit's chunk (decisions 047, 089).
 */
import type { CallSchemas, RequestOf, ResultOf } from '../schemas/define.js';
import type { oauthPreAuthorizeSchemas } from '../schemas/oauth.js';
import type {
  findPasswordCodeSchemas,
  findPasswordSchemas,
  selfHelpBanStatusSchemas,
  selfHelpDeblockingSchemas,
  unbindTwoFactorSendCodeSchemas,
} from '../schemas/recovery.js';
import type { registerActivateSchemas } from '../schemas/register-steps.js';
import type { subAccountLoginSchemas } from '../schemas/sub-account.js';
import type { whiteHostsSchemas } from '../schemas/white-hosts.js';
import type { CallRoute } from './call.js';

type RouteOf<S extends CallSchemas> = CallRoute<RequestOf<S>, ResultOf<S>>;

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

/** The same ban info by POST, at the path of behaviour §7 (decision 142). */
export const banInfoCall: RouteOf<typeof selfHelpBanStatusSchemas> = {
  method: 'POST',
  path: '/user/public/ban/einfo',
  private: false,
};

/** A lost authenticator: a code to the account's mailbox (decision 143). */
export const unbindTwoFactorSendCodeCall: RouteOf<typeof unbindTwoFactorSendCodeSchemas> = {
  method: 'POST',
  path: '/user/find-password/unbind-google-2fa/send-code-to-email',
  private: false,
};

/** Log in as a sub-account by name and password (behaviour §2 /app/user/sub-account-login). */
export const subAccountLoginCall: RouteOf<typeof subAccountLoginSchemas> = {
  method: 'POST',
  path: '/user/public/sub-account/login',
  private: false,
  opensSession: true,
};

/** The activation page's Confirm: uses the link's one-time token. */
export const registerActivateCall: RouteOf<typeof registerActivateSchemas> = {
  method: 'POST',
  path: '/user/public/register/activate',
  private: false,
};

/** The provider's own domains for the post-login redirect rule (behaviour §7, §2). */
export const whiteHostsCall: RouteOf<typeof whiteHostsSchemas> = {
  method: 'GET',
  path: '/user/public/get-white-hosts',
  private: false,
};

/** The OAuth view's authorization request, and the person's answer (decision 076). */
export const oauthPreAuthorizeCall: RouteOf<typeof oauthPreAuthorizeSchemas> = {
  method: 'GET',
  path: '/oauth/v1/private/pre_authorize',
  private: true,
};
