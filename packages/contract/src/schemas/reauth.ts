/**
 * Re-authentication of a signed-in person (docs/decisions/106): a session alone, perhaps stolen,
 * cannot create or delete a sub-account, set its password, link a provider or bind Telegram.
 * Those calls carry `reauth`: the password (an account that has one), else a six-digit code the
 * send-code call e-mailed or texted to the account's own address, and the authenticator's code
 * when two-factor is on. Which of them an account needs is the method call's answer.
 */
import { z } from 'zod';
import { defineSchemas, noBody } from './define.js';
import { passwordDigestField, verificationCodeField } from './fields.js';

/** The proof a re-authenticated call carries. */
export const reauthenticationField = z.object({
  /** The password's SHA-256 hex digest, as log-in sends it: an account with a password. */
  password: passwordDigestField.optional(),
  /** The six digits the send-code call sent: an account without a password. */
  verify_code: verificationCodeField.optional(),
  /** The authenticator app's six digits, when two-factor is on. */
  google2fa: verificationCodeField.optional(),
});
export type Reauthentication = z.infer<typeof reauthenticationField>;

/**
 * What this account re-authenticates with: `password`; `code`, sent to `to` by `channel` (an
 * account a provider made: no password); `none` when it has neither (an account Telegram made:
 * no password, no address), which cannot re-authenticate. `google2fa`: the code is asked too.
 */
export const reauthMethodSchemas = defineSchemas({
  request: z.object({}),
  result: z.object({
    factor: z.enum(['password', 'code', 'none']),
    channel: z.enum(['email', 'sms']).optional(),
    to: z.string().optional(),
    google2fa: z.boolean(),
  }),
});

/** Sends the code of an account without a password to its own address (no body, no captcha). */
export const reauthSendCodeSchemas = defineSchemas({
  request: noBody,
  result: z.object({}),
});
