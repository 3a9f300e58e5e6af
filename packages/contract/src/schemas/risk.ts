/** Security verification of a login from a new device or country (decision 017). */
import { z } from 'zod';
import { captchaAnswerFields } from './captcha.js';
import { defineSchemas } from './define.js';
import { countryCodeField, emailField, mobileField, verificationCodeField } from './fields.js';

const riskTokenField = z.string().min(1).max(512);

export const riskSendCodeSchemas = defineSchemas({
  /**
   * The captcha of scene risk verification 31008, required unless CAPTCHA_ON_SENDS is off.
   * Strict: the code goes to the token's own address, and a body naming another is refused.
   */
  request: z.object({ risk_token: riskTokenField, ...captchaAnswerFields }).strict(),
  result: z.object({
    channel: z.enum(['email', 'sms']),
    /** The address the code went to, partly hidden. */
    target: z.string(),
    /** Two-factor is on: the panel asks for the authenticator code too. */
    google2fa: z.boolean(),
  }),
});

/** behaviour §3 risk-token check: answers the risk_token (now verified) and its type. */
export const riskCheckSchemas = defineSchemas({
  request: z.object({ risk_token: riskTokenField, code: verificationCodeField }),
  result: z.object({ risk_token: z.string(), risk_token_type: z.enum(['guide', 'pass']) }),
});

/** The signed-in account's guided sign-ins not acknowledged yet (decision 025). */
export const riskGuideListSchemas = defineSchemas({
  request: z.object({}),
  result: z.object({
    items: z.array(
      z.object({
        /** ISO 3166 alpha-2 code of the new country. */
        country: z.string(),
        /** When the sign-in was made (ms since epoch). */
        created_at: z.number(),
      }),
    ),
  }),
});

/** Acknowledges the guided sign-in of a risk token of type guide, once. */
export const riskGuideAcknowledgeSchemas = defineSchemas({
  request: z.object({ risk_token: riskTokenField }),
  result: z.object({}),
});

/**
 * The risk engine's default interception check (decision 142): whether a send of scene
 * `sence` would be stopped for a security verification first. Only the sign-up send's scene
 * (30002) has a rule; `ext_info` names the address the send would go to (none: a new one).
 */
export const riskDefaultInterceptSchemas = defineSchemas({
  request: z
    .object({
      sence: z.coerce.number().int().min(0).max(99_999),
      ext_info: z
        .union([
          z.object({ email: emailField }).strict(),
          z.object({ mobile: mobileField, country_code: countryCodeField }).strict(),
        ])
        .optional(),
    })
    .strict(),
  result: z.object({
    /** The send would answer a risk token instead of sending. */
    intercept: z.boolean(),
    /** The token type it would answer: 'pass' (a code to check), or 'none'. */
    risk_token_type: z.enum(['pass', 'none']),
  }),
});
