/**
 * Step two of a new third-party account's onboarding (decision 135): the signed-in account's
 * trading experience, read and answered.
 */
import { z } from 'zod';
import { defineSchemas } from './define.js';
import { TRADING_EXPERIENCE_LEVELS } from '../onboarding.js';

const tradingExperienceField = z.enum(TRADING_EXPERIENCE_LEVELS);

/** The answer kept for the account, or null before it has answered. */
export const tradingExperienceSchemas = defineSchemas({
  request: z.object({}),
  result: z.object({ trading_experience: tradingExperienceField.nullable() }),
});

/** Keeps the account's answer; a later answer replaces it. */
export const setTradingExperienceSchemas = defineSchemas({
  request: z.object({ trading_experience: tradingExperienceField }).strict(),
  result: z.object({}),
});
