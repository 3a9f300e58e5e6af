/**
 * Every call that sends a code or a link stands behind the same guards (decision 035): the
 * captcha of its own scene, so one solved captcha buys one message; on sign-up sends also the
 * sign-up restrictions (decision 029) and the farming check (decision 031). Sign-up's sends
 * take scene register 31004 (CAPTCHA_ON_REGISTER, sign-up.use-case.ts); the others take their
 * own scene here (CAPTCHA_ON_SENDS), asked first by their use-case (recovery, self-help
 * unblock, risk verification; decision 051).
 */
import { CAPTCHA_SCENES } from '@foyer/contract';
import { success, type Outcome } from '../errors.js';
import type { Config } from '../config.js';
import type { CaptchaAnswer, CaptchaGate } from './captcha-gate.service.js';

/** The scenes of the sends outside sign-up. */
export type SendScene = 'recovery' | 'selfUnblock' | 'riskVerification';

/** What a use-case that sends needs to ask the captcha. */
export interface SendCaptchaDeps {
  config: Pick<Config, 'captchaOnSends'>;
  captcha: Pick<CaptchaGate, 'check'>;
}

/** The captcha of a send's scene, unless CAPTCHA_ON_SENDS is off. */
export async function checkSendCaptcha(
  deps: SendCaptchaDeps,
  answer: CaptchaAnswer,
  scene: SendScene,
  ip: string,
): Promise<Outcome<void>> {
  if (!deps.config.captchaOnSends) return success(undefined);
  return deps.captcha.check(answer, CAPTCHA_SCENES[scene], ip);
}
