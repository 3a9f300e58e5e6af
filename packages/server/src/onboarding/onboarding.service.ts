/**
 * Onboarding's step two (behaviour §2 `/user/accounts/auth/step2`, decision 135): a new
 * third-party account says how much it has traded; the exchange keeps the answer to choose
 * what to show it first. Answering is optional: the page's "Skip for now" calls nothing.
 */
import type { TradingExperience } from '@foyer/contract';
import type { ServiceDeps } from '../shared/deps.js';

export type OnboardingDeps = Pick<ServiceDeps, 'store' | 'clock'>;

/** The account's answer, or null before it has answered. */
export function tradingExperienceOf(
  deps: OnboardingDeps,
  accountId: string,
): Promise<TradingExperience | null> {
  return deps.store.tradingExperience.of(accountId);
}

/** Keeps the account's answer with when it was given; a later answer replaces it. */
export async function answerTradingExperience(
  deps: OnboardingDeps,
  accountId: string,
  level: TradingExperience,
): Promise<void> {
  await deps.store.tradingExperience.answer(accountId, level, deps.clock.now());
}
