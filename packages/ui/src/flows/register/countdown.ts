import { RESEND_COOLDOWN_MS } from '@foyer/contract';

/**
 * Seconds shown when the resend countdown starts. The display counts whole seconds left,
 * rounded down: 00:59 … 00:00, and Resend comes back when the 60 s are over.
 */
export const RESEND_COUNTDOWN_START = RESEND_COOLDOWN_MS / 1000 - 1;

/** One tick of the countdown. */
export const COUNTDOWN_TICK_MS = 1000;

/** 59 → "00:59"; 125 → "02:05". */
export function formatCountdown(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const minutes = String(Math.floor(whole / 60)).padStart(2, '0');
  return `${minutes}:${String(whole % 60).padStart(2, '0')}`;
}
