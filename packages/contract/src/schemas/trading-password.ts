/**
 * The trading (fund) password (decision 160): a second secret the exchange asks before
 * withdrawals and trades, sent as its SHA-256 digest like the log-in password and kept as
 * argon2id of that digest. The security page reads whether the account has one and whether
 * support reset it ("must set"), and sets it, re-authenticated (decision 106).
 */
import { z } from 'zod';
import { defineSchemas } from './define.js';
import { passwordDigestField } from './fields.js';
import { reauthenticationField } from './reauth.js';

export const tradingPasswordStatusSchemas = defineSchemas({
  request: z.object({}),
  /** `must_set`: support reset it; every log-in prompts until a new one is set. */
  result: z.object({ set: z.boolean(), must_set: z.boolean() }),
});

/** Sets or changes it: the new one's digest, and the holder proven again. */
export const setTradingPasswordSchemas = defineSchemas({
  request: z.object({ trading_password: passwordDigestField, reauth: reauthenticationField }),
  result: z.object({}),
});
