/**
 * Register types and the three-step sign-up (behaviour §2 "Register view", §3 "Register type",
 * "Register step", "Activation status poll", §4 "Register", "Activation poll", §7). The agreed
 * contract between server and widget: docs/decisions/026-register-types-and-activation-links.md.
 */
import { z } from 'zod';
import {
  ACTIVATION_OUTCOMES,
  RECALL_STAGES,
  REGISTER_TYPES,
  THIRD_PARTY_PROVIDERS,
} from '../constants.js';
import { APPLE_PLATFORM_IDS } from '../apple-platforms.js';
import { captchaAnswerFields } from './captcha.js';
import { defineSchemas } from './define.js';
import {
  countryCodeField,
  emailField,
  mobileField,
  passwordDigestField,
  usernameField,
  verificationCodeField,
  visitFields,
} from './fields.js';
import { usernameIsPhone } from '../rules.js';
import {
  registerCommon,
  registerEmailByCodeRequest,
  registerEmailByLinkRequest,
  registeredSchema,
  sendCodeCommon,
  sendCodeResult,
} from './register.js';
import { channelRequestFields } from './referral.js';

/** A pending sign-up's uuid (the send step's `result.uuid`). */
export const registerUuidField = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, 'invalidRegisterUuid');

/** The activation link's one-time token (base64url). */
export const activationTokenField = z
  .string()
  .min(1)
  .max(128)
  .regex(/^[A-Za-z0-9_-]+$/, 'invalidActivationToken');

/** behaviour §3 verify_result: 1 waiting, 2 success, 3 expired/error, 4 waiting (behaviour §9). */
export const verifyResultField = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]);

/**
 * Where the exchange's app is got (decision 132): the store links and the direct APK an
 * operator sets per site (APP_DOWNLOAD), each optional, at least one given. `qr_url` is what the
 * download page's QR code holds (absent: the page's own address); `after_sign_up_on_phone` sends
 * a sign-up finished on a phone (platform h5) to /{lang}/download instead of the dashboard.
 */
export const appDownloadSchema = z.object({
  app_store: z.string().url().optional(),
  google_play: z.string().url().optional(),
  apk: z.string().url().optional(),
  qr_url: z.string().url().optional(),
  after_sign_up_on_phone: z.boolean(),
});

/** POST /v3/config/web: the remote configuration the widget reads at start. */
export const webConfigSchemas = defineSchemas({
  /** The widget may send fields of its own; none is read, and none is refused. */
  request: z.looseObject({}),
  result: z.object({
    /** Setting REGISTER_TYPE, else an A/B choice stable per device (the Guid header). */
    register_type: z.enum(REGISTER_TYPES),
    /**
     * Setting CUSTOMER_SERVICE_URL (https, or http on loopback): the chat a host opens from
     * the sign-up notices (behaviour §2 dialog 5, the widget's onOpenCustomerService). Absent: none.
     */
    customer_service_url: z.string().url().optional(),
    /**
     * The bot "Continue with Telegram" opens, when TELEGRAM_BOT_NAME and TELEGRAM_BOT_TOKEN are
     * both set (decision 063): its username, and its numeric id, which Telegram's
     * `Login.auth` asks for. Absent: no Telegram button.
     */
    telegram_bot_name: z.string().optional(),
    telegram_bot_id: z.string().regex(/^\d+$/).optional(),
    /**
     * Third-party sign-in (docs/decisions/061, 064): the providers whose settings are complete,
     * and the origin the popup's answer comes from (PUBLIC_ORIGIN). Absent: none offered.
     */
    third_party: z
      .object({
        providers: z.array(z.enum(THIRD_PARTY_PROVIDERS)),
        callback_origin: z.string(),
        /** Setting TR_PROVIDER_NAME: the Turkish provider's name on its button. */
        tr_provider_name: z.string().optional(),
        /**
         * With APPLE_CLIENT_ID set: the Apple platform id of the page (decision 155) and its
         * Services ID (APPLE_PLATFORM_CLIENT_IDS), for a host app running Apple's own script.
         */
        apple_platform: z.enum(APPLE_PLATFORM_IDS).optional(),
        apple_client_id: z.string().optional(),
      })
      .optional(),
    /** Setting APP_DOWNLOAD for the request's site, else the main site's. Absent: no app. */
    download: appDownloadSchema.optional(),
  }),
});

/**
 * Channel fields of a sign-up (behaviour §3 "Channel info", query parameters of behaviour §2): the same
 * as the one-step register's (docs/decisions/028, 032), and `register_channel` as the page's
 * query spells it.
 */
const channelFields = {
  ...channelRequestFields,
  register_channel: z.string().max(64).optional(),
};

/**
 * POST /user/public/register/info (the ACCOUNT step): send a code (verify_type 1) or an
 * activation link (verify_type 2, e-mail only) and answer the sign-up's uuid. Captcha of
 * scene register 31004 as on the send-code calls.
 */
export const registerInfoEmailRequest = z.object({
  email: emailField,
  verify_type: z.union([z.literal(1), z.literal(2)]),
  ...sendCodeCommon,
  ...channelFields,
});
export const registerInfoMobileRequest = z.object({
  mobile: mobileField,
  country_code: countryCodeField,
  /** A phone sign-up always uses a code. */
  verify_type: z.literal(1),
  ...sendCodeCommon,
  ...channelFields,
});
/**
 * The same call as behaviour §3 "Step-3 register" spells it: one `username`, e-mail or phone as
 * the phone pattern decides (all digits: a phone), and the phone's calling code as `areaCode`.
 * A phone needs its `areaCode` and a code (verify_type 1), as the mobile request does.
 */
export const registerInfoUsernameRequest = z
  .object({
    username: usernameField,
    areaCode: countryCodeField.optional(),
    verify_type: z.union([z.literal(1), z.literal(2)]),
    ...sendCodeCommon,
    ...channelFields,
  })
  .superRefine((body, ctx) => {
    if (!usernameIsPhone(body.username)) return;
    if (body.areaCode === undefined)
      ctx.addIssue({ code: 'custom', path: ['areaCode'], message: 'pleaseSelectCountryCode' });
    if (body.verify_type !== 1)
      ctx.addIssue({ code: 'custom', path: ['verify_type'], message: 'phoneSignUpUsesCode' });
  });

export const registerInfoSchemas = defineSchemas({
  request: z.union([
    registerInfoUsernameRequest,
    registerInfoEmailRequest,
    registerInfoMobileRequest,
  ]),
  result: sendCodeResult,
});

/** POST /user/public/register/verify (VERIFY_CODE): the code of sign-up `uuid`. */
export const registerVerifySchemas = defineSchemas({
  request: z.object({ uuid: registerUuidField, code: verificationCodeField }),
  /** 1: the code is right (behaviour §7 "result.verify_result (1 ok)"). */
  result: z.object({ verify_result: z.literal(1) }),
});

/** GET /user/public/register/verify/result (the activation poll, every 2000 ms). */
export const registerVerifyResultSchemas = defineSchemas({
  request: z.object({
    uuid: registerUuidField,
    /** behaviour §3 "Activation status poll": verify_code 2 (the link). */
    verify_code: z.coerce.number().int().optional(),
  }),
  result: z.object({ verify_result: verifyResultField }),
});

/** POST /user/public/register/password (PASSWORD): the account of a verified sign-up. */
export const registerPasswordSchemas = defineSchemas({
  request: z.object({
    uuid: registerUuidField,
    password: passwordDigestField,
    euSubscription: registerCommon.euSubscription,
    isManuallyModifyUserCode: registerCommon.isManuallyModifyUserCode,
    lang: registerCommon.lang,
    /** Where the visitor comes from and their live country (decisions 146, 147). */
    ...visitFields,
    /** The code and channel of the sign-up, as on the one-step register (decision 032). */
    ref: registerCommon.ref,
    user_code: registerCommon.user_code,
    ...channelRequestFields,
    residence_declared: registerCommon.residence_declared,
    terms_version: registerCommon.terms_version,
    /** behaviour §3 "Step-3 register" telegram info: bound once the account is made (decision 088). */
    telegram_callback: registerCommon.telegram_callback,
  }),
  /** The new account's id (and `tg_bind_result`); the envelope carries the session `token`. */
  result: registeredSchema,
});

/**
 * POST /user/public/register/send/verify/item: send the code or link again (60 s cooldown),
 * behind the first send's guards (decision 035): the captcha of scene register 31004, the
 * sign-up restrictions and the farming check, which may answer a risk token instead; the
 * re-made resend carries the passed token. The registration keeps its first expiry.
 */
export const registerResendSchemas = defineSchemas({
  request: z.object({
    uuid: registerUuidField,
    risk_token: sendCodeCommon.risk_token,
    ...captchaAnswerFields,
  }),
  result: sendCodeResult,
});

/** Who started the sign-up: the browser and place of the send step. */
export const registerRequesterSchema = z.object({
  /** A short summary of the user agent, e.g. "Chrome 120 on Linux". */
  browser: z.string(),
  /** ISO country from the geo table ('' when unknown). */
  country: z.string(),
  create_time: z.number(),
  expire_time: z.number(),
});
export type RegisterRequester = z.infer<typeof registerRequesterSchema>;

/** GET /user/public/register/recall/info (behaviour §3 "Recall info by uuid"). */
export const registerRecallInfoSchemas = defineSchemas({
  request: z.object({ uuid: registerUuidField }),
  result: z.object({
    recall_stage: z.enum(RECALL_STAGES),
    /** The platform header of the send step ('web' when absent). */
    platform: z.string(),
    /** The e-mail or phone, masked (e.g. "ab***@example.com", "+44 ****5678"). */
    login_name: z.string(),
    /** The register type the sign-up was started with. */
    version: z.enum(REGISTER_TYPES),
    requester: registerRequesterSchema,
  }),
});

/**
 * POST /user/public/register/activate: the activation page's Confirm. `activated` makes the
 * poll answer 2; an expired link answers verify_result 3; a used one `alreadyUsed`.
 */
export const registerActivateSchemas = defineSchemas({
  request: z.object({ uuid: registerUuidField, token: activationTokenField }),
  result: z.object({
    verify_result: verifyResultField,
    activation: z.enum(ACTIVATION_OUTCOMES),
  }),
});

/** POST /user/public/register_compliance: /register/email or /register/mobile by the fields. */
export const registerComplianceMobileRequest = z.object({
  mobile: mobileField,
  country_code: countryCodeField,
  smsverify: verificationCodeField,
  ...registerCommon,
});
export const registerComplianceSchemas = defineSchemas({
  request: z.union([
    registerEmailByLinkRequest,
    registerEmailByCodeRequest,
    registerComplianceMobileRequest,
  ]),
  result: registeredSchema,
});
