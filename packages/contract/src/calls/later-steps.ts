/**
 * The calls of the steps after the first screen's send (the security verification, the QR
 * tab's code, the two-factor status), in a module of their own: a module shared with the first
 * screen goes whole into the first visit's chunk (decisions 047, 089).
 */
import type { CallSchemas, RequestOf, ResultOf } from '../schemas/define.js';
import type { qrGenerateSchemas, qrStatusSchemas } from '../schemas/qr.js';
import type {
  riskCheckSchemas,
  riskDefaultInterceptSchemas,
  riskSendCodeSchemas,
} from '../schemas/risk.js';
import type { twoFactorStatusSchemas } from '../schemas/two-factor.js';
import type { CallRoute } from './call.js';

type RouteOf<S extends CallSchemas> = CallRoute<RequestOf<S>, ResultOf<S>>;

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

/** Would a send of this scene be stopped for a security verification (decision 142)? */
export const riskDefaultInterceptCall: RouteOf<typeof riskDefaultInterceptSchemas> = {
  method: 'POST',
  path: '/user/public/risk/default-intercept',
  private: false,
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
  opensSession: true,
};

/** Two-factor (Google Authenticator) of the signed-in account (decision 016). */
export const twoFactorStatusCall: RouteOf<typeof twoFactorStatusSchemas> = {
  method: 'GET',
  path: '/user/private/google2fa/status',
  private: true,
};
