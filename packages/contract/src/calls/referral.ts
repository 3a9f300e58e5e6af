/** Referral, affiliate and broker calls (behaviour §7; docs/decisions/028). */
import type { CallSchemas, RequestOf, ResultOf } from '../schemas/define.js';
import type {
  affiliateAnonymitySchemas,
  affiliateOpenInfoSchemas,
  cabitalPostRegisterSchemas,
  codeInfoSchemas,
  inviteAvatarSchemas,
  ownReferralCodeSchemas,
  redeemConfigSchemas,
} from '../schemas/referral.js';
import type { CallRoute } from './call.js';

export type {
  AffiliateOpenInfo,
  ComplianceBlock,
  RedeemConfig,
  TrackingFields,
} from '../schemas/referral.js';

type RouteOf<S extends CallSchemas> = CallRoute<RequestOf<S>, ResultOf<S>>;

/** behaviour §7 POST /s1/code/info: the referral field's check. */
export const codeInfoCall: RouteOf<typeof codeInfoSchemas> = {
  method: 'POST',
  path: '/s1/code/info',
  private: false,
};

/** behaviour §7: the affiliate's anonymity (whether its code may be shown); main path. */
export const affiliateAnonymityCall: RouteOf<typeof affiliateAnonymitySchemas> = {
  method: 'POST',
  path: '/affiliate/v5/anonymity',
  private: false,
};

/** behaviour §7: the same look-up at the open-API path. */
export const affiliateOpenApiAnonymityCall: RouteOf<typeof affiliateAnonymitySchemas> = {
  method: 'POST',
  path: '/s1/affiliate-openapi/anonymity',
  private: false,
};

/** behaviour §7: the affiliate's public card (nickname, avatar) for the sign-up page. */
export const affiliateOpenInfoCall: RouteOf<typeof affiliateOpenInfoSchemas> = {
  method: 'POST',
  path: '/affiliate/apis/v1/open-info',
  private: false,
};

/** The invite avatar by affiliate id and country (path ours; decision 142). */
export const inviteAvatarCall: RouteOf<typeof inviteAvatarSchemas> = {
  method: 'GET',
  path: '/affiliate/apis/v1/avatar',
  private: false,
};

/** behaviour §4 "Cabital": the channel attach after sign-up when channel_source is cabital. */
export const cabitalPostRegisterCall: RouteOf<typeof cabitalPostRegisterSchemas> = {
  method: 'POST',
  path: '/v3/private/misc/cabital/post-register',
  private: true,
};

/** The signed-in account's own referral code (the dashboard's "Referral code"; decision 028). */
export const ownReferralCodeCall: RouteOf<typeof ownReferralCodeSchemas> = {
  method: 'GET',
  path: '/user/private/referral-code',
  private: true,
};

/** Redeem amounts and the sites that hide them (behaviour §3; decision 028). */
export const redeemConfigCall: RouteOf<typeof redeemConfigSchemas> = {
  method: 'GET',
  path: '/v3/public/redeem-config',
  private: false,
};
