/**
 * Every call that sends a code or a link stands behind the same guards (decision 035): the
 * captcha of its own scene, so one solved captcha buys one message; on sign-up sends also the
 * sign-up restrictions (decision 029) and the farming check (decision 031). Sign-up's sends
 * take scene register 31004 (CAPTCHA_ON_REGISTER, sign-up.use-case.ts); the others are asked
 * here, first by their use-case (recovery, self-help unblock, risk verification; decision
 * 051), each with its scene and the switch that turns it off.
 */
import { CAPTCHA_SCENES } from '@foyer/contract';
import { success, type Outcome } from '../errors.js';
import type { Config } from '../config.js';
import type { CaptchaAnswer, CaptchaGate } from './captcha-gate.service.js';

type CaptchaSwitch = 'captchaOnSends' | 'captchaOnRegister';

/**
 * Each send's scene and switch. The waitlist join is part of sign-up (dialog 2 comes on the
 * sign-up form), so it takes sign-up's scene and switch (decision 109): one register captcha
 * buys either a sign-up send or a join, never both.
 */
const SEND_CAPTCHAS = {
  recovery: { scene: CAPTCHA_SCENES.recovery, on: 'captchaOnSends' },
  selfUnblock: { scene: CAPTCHA_SCENES.selfUnblock, on: 'captchaOnSends' },
  riskVerification: { scene: CAPTCHA_SCENES.riskVerification, on: 'captchaOnSends' },
  waitlistJoin: { scene: CAPTCHA_SCENES.register, on: 'captchaOnRegister' },
} as const satisfies Record<string, { scene: number; on: CaptchaSwitch }>;

/** The sends asked here. */
export type SendScene = keyof typeof SEND_CAPTCHAS;

/** What a use-case that sends needs to ask the captcha. */
export interface SendCaptchaDeps {
  config: Pick<Config, CaptchaSwitch>;
  captcha: Pick<CaptchaGate, 'check'>;
}

/** The captcha of a send's scene, unless its switch is off. */
export async function checkSendCaptcha(
  deps: SendCaptchaDeps,
  answer: CaptchaAnswer,
  send: SendScene,
  ip: string,
): Promise<Outcome<void>> {
  const { scene, on } = SEND_CAPTCHAS[send];
  if (!deps.config[on]) return success(undefined);
  return deps.captcha.check(answer, scene, ip);
}
