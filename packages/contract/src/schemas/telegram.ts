/** The Telegram bind calls of the signed-in account (behaviour §7; decision 024). */
import { z } from 'zod';
import { TELEGRAM_BOUND, TELEGRAM_UNBOUND, TG_BIND_RESULTS } from '../telegram.js';
import { defineSchemas, noBody } from './define.js';

/** Telegram's signed Login Widget data, as the JSON text of an object (decision 024). */
export const telegramCallbackField = z.string().max(2048);

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

export const telegramBindSchemas = defineSchemas({
  request: z.object({ telegram_callback: telegramCallbackField.min(1) }),
  result: z.object({ tg_bind_result: tgBindResultField }),
});

export const telegramUnbindSchemas = defineSchemas({
  request: noBody,
  result: z.object({}),
});
