/** Log-in, the signed-in profile and log-out (behaviour §3, §7). */
import { z } from 'zod';
import {
  LOGIN_PROTO_VERSION,
  THIRD_PARTY_POPUP_PROVIDERS,
  THIRD_PARTY_TOKEN_TYPES,
  USE_THIRDPARTY,
} from '../constants.js';
import { captchaAnswerFields } from './captcha.js';
import { defineSchemas, noBody } from './define.js';
import {
  countryCodeField,
  emailField,
  mobileField,
  passwordDigestField,
  referralCodeField,
} from './fields.js';

const loginCommon = {
  password: passwordDigestField,
  proto_ver: z.string().max(8).default(LOGIN_PROTO_VERSION),
  google2fa: z.string().max(16).optional(),
  risk_token: z.string().max(512).optional(),
  live_country_code: z.string().max(8).optional(),
  telegram_callback: z.string().max(2048).optional(),
  /** The solved captcha (behaviour §3 captcha result fields). */
  ...captchaAnswerFields,
};

/** Log in by e-mail, or by mobile number with its country calling code. */
export const loginRequestSchema = z.union([
  z.object({ email: emailField, ...loginCommon }),
  z.object({ mobile: mobileField, country_code: countryCodeField, ...loginCommon }),
]);

/** The result fields of a login answer (behaviour §3); the token is top-level in the envelope. */
export const loginResultSchema = z.object({
  id: z.string().optional(),
  country: z.string().optional(),
  create_time: z.number().optional(),
  registration_origin_time: z.number().optional(),
  tg_bind_result: z.string().optional(),
  pre_action: z.number().optional(),
  google2fa_secret: z.union([z.string(), z.boolean()]).optional(),
  risk_token: z.string().optional(),
  risk_token_type: z.enum(['guide', 'pass']).optional(),
  pass_err_count: z.number().optional(),
  use_thirdparty: z.number().optional(),
  banned_status: z.number().optional(),
  /** When a locked account may try again (ms since epoch), with 31030. */
  locked_until: z.number().optional(),
});
export type LoginResult = z.infer<typeof loginResultSchema>;

export const loginSchemas = defineSchemas({
  request: loginRequestSchema,
  result: loginResultSchema,
});

/** Sign up or log in with a provider's OpenID Connect id token (behaviour §3, decision 060). */
export const thirdPartyLoginSchemas = defineSchemas({
  request: z.object({
    token_type: z.enum(THIRD_PARTY_TOKEN_TYPES),
    /**
     * The provider's id token (a compact JWS), from the server's popup (decision 061): its
     * nonce must be that of a flow the server started for this provider.
     */
    token: z.string().min(1).max(16_384),
    user_code: referralCodeField.optional(),
    /** The solved captcha (behaviour §3 captcha result fields), scene 31001. */
    ...captchaAnswerFields,
  }),
  result: z.object({
    use_thirdparty: z.union([
      z.literal(USE_THIRDPARTY.newAccount),
      z.literal(USE_THIRDPARTY.existingAccount),
    ]),
    id: z.string(),
    banned_status: z.number().optional(),
    country: z.string(),
    create_time: z.number(),
  }),
});

/**
 * GET /thirdparty/authorize/:provider (decision 061): the popup's first page. Success is a
 * 302 to the provider (or to the same path on PUBLIC_ORIGIN, carrying `origin`); only a
 * refusal is an envelope.
 */
export const thirdPartyAuthorizeSchemas = defineSchemas({
  request: z.object({
    /** The origin to answer to, set by the hop from another of our sites' hosts. */
    origin: z.string().max(300).optional(),
  }),
  result: z.object({}),
});

/** The providers a popup may be opened for, as the authorize path names them. */
export const thirdPartyPopupProvider = z.enum(THIRD_PARTY_POPUP_PROVIDERS);

export const profileSchemas = defineSchemas({
  request: z.object({}),
  result: z.object({
    id: z.string(),
    email: z.string().optional(),
    mobile: z.string().optional(),
    country_code: z.string().optional(),
    create_time: z.number(),
    /** Set when the session is a sub-account's: its name and its main account. */
    sub_account: z.object({ name: z.string(), parent_id: z.string() }).optional(),
  }),
});

export const logoutSchemas = defineSchemas({
  request: noBody,
  result: z.object({}),
});
