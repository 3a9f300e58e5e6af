/**
 * Step two of a new third-party account's onboarding (behaviour §2
 * `/user/accounts/auth/step2`, decision 135): how much the person has traded before.
 */

/** The answers the step offers, from least to most experience. */
export const TRADING_EXPERIENCE_LEVELS = ['new', 'some', 'experienced'] as const;
export type TradingExperience = (typeof TRADING_EXPERIENCE_LEVELS)[number];
