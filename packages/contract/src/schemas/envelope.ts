/**
 * The answer of every call as a schema (behaviour §3, §8): the success envelope around the call's
 * `result`, or the failure envelope of the error catalogue. The server checks each answer
 * against `answerSchema(call's schemas)` and publishes the same schema as its API reference.
 */
import { z } from 'zod';
import { ALL_RET_CODES } from '../codes.js';
import { isSuccess } from '../envelope.js';
import { SITE_CODES } from '../sites.js';
import { TG_BIND_RESULTS } from '../telegram.js';
import { STEP_UPS } from '../constants.js';
import type { CallSchemas } from './define.js';

/** What any success may carry beside `result`. */
const successExtras = {
  /** A new session's token, on calls that sign in or make an account (behaviour §7). */
  token: z.string().optional(),
  /** The signed-in account's own site, on log-in answers (behaviour §4 site check). */
  currentSite: z.enum(['HKG', 'BYBIT', 'NLD']).optional(),
  /** The account's own site, any of the nine, for an account in the grey release (decision 092). */
  accountSite: z.enum(SITE_CODES).optional(),
};

export function successEnvelopeSchema<Res extends z.ZodType>(result: Res) {
  return z.object({ ret_code: z.literal(0), ret_msg: z.string(), result, ...successExtras });
}

/** Every failure code of the catalogue (codes.ts); the widget's own -200 is never answered. */
const FAILURE_CODES = ALL_RET_CODES.map((row) => row.code).filter(
  (code) => code > 0 && !isSuccess(code),
);

/**
 * What a failure's `result` may hold, by the codes that carry it; most failures carry `{}`.
 * The server's error catalogue (server/src/errors.ts) fills these in.
 */
export const failureResultSchema = z.object({
  /** Wrong password: failed attempts so far. */
  pass_err_count: z.number().optional(),
  /** Password or authenticator lock-out: when it ends (ms since epoch). */
  locked_until: z.number().optional(),
  /**
   * A ceiling of wrong passwords (31030, decision 105): the lock ends only by a stronger
   * proof, a device the account knows or a reset by e-mail, or a reset alone.
   */
  step_up: z.enum(STEP_UPS).optional(),
  /** Code sent too recently: how long to wait (ms). */
  retry_after_ms: z.number().optional(),
  /** Wrong-code budget spent, daily send cap reached, too many risk tokens: when to retry. */
  retry_at: z.number().optional(),
  /** Captcha or third-party id token refused (34001, 48001): why, for logs and developers. */
  reason: z.string().optional(),
  /** Network refused (31018, 31020): the address the server saw, for dialog 3. */
  ip: z.string().optional(),
  /** Sign-up refused in a country (43001): the place the server saw. */
  country_code: z.string().optional(),
  /** Account banned (behaviour §3 self-help ban info). */
  banned_status: z.literal(1).optional(),
  is_self_help_baned: z.boolean().optional(),
  baned_time: z.number().optional(),
  /** Sub-account limit reached: the limit. */
  limit: z.number().optional(),
  /** Telegram bind refused: behaviour §8's bind result. */
  tg_bind_result: z.enum(TG_BIND_RESULTS).optional(),
  /** The id token's e-mail has an account (48003): the ticket a password log-in to it carries
   * to link the provider, and the e-mail to prefill (decision 062). */
  link_ticket: z.string().optional(),
  email: z.string().optional(),
});

export const failureEnvelopeSchema = z.object({
  ret_code: z.literal(FAILURE_CODES as [number, ...number[]]),
  ret_msg: z.string(),
  result: failureResultSchema,
});

/** Every answer of a call: its success envelope, or a failure envelope, by ret_code. */
export function answerSchema<S extends CallSchemas>(schemas: S) {
  return z.discriminatedUnion('ret_code', [
    successEnvelopeSchema(schemas.result),
    failureEnvelopeSchema,
  ]);
}
