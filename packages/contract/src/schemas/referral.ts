/**
 * Referral, affiliate and broker calls (behaviour §3, §7): the code check, the affiliate look-ups,
 * the cabital channel attach, the account's own code, the redeem amounts, and the channel
 * fields a sign-up carries. docs/decisions/028-referral-affiliate-broker.md.
 */
import { z } from 'zod';
import { REFERRAL_CODE_MAX_LENGTH } from '../constants.js';
import { defineSchemas } from './define.js';
import { langField } from './fields.js';

const digits = (max: number) =>
  z.string().max(max).regex(/^\d+$/, { message: 'invalidAffiliateId' });
const text = (max: number) => z.string().max(max);

export const codeInfoSchemas = defineSchemas({
  request: z.object({ code: text(64), locale: langField.optional() }),
  result: z.object({
    scene: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]),
    /** A template key ('referral' | 'affiliate' | 'broker'), '' for an unknown code. */
    tpl: z.string(),
    info: z.object({
      success: z.boolean(),
      /** The affiliate's public nickname, when the code is an affiliate's and not anonymous. */
      nickname: z.string().optional(),
    }),
  }),
});

export const affiliateAnonymitySchemas = defineSchemas({
  request: z.object({ affiliate_id: digits(20), group_id: text(32).optional() }),
  result: z.object({
    /** 1: the affiliate's code may be shown in the referral field; 0: kept hidden. */
    isShow: z.union([z.literal(0), z.literal(1)]),
    is_anonymity: z.union([z.literal(0), z.literal(1)]),
    code: z.string(),
  }),
});

export const groupInfoSchema = z.object({
  content: z.string(),
  type: z.union([z.literal(0), z.literal(1)]),
});

export const affiliateOpenInfoSchemas = defineSchemas({
  request: z.object({
    affid: digits(20),
    country: text(8).optional(),
    group_id: text(32).optional(),
  }),
  result: z.object({
    nickname: z.string(),
    headimg: z.string(),
    personalSignature: z.string(),
    content: z.array(z.string()),
    groupInfo: groupInfoSchema.optional(),
  }),
});
export type AffiliateOpenInfo = z.infer<typeof affiliateOpenInfoSchemas.result>;

/**
 * The invite avatar of an affiliate by id and country (decision 142): the avatar of its
 * public card, '' when it has none; 610016 for an affiliate with no public card.
 */
export const inviteAvatarSchemas = defineSchemas({
  request: z.object({
    affid: digits(20),
    /** ISO 3166 alpha-2 or alpha-3 country of the page; checked, one avatar serves every one. */
    country: z
      .string()
      .regex(/^[A-Za-z]{2,3}$/, { message: 'invalidCountry' })
      .optional(),
  }),
  result: z.object({ headimg: z.string() }),
});

export const cabitalPostRegisterSchemas = defineSchemas({
  request: z.object({
    channel: text(32),
    uuid: text(128).min(1),
    status: z.union([text(32), z.number().int()]).optional(),
  }),
  result: z.object({}),
});

export const ownReferralCodeSchemas = defineSchemas({
  request: z.object({}),
  result: z.object({ code: z.string() }),
});

/** The blocks the compliance config's 'hide' action can hide (behaviour §6). */
export const COMPLIANCE_BLOCKS = ['thirdParty', 'qrCode', 'referral'] as const;
export type ComplianceBlock = (typeof COMPLIANCE_BLOCKS)[number];

/**
 * The static compliance config of behaviour §7, for the site of the request's host: the blocks
 * its 'hide' action hides there, the redeem amounts (behaviour §3 "Channel info"), the sites
 * that show none, and `zhHostnameList` (docs/decisions/083).
 */
export const redeemConfigSchemas = defineSchemas({
  request: z.object({}),
  result: z.object({
    redeemAmount: z.object({
      affiliate_amount: z.string().optional(),
      refferal_amount: z.string().optional(),
      normal_amount: z.string().optional(),
    }),
    hideRedeemSite: z.array(z.string()),
    hide: z.array(z.enum(COMPLIANCE_BLOCKS)).optional(),
    zhHostnameList: z.array(z.string()).optional(),
  }),
});
export type RedeemConfig = z.infer<typeof redeemConfigSchemas.result>;

/** behaviour §3 "Registration tracking fields" (empty values already removed by the widget). */
export const trackingFieldsSchema = z
  .object({
    affiliate_id: digits(20),
    group_id: text(32),
    group_type: text(32),
    ref: text(REFERRAL_CODE_MAX_LENGTH),
    referrer: text(2048),
    medium: z.enum(['normal', 'affiliate', 'referral', 'broker']),
    content: text(256),
    utmsource: text(256),
    source: text(256),
    campaign: text(256),
    stage: text(64),
    language: text(16),
    regist_channel: text(64),
    term: text(256),
    ext_json: z
      .object({
        tg_source: text(64),
        eu_subscription: z.union([z.literal(0), z.literal(1)]),
        is_manual_input: z.union([z.literal(0), z.literal(1)]),
        non_crypto: z.union([z.literal(0), z.literal(1)]),
      })
      .partial()
      .strict(),
    signup_time: z.number().int().nonnegative(),
    last_refresh_time: z.number().int().nonnegative(),
    user_behavior_path: text(1024),
    ref_code_new: text(REFERRAL_CODE_MAX_LENGTH),
  })
  .partial()
  .strict();
export type TrackingFields = z.infer<typeof trackingFieldsSchema>;

/** The channel fields a sign-up payload may carry, beside `ref` (behaviour §3). */
export const channelRequestFields = {
  affiliate_id: digits(20).optional(),
  group_id: text(32).optional(),
  regist_channel: text(64).optional(),
  channel_source: text(32).optional(),
  /** behaviour §3 tracking fields, sent together. */
  channel_info: trackingFieldsSchema.optional(),
};
