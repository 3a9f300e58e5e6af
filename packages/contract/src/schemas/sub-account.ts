/** Sub-accounts: create and list (a main account's session), log in by name (docs/decisions/020). */
import { z } from 'zod';
import { LOGIN_PROTO_VERSION } from '../constants.js';
import { validateSubAccountName } from '../sub-account.js';
import { captchaAnswerFields } from './captcha.js';
import { defineSchemas } from './define.js';
import { passwordDigestField } from './fields.js';
import { loginResultSchema } from './login.js';

export const subAccountNameField = z.string().superRefine((value, ctx) => {
  const key = validateSubAccountName(value);
  if (key !== null) ctx.addIssue({ code: 'custom', message: key });
});

const subAccountSchema = z.object({
  id: z.string(),
  name: z.string(),
  create_time: z.number(),
});
export type SubAccount = z.infer<typeof subAccountSchema>;

export const createSubAccountSchemas = defineSchemas({
  request: z.object({ name: subAccountNameField, password: passwordDigestField }),
  result: subAccountSchema,
});

export const listSubAccountsSchemas = defineSchemas({
  request: z.object({}),
  result: z.object({ list: z.array(subAccountSchema) }),
});

export const subAccountLoginSchemas = defineSchemas({
  request: z.object({
    name: subAccountNameField,
    password: passwordDigestField,
    proto_ver: z.string().max(8).default(LOGIN_PROTO_VERSION),
    /** The authenticator code and the verified risk token, as on the main log-in's re-send. */
    google2fa: z.string().max(16).optional(),
    risk_token: z.string().max(512).optional(),
    ...captchaAnswerFields,
  }),
  result: loginResultSchema,
});
