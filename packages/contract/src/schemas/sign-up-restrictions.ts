/** Sign-up restrictions: the permission check, the IP info and the waitlist (decision 029). */
import { z } from 'zod';
import { captchaAnswerFields } from './captcha.js';
import { defineSchemas } from './define.js';
import { emailField } from './fields.js';

/** GET /register/permission_v2: may this visitor sign up, and if not, why (behaviour §4, §7). */
export const signUpPermissionSchemas = defineSchemas({
  request: z.object({}),
  result: z.object({
    /** 1 when sign-up is offered to this visitor, else 0. */
    permission: z.union([z.literal(0), z.literal(1)]),
    reason: z.enum(['none', 'ipBanned', 'countryBanned']),
    /** The visitor's country from the address ('' when unknown). */
    country_code: z.string(),
    /** The visitor's ISO 3166-2 subdivision when the table names one (e.g. 'CA-ON'), else ''. */
    region_code: z.string(),
    /** The address the server saw, shown in the IP-ban dialog (behaviour §2). */
    ip: z.string(),
  }),
});

/** behaviour §3 "IP info": the region/IP look-up of behaviour §7 (the path is ours). */
export const ipInfoSchemas = defineSchemas({
  request: z.object({}),
  result: z.object({
    code: z.string(),
    is_visible: z.union([z.literal(0), z.literal(1)]),
    is_login: z.union([z.literal(0), z.literal(1)]),
    group_country: z.string(),
    ip: z.string(),
  }),
});

/**
 * POST /user/public/waitlist/join: the waitlist of dialog 2/6 (behaviour §2, §5). It e-mails
 * a link, so it takes the captcha of scene register 31004, as every send does (decision 109).
 */
export const waitlistJoinSchemas = defineSchemas({
  request: z.object({
    ...captchaAnswerFields,
    email: emailField,
    /** The country the person is in, as they or the widget know it (ISO 3166-1/-2). */
    country: z
      .string()
      .regex(/^[A-Za-z]{2}(-[A-Za-z0-9]{1,3})?$/)
      .optional(),
    lang: z.string().max(16).optional(),
  }),
  result: z.object({}),
});

/**
 * POST /user/public/waitlist/confirm: the one-time link of the waitlist e-mail, opened
 * (double opt-in, docs/decisions/033). Unknown or expired token: 46001.
 */
export const waitlistConfirmSchemas = defineSchemas({
  request: z.object({
    token: z
      .string()
      .min(1)
      .max(128)
      .regex(/^[\w-]+$/),
  }),
  result: z.object({ confirmed: z.literal(true) }),
});
