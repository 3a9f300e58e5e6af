/**
 * Sub-accounts: create, list, delete and set a new password (a main account's session, the
 * last three re-authenticated: decision 106), log in by name (docs/decisions/020).
 */
import { z } from 'zod';
import { LOGIN_PROTO_VERSION } from '../constants.js';
import { validateSubAccountName } from '../sub-account.js';
import { captchaAnswerFields } from './captcha.js';
import { defineSchemas } from './define.js';
import { passwordDigestField, sentPasswordFields } from './fields.js';
import { loginResultSchema } from './login.js';
import { reauthenticationField } from './reauth.js';

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

/** `password` is the new sub-account's; `reauth` proves the main account's holder asks. */
export const createSubAccountSchemas = defineSchemas({
  request: z.object({
    name: subAccountNameField,
    password: passwordDigestField,
    reauth: reauthenticationField,
  }),
  result: subAccountSchema,
});

/** A sub-account's id, as the list answers it (an account id: digits). */
const subAccountIdField = z.string().regex(/^\d{1,20}$/, { message: 'invalidSubAccount' });

/** Deletes one of the main account's sub-accounts: it can no longer log in (decision 106). */
export const deleteSubAccountSchemas = defineSchemas({
  request: z.object({ id: subAccountIdField, reauth: reauthenticationField }),
  result: z.object({}),
});

/**
 * Sets a new password for one of the main account's sub-accounts (its SHA-256 digest, as
 * sign-up sends one): its sessions end and its "must reset password" is cleared.
 */
export const setSubAccountPasswordSchemas = defineSchemas({
  request: z.object({
    id: subAccountIdField,
    password: passwordDigestField,
    reauth: reauthenticationField,
  }),
  result: z.object({}),
});

export const listSubAccountsSchemas = defineSchemas({
  request: z.object({}),
  result: z.object({ list: z.array(subAccountSchema) }),
});

export const subAccountLoginSchemas = defineSchemas({
  request: z.object({
    name: subAccountNameField,
    /** The password as the main log-in sends it: sealed, or its digest in clear (151). */
    ...sentPasswordFields,
    proto_ver: z.string().max(8).default(LOGIN_PROTO_VERSION),
    /** The authenticator code and the verified risk token, as on the main log-in's re-send. */
    google2fa: z.string().max(16).optional(),
    risk_token: z.string().max(512).optional(),
    ...captchaAnswerFields,
  }),
  result: loginResultSchema,
});
