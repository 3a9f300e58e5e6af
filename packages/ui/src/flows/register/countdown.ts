import { RESEND_COOLDOWN_MS, intlLocale } from '@foyer/contract';

/**
 * Seconds shown when the resend countdown starts. The display counts whole seconds left,
 * rounded down: 00:59 … 00:00, and Resend comes back when the 60 s are over.
 */
export const RESEND_COUNTDOWN_START = RESEND_COOLDOWN_MS / 1000 - 1;

/** One tick of the countdown. */
export const COUNTDOWN_TICK_MS = 1000;

/** 59 → "00:59"; 125 → "02:05"; the digits the language writes (Intl.NumberFormat). */
export function formatCountdown(seconds: number, lang = 'en'): string {
  const whole = Math.max(0, Math.floor(seconds));
  const two = new Intl.NumberFormat(intlLocale(lang), { minimumIntegerDigits: 2 });
  return `${two.format(Math.floor(whole / 60))}:${two.format(whole % 60)}`;
}
