/**
 * A call behind the captcha of its scene (docs/decisions/035: every send takes one). The
 * captcha is solved as before log-in and the first sign-up send (solveCaptcha), and its
 * answer goes with the call. When none can be had the call is not made: the flow's
 * `unavailable` runs (its toast) and the outcome is behaviour §8's 100001.
 */
import { RET_CODES } from '@foyer/contract';
import type { ApiClient, ApiFailure, ApiOutcome } from '../api/api-outcome';
import { solveCaptcha } from './captcha-code';
import type { CaptchaFields, CaptchaRequest } from './solve-captcha';

/** The outcome of a call that could not get its captcha. */
export const CAPTCHA_UNAVAILABLE_OUTCOME: ApiFailure = {
  ok: false,
  retCode: RET_CODES.CAPTCHA_UNAVAILABLE.code,
  retMsg: '',
};

export async function callWithCaptcha<R>(
  api: ApiClient,
  request: CaptchaRequest,
  unavailable: () => void,
  call: (fields: CaptchaFields) => Promise<ApiOutcome<R>>,
): Promise<ApiOutcome<R>> {
  const captcha = await solveCaptcha(api, request);
  if (captcha.kind === 'unavailable') {
    unavailable();
    return CAPTCHA_UNAVAILABLE_OUTCOME;
  }
  return call(captcha.fields);
}
