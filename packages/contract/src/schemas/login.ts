/** Log-in, the signed-in profile and log-out (behaviour §3, §7). */
import { z } from 'zod';
import {
  LOGIN_PROTO_VERSION,
  THIRD_PARTY_PROVIDERS,
  THIRD_PARTY_TOKEN_TYPES,
  USE_THIRDPARTY,
} from '../constants.js';
import { captchaAnswerFields } from './captcha.js';
import { defineSchemas, noBody } from './define.js';
import { reauthenticationField } from './reauth.js';
import { channelRequestFields } from './referral.js';
import { telegramDataField } from './telegram.js';
import {
  countryCodeField,
  emailField,
  langField,
  liveCountryCodeField,
  mobileField,
  passwordDigestField,
  sentPasswordFields,
  referralCodeField,
  visitFields,
} from './fields.js';

const loginCommon = {
  ...sentPasswordFields,
  proto_ver: z.string().max(8).default(LOGIN_PROTO_VERSION),
  google2fa: z.string().max(16).optional(),
  risk_token: z.string().max(512).optional(),
  /** The visitor's country as the widget knows it: only ever stricter (decision 146). */
  live_country_code: liveCountryCodeField.optional(),
  telegram_callback: z.string().max(2048).optional(),
  /** The ticket of a 48003 answer: this log-in links the provider to its account (decision 062). */
  link_ticket: z.string().max(128).optional(),
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
  /** The log-in carried a link ticket and linked this provider (decision 062). */
  linked_provider: z.enum(THIRD_PARTY_PROVIDERS).optional(),
  /** The log-in carried a link ticket that linked nothing, and why (decision 062). */
  link_refused: z.enum(['ticketInvalid', 'alreadyLinked']).optional(),
  /**
   * 1: support reset the account's trading password; the widget offers to set a new one once
   * the log-in is done (decision 160). It never holds the log-in back.
   */
  trading_password_prompt: z.literal(1).optional(),
});
export type LoginResult = z.infer<typeof loginResultSchema>;

/** The key a log-in's password is encrypted with, and the server's time (decision 151). */
export const passwordKeySchemas = defineSchemas({
  request: noBody,
  result: z.object({
    key_id: z.string(),
    public_key: z.object({
      kty: z.literal('RSA'),
      n: z.string(),
      e: z.string(),
      alg: z.literal('RSA-OAEP-256'),
    }),
    server_time: z.number(),
  }),
});

export const loginSchemas = defineSchemas({
  request: loginRequestSchema,
  result: loginResultSchema,
});

/**
 * Sign up or log in with a provider's OpenID Connect id token (behaviour §3, decisions 060,
 * 062): a linked account takes the password log-in's steps, so the call is re-sent with the same
 * token and `google2fa` or `risk_token`, and answers what the log-in answers, with use_thirdparty.
 */
export const thirdPartyLoginSchemas = defineSchemas({
  request: z.object({
    token_type: z.enum(THIRD_PARTY_TOKEN_TYPES),
    /**
     * With `telegram`: where the token comes from. `login_widget` (default): the JSON text of
     * the Login Widget's fields; `mini_app`: the raw `Telegram.WebApp.initData` of a Mini App
     * (decision 070).
     */
    telegram_data: telegramDataField.optional(),
    /**
     * The provider's id token (a compact JWS) from the server's popup (decision 061): its nonce
     * must be that of a flow the server started for this provider. For `telegram`, the JSON
     * text of the Login Widget's fields (decision 063).
     */
    token: z.string().min(1).max(16_384),
    user_code: referralCodeField.optional(),
    /** Re-sent with the same token after the two-factor panel or security verification. */
    google2fa: loginCommon.google2fa,
    risk_token: loginCommon.risk_token,
    /** The live country, else the stored current country (decision 146). */
    live_country_code: liveCountryCodeField.optional(),
    /** The referrer, else the page, without query or fragment (decision 147). */
    location_link: visitFields.location_link,
    /** behaviour §3 "risk_ext {version}": the widget's risk-report version (decision 147). */
    risk_ext: z
      .object({
        version: z
          .string()
          .max(16)
          .regex(/^[\w.-]*$/),
      })
      .optional(),
    /** The e-mail or phone the visitor typed before choosing the provider, if any. */
    username: z.string().max(128).optional(),
    /** 1 when the code in `user_code` was typed, 0 when it came with the link. */
    isManuallyModifyUserCode: z.union([z.literal(0), z.literal(1), z.boolean()]).optional(),
    /**
     * Telegram Login data the visitor brought (behaviour §3 "Third-party sign-in"): bound
     * once the sign-in opens a session, as the password log-in binds it (decision 024).
     */
    telegram_callback: z.string().max(2048).optional(),
    /**
     * The widget's onlyLogin mode (behaviour §1: no registration): a person the server does not
     * know gets 48030 and no account is made. A known or linked account logs in as ever.
     */
    login_only: z.boolean().optional(),
    /** The sign-up's channel fields (behaviour §3 "Channel info"), as sign-up sends them. */
    ...channelRequestFields,
    register_channel: z.string().max(64).optional(),
    /** The solved captcha (behaviour §3 captcha result fields), scene 31001. */
    ...captchaAnswerFields,
  }),
  /** The log-in answer's fields (docs/decisions/062), and whether the account is new. */
  result: loginResultSchema.extend({
    use_thirdparty: z.union([
      z.literal(USE_THIRDPARTY.newAccount),
      z.literal(USE_THIRDPARTY.existingAccount),
    ]),
  }),
});

/** The providers linked to the signed-in account (decision 062). */
export const thirdPartyLinksSchemas = defineSchemas({
  request: z.object({}),
  result: z.object({
    links: z.array(z.object({ provider: z.enum(THIRD_PARTY_PROVIDERS), created_at: z.number() })),
    /**
     * The Telegram person bound to the account, when one is (decisions 024, 089): a sign-in
     * method too, bound and unbound by the Telegram calls, not by link and unlink.
     */
    telegram: z.object({ created_at: z.number() }).optional(),
  }),
});

/** Unlinks a provider, the password asked again (its SHA-256 hex digest, as log-in sends it). */
export const thirdPartyUnlinkSchemas = defineSchemas({
  request: z.object({ provider: z.enum(THIRD_PARTY_PROVIDERS), password: passwordDigestField }),
  result: z.object({}),
});

/**
 * Links a provider to the signed-in account (decision 069): the id token of a popup the server
 * ran for this provider, verified as the third-party log-in verifies it, then spent; the person
 * re-authenticated first (decision 106).
 */
export const thirdPartyLinkSchemas = defineSchemas({
  request: z.object({
    token_type: z.enum(THIRD_PARTY_PROVIDERS),
    token: z.string().min(1).max(16_384),
    reauth: reauthenticationField,
  }),
  result: z.object({ provider: z.enum(THIRD_PARTY_PROVIDERS) }),
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
    /** The widget's language: the popup's last page reads in it (a table language, else en). */
    lang: langField.optional(),
    /**
     * Set by the hop with `origin`: the SHA-256 (hex) of the secret it gave the browser on the
     * widget's host, which the sign-in and link calls carry there (decision 107).
     */
    binding: z
      .string()
      .regex(/^[0-9a-f]{64}$/)
      .optional(),
  }),
  result: z.object({}),
});

/** The providers a popup may be opened for, as the authorize path names them. */
export const thirdPartyPopupProvider = z.enum(THIRD_PARTY_PROVIDERS);

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
    /** The session is switched to demo trading (`demoAccount=true`, decision 131). */
    demo_trading: z.boolean(),
  }),
});

/** Switches the session to demo trading or back to the real account (decision 131). */
export const demoTradingSchemas = defineSchemas({
  request: z.object({ demo: z.boolean() }),
  result: z.object({ demo_trading: z.boolean() }),
});

export const logoutSchemas = defineSchemas({
  request: noBody,
  result: z.object({}),
});
