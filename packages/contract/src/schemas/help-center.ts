/**
 * The help-center web form (behaviour §2 /{lang}/help-center/s/webform, decision 129): a
 * visitor's support request, asked with the captcha of scene help-center 31009.
 */
import { z } from 'zod';
import { captchaAnswerFields } from './captcha.js';
import { defineSchemas } from './define.js';
import { emailField } from './fields.js';
import { SITE_CODES } from '../sites.js';
import { SUPPORT_MESSAGE_MAX, SUPPORT_MESSAGE_MIN, SUPPORT_SUBJECTS } from '../constants.js';

export const supportRequestSchemas = defineSchemas({
  request: z.object({
    subject: z.enum(SUPPORT_SUBJECTS),
    email: emailField,
    message: z.string().trim().min(SUPPORT_MESSAGE_MIN).max(SUPPORT_MESSAGE_MAX),
    lang: z.string().max(16).optional(),
    /** The site the form was shown on, when the page knows it. */
    site: z.enum(SITE_CODES).optional(),
    /** The captcha of scene help-center 31009, always required. */
    ...captchaAnswerFields,
  }),
  result: z.object({ request_id: z.number() }),
});
