/**
 * The id of a new account: random, 9 digits (shared/random.ts), settled by the unique index
 * rather than a look-up first. Every way to make an account (sign-up, a sub-account, and the
 * third-party doors to come) takes its id here, so the retry is written once.
 */
import type { Random } from '../shared/random.js';

/** Random 9-digit ids collide rarely; a few retries make a failure practically impossible. */
export const ACCOUNT_ID_TRIES = 5;

/** What an attempt answers when its id was taken by another account. */
export const ID_TAKEN = 'idTaken';

/**
 * Runs `attempt` with a fresh id until it answers anything but `ID_TAKEN`, and returns that.
 * Each attempt runs its own transaction: a taken id leaves nothing behind.
 */
export async function withFreshAccountId<T>(
  random: Pick<Random, 'accountId'>,
  attempt: (id: string) => Promise<T | typeof ID_TAKEN>,
): Promise<T> {
  for (let i = 0; i < ACCOUNT_ID_TRIES; i += 1) {
    const outcome = await attempt(random.accountId());
    if (outcome !== ID_TAKEN) return outcome;
  }
  throw new Error(`no free account id after ${ACCOUNT_ID_TRIES} tries`);
}
