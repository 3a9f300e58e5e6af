/**
 * When this browser last confirmed a residence prompt (behaviour §5: "Residence dialogs at most
 * once per 24 h (regional) or 7 days (EU), tracked by stored timestamp"; decision 074).
 */
import type { ResidencePrompt, ResidencePromptCode } from '@foyer/contract';

/**
 * The localStorage key of a prompt's last Confirm, followed by its code
 * (`foyer_residence_confirmed:euSiteNoEuResidenceConfirm`): the time in milliseconds since
 * the epoch, as text. Each prompt keeps its own, so confirming one site's asks nothing of another.
 */
export const RESIDENCE_STORAGE_PREFIX = 'foyer_residence_confirmed:';

/** The time of the last Confirm of `code`, if this browser keeps one. */
export function confirmedAt(code: ResidencePromptCode): number | undefined {
  try {
    const stored = Number(localStorage.getItem(RESIDENCE_STORAGE_PREFIX + code) ?? Number.NaN);
    return Number.isFinite(stored) ? stored : undefined;
  } catch {
    // Storage refused (a private window's policy): nothing is known, so the prompt asks.
    return undefined;
  }
}

export function storeConfirmation(code: ResidencePromptCode, now: number): void {
  try {
    localStorage.setItem(RESIDENCE_STORAGE_PREFIX + code, String(now));
  } catch {
    // Storage refused: the prompt asks again next time, which is the safe side.
  }
}

/**
 * Whether the prompt shows now: never confirmed, or confirmed `intervalMs` ago or longer. A
 * time after `now` (a clock set back, a hand-edited value) counts as no confirmation.
 */
export function residencePromptDue(
  prompt: ResidencePrompt,
  lastConfirmed: number | undefined,
  now: number,
): boolean {
  if (lastConfirmed === undefined || lastConfirmed > now) return true;
  return now - lastConfirmed >= prompt.intervalMs;
}
