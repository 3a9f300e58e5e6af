/**
 * One person, one account (decision 143): the signed-in account's holder declares that this
 * is their one account on the exchange (`bind: 1`), or withdraws it (`bind: 0`).
 */
import { z } from 'zod';
import { defineSchemas } from './define.js';

const bindField = z.union([z.literal(0), z.literal(1)]);

export const onePersonBindSchemas = defineSchemas({
  request: z.object({ bind: bindField }).strict(),
  /** The declaration as kept, with when it was made (ms since the epoch). */
  result: z.object({ bind: bindField, set_at: z.number() }),
});
