/** Old-mode registration: send a code, then create the account with it (behaviour §3, §7). */
import { z } from 'zod';
import { captchaAnswerFields } from './captcha.js';
import { defineSchemas } from './define.js';
import {
  countryCodeField,
  emailField,
  langField,
  mobileField,
  passwordDigestField,
  referralCodeField,
  verificationCodeField,
  visitFields,
} from './fields.js';
import { channelRequestFields } from './referral.js';
import { telegramCallbackField, tgBindResultField } from './telegram.js';

export const sendCodeCommon = {
  ref: referralCodeField.optional(),
  user_code: referralCodeField.optional(),
  lang: langField.optional(),
  /** Where the visitor comes from and their live country (decision 147, 146). */
  ...visitFields,
  /** A passed risk token of this target (decision 031): the send then sends the code. */
  risk_token: z.string().max(512).optional(),
  /**
   * The fake flag is the e-mail send-code's alone (decision 148): elsewhere `is_fake: 1` is
   * refused in the envelope rather than dropped, so a fake send never becomes a real one.
   */
  is_fake: z.literal(0).optional(),
  /** The captcha of scene register 31004 (behaviour §9), required unless CAPTCHA_ON_REGISTER is off. */
  ...captchaAnswerFields,
};

/**
 * A send-code's answer: the uuid of the code (or link) sent, or, for the Nth different target
 * of a device or IP within an hour (decision 031), a risk token to verify first and no code.
 */
export const sendCodeResult = z.union([
  z.object({ uuid: z.string() }),
  z.object({ risk_token: z.string(), risk_token_type: z.literal('pass') }),
]);

/**
 * verify_type 1 sends a code; 2 (e-mail only) sends an activation link (behaviour §3).
 * `is_fake: 1` is the fake-e-mail path (decision 148): the e-mail joins the waitlist, proven
 * by the link it is mailed, and no code that could make an account is sent.
 */
export const sendEmailCodeSchemas = defineSchemas({
  request: z.object({
    email: emailField,
    login_type: z.literal(2).optional(),
    verify_type: z.union([z.literal(1), z.literal(2)]).optional(),
    ...sendCodeCommon,
    is_fake: z.union([z.literal(0), z.literal(1)]).optional(),
  }),
  result: sendCodeResult,
});

export const sendMobileCodeSchemas = defineSchemas({
  request: z.object({
    mobile: mobileField,
    country_code: countryCodeField,
    login_type: z.literal(3).optional(),
    /** A phone sign-up always uses a code. */
    verify_type: z.literal(1).optional(),
    ...sendCodeCommon,
  }),
  result: sendCodeResult,
});

/**
 * What the person declared before the account was made (decision 038): `residence_declared`
 * when they confirmed dialog 1 (they do not live where sign-up is not offered), and the version
 * of the terms they accepted (TERMS_VERSION). The account keeps both.
 */
export const signUpDeclarationFields = {
  residence_declared: z.boolean().optional(),
  terms_version: z
    .string()
    .max(32)
    .regex(/^[\w.-]+$/)
    .optional(),
};

export const registerCommon = {
  password: passwordDigestField,
  user_code: referralCodeField.optional(),
  ref: referralCodeField.optional(),
  lang: langField.optional(),
  /** Where the visitor comes from and their live country (decision 147, 146). */
  ...visitFields,
  uuid: z.string().max(64).optional(),
  euSubscription: z.union([z.boolean(), z.number()]).optional(),
  isManuallyModifyUserCode: z.union([z.boolean(), z.number()]).optional(),
  risk_token: z.string().max(512).optional(),
  /**
   * Telegram Login data the visitor brought (behaviour §3 telegram_callback): bound to the new
   * account once it is made and its session opened, as a log-in binds it (decision 088).
   */
  telegram_callback: telegramCallbackField.optional(),
  ...channelRequestFields,
  ...signUpDeclarationFields,
};

/**
 * The answer of a successful registration: the new account's id, and `tg_bind_result` only when
 * the request carried `telegram_callback` (decision 088); the token is top-level.
 */
export const registeredSchema = z.object({
  id: z.string(),
  tg_bind_result: tgBindResultField.optional(),
});

/** verify_type 1 (or absent): with the e-mailed code. */
export const registerEmailByCodeRequest = z.object({
  email: emailField,
  emailverify: verificationCodeField,
  verify_type: z.literal(1).optional(),
  ...registerCommon,
});

/** verify_type 2: the activation link of sign-up `uuid` was opened; no code (behaviour §3 uuid). */
export const registerEmailByLinkRequest = z.object({
  email: emailField,
  verify_type: z.literal(2),
  ...registerCommon,
  uuid: z.string().min(1).max(64),
});

export const registerEmailSchemas = defineSchemas({
  request: z.union([registerEmailByLinkRequest, registerEmailByCodeRequest]),
  result: registeredSchema,
});

export const registerMobileSchemas = defineSchemas({
  request: z.object({
    mobile: mobileField,
    country_code: countryCodeField,
    smsverify: verificationCodeField,
    ...registerCommon,
  }),
  result: registeredSchema,
});
