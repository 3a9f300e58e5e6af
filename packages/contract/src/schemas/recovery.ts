/**
 * Password recovery and self-help unblocking (behaviour §7 "recovery" and "unblock" calls). The
 * code fields are named as on sign-up: `emailverify` for e-mail, `smsverify` for mobile.
 */
import { z } from 'zod';
import { captchaAnswerFields } from './captcha.js';
import { defineSchemas } from './define.js';
import { WAYS_IN } from '../constants.js';
import {
  countryCodeField,
  emailField,
  mobileField,
  passwordDigestField,
  sentPasswordFields,
  verificationCodeField,
} from './fields.js';

/** A way into an account besides its password, as a recovery's review lists it (110). */
const wayInSchema = z.object({
  way: z.enum(WAYS_IN),
  /** When it was linked or bound (ms since the epoch). */
  linked_at: z.number(),
  /** Held back by the reset: it signs in again only if kept. */
  held: z.boolean(),
});

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

/** The new password: in clear or sealed, as a log-in's (decision 161). */
const resetFields = {
  ...sentPasswordFields,
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
  /**
   * The account's other ways in, and the review token that keeps or removes them (decision
   * 110); absent when it has none.
   */
  result: z.object({
    ways_in: z.array(wayInSchema).optional(),
    review_token: z.string().optional(),
  }),
});

/**
 * After a reset, the owner's choice of ways in (decision 110): those named in `keep` stay (a
 * held one signs in again), every other one is removed. Answers the ways in that remain.
 */
export const findPasswordWaysInSchemas = defineSchemas({
  request: z.object({
    review_token: z.string().min(1).max(64),
    keep: z.array(z.enum(WAYS_IN)).max(WAYS_IN.length),
    ...common,
  }),
  result: z.object({ ways_in: z.array(wayInSchema) }),
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

/**
 * A lost authenticator: a code to the account's mailbox, answered `{uuid}` for every address,
 * account or not, authenticator or not (decision 143). The reset that spends the code is not
 * built yet.
 */
export const unbindTwoFactorSendCodeSchemas = defineSchemas({
  request: z.object({ ...byEmail, ...sendFields }).strict(),
  result: z.object({ uuid: z.string() }),
});
