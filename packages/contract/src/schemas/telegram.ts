/** The Telegram bind calls of the signed-in account (behaviour §7; decision 024). */
import { z } from 'zod';
import { TELEGRAM_BOUND, TELEGRAM_UNBOUND, TG_BIND_RESULTS } from '../telegram.js';
import { defineSchemas, noBody } from './define.js';
import { reauthenticationField } from './reauth.js';

/** Telegram's signed Login Widget data, as the JSON text of an object (decision 024). */
export const telegramCallbackField = z.string().max(2048);

/**
 * Which Telegram data a call carries: `login_widget` (the default), the Login Widget's fields;
 * `mini_app`, a Mini App's raw `Telegram.WebApp.initData` (decisions 070, 089).
 */
export const telegramDataField = z.enum(['login_widget', 'mini_app']);

/** A Mini App's raw launch data, a query string (decision 070: at most 4096 characters). */
export const miniAppInitDataField = z.string().min(1).max(4096);

/** behaviour §8's names of a messaging bind's outcome, as answered in `tg_bind_result`. */
export const tgBindResultField = z.enum([
  TG_BIND_RESULTS.success,
  TG_BIND_RESULTS.telegramAlreadyBind,
  TG_BIND_RESULTS.authFailureRelinkTip,
  TG_BIND_RESULTS.relinkBybitAccountTip,
]);

export const telegramBindStatusSchemas = defineSchemas({
  request: z.object({}),
  /** behaviour §7: 0 unbound, 1 bound. */
  result: z.union([z.literal(TELEGRAM_UNBOUND), z.literal(TELEGRAM_BOUND)]),
});

/**
 * Binds Telegram to the signed-in account: the Login Widget's fields (decision 024), or, from
 * inside the Mini App, its launch data with `telegram_data: 'mini_app'` (link-auth, decision 089);
 * either way the person re-authenticated first (decision 106).
 */
export const telegramBindSchemas = defineSchemas({
  request: z.union([
    z.object({
      telegram_callback: telegramCallbackField.min(1),
      telegram_data: z.literal('login_widget').optional(),
      reauth: reauthenticationField,
    }),
    z.object({
      telegram_callback: miniAppInitDataField,
      telegram_data: z.literal('mini_app'),
      reauth: reauthenticationField,
    }),
  ]),
  result: z.object({ tg_bind_result: tgBindResultField }),
});

export const telegramUnbindSchemas = defineSchemas({
  request: noBody,
  result: z.object({}),
});
