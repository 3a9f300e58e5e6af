/**
 * The three-step sign-up's uuid, kept in this tab's sessionStorage so that a reload resumes it
 * (decision 143): gone with the tab, never shared with another. Tiny on purpose: it is in the
 * first screen's chunk; the resume itself (sign-up-resume.ts) loads only when a uuid is kept.
 * A prerendered page starts the app at once when one is kept (the contract's start script).
 */
import { SIGN_UP_UUID_STORAGE_KEY as KEY } from '@foyer/contract';

/** The kept uuid, or null (none, or no storage: a private window may refuse it). */
export function keptSignUpUuid(): string | null {
  try {
    return sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}

/** Keeps the uuid, or forgets it with null. */
export function keepSignUpUuid(uuid: string | null): void {
  try {
    if (uuid === null) sessionStorage.removeItem(KEY);
    else sessionStorage.setItem(KEY, uuid);
  } catch {
    // No storage: the sign-up simply does not survive a reload.
  }
}
