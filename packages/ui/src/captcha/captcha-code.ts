/**
 * The captcha's own code (the challenge's request, the proof-of-work, the older providers'
 * chain: solve-captcha.ts) loads when a form is first sent, or as the visitor starts on it
 * (`preloadCaptchaCode`), not with the first screen (issue 11). These forward to it.
 */
import type { PowChallenge } from '@foyer/contract';
import type { ApiClient } from '../api/api-outcome';
import type * as SolveCaptcha from './solve-captcha';
import type { CaptchaOutcome, CaptchaRequest } from './solve-captcha';

let loading: Promise<typeof SolveCaptcha> | undefined;

function load() {
  loading ??= import('./solve-captcha').catch((error: unknown) => {
    // Tried again by the next caller.
    loading = undefined;
    throw error;
  });
  return loading;
}

/** Starts fetching the captcha's code now: called when the visitor starts on a form. */
export function preloadCaptchaCode(): void {
  load().catch(() => undefined);
}

/** solve-captcha.ts `solveCaptcha`, once its code has arrived. */
export async function solveCaptcha(
  api: ApiClient,
  request: CaptchaRequest,
): Promise<CaptchaOutcome> {
  return (await load()).solveCaptcha(api, request);
}

/** solve-captcha.ts `solvePow`, once its code has arrived. */
export async function solvePow(challenge: PowChallenge, signal?: AbortSignal) {
  return (await load()).solvePow(challenge, signal);
}
