/**
 * Password recovery and self-help unblocking (behaviour §7 "recovery" and "unblock" calls). The
 * code fields are named as on sign-up: `emailverify` for e-mail, `smsverify` for mobile.
 */
import { z } from 'zod';
import { captchaAnswerFields } from './captcha.js';
import { defineSchemas } from './define.js';
import {
  countryCodeField,
  emailField,
  mobileField,
  passwordDigestField,
  verificationCodeField,
} from './fields.js';

const byEmail = { email: emailField };
const byMobile = { mobile: mobileField, country_code: countryCodeField };
const common = { lang: z.string().max(16).optional() };

/** Send a recovery code; the answer is the same whether or not the account exists. */
const sendFields = {
  /** The captcha of scene recovery 31006, required unless CAPTCHA_ON_SENDS is off. */
  ...captchaAnswerFields,
  ...common,
};

export const findPasswordCodeSchemas = defineSchemas({
  request: z.union([
    z.object({ ...byEmail, ...sendFields }),
    z.object({ ...byMobile, ...sendFields }),
  ]),
  result: z.object({ uuid: z.string() }),
});

const resetFields = {
  password: passwordDigestField,
  uuid: z.string().max(64).optional(),
  ...common,
};

/**
 * Set a new password with the code, or with the token of the recovery e-mail's link (from
 * the page's `#reset=` fragment, decision 105); every session of the account ends.
 */
export const findPasswordSchemas = defineSchemas({
  request: z.union([
    z.object({ ...byEmail, emailverify: verificationCodeField, ...resetFields }),
    z.object({ ...byMobile, smsverify: verificationCodeField, ...resetFields }),
    z.object({ reset_token: z.string().min(1).max(64), ...resetFields }),
  ]),
  result: z.object({}),
});

const unblockFields = {
  password: passwordDigestField,
  /** The code sent by the first step; absent on the first step. */
  verify_code: verificationCodeField.optional(),
  /** The first step's answer, naming the code that was sent. */
  self_unbind_token: z.string().max(64).optional(),
  /**
   * The solved captcha: of scene self-unblock 31007 on the first step (it sends a code), of
   * log-in on the second (it checks the password).
   */
  ...captchaAnswerFields,
  ...common,
};

/**
 * Self-help unblocking: first with the password alone (a code goes to the account's own
 * e-mail or phone, answer `self_unbind_token`), then with the password, the code and the
 * token (the ban is lifted, answer `unblocked: true`).
 */
export const selfHelpDeblockingSchemas = defineSchemas({
  request: z.union([
    z.object({ ...byEmail, ...unblockFields }),
    z.object({ ...byMobile, ...unblockFields }),
  ]),
  result: z.object({
    self_unbind_token: z.string().optional(),
    /** behaviour §3 self-help ban info. */
    is_self_help_baned: z.boolean().optional(),
    baned_time: z.number().optional(),
    unblocked: z.boolean().optional(),
  }),
});

/** The self-help ban info (behaviour §3) of the account a live `self_unbind_token` names. */
export const selfHelpBanStatusSchemas = defineSchemas({
  request: z.object({ self_unbind_token: z.string().min(1).max(64) }),
  result: z.object({ is_self_help_baned: z.boolean(), baned_time: z.number() }),
});
