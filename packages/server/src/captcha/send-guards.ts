/**
 * Every call that sends a code or a link stands behind the same guards (decision 035): the
 * captcha of its own scene, so one solved captcha buys one message; on sign-up sends also the
 * sign-up restrictions (decision 029) and the farming check (decision 031). Sign-up's sends
 * take scene register 31004 (CAPTCHA_ON_REGISTER, register-steps.routes.ts); the others take
 * their own scene here (CAPTCHA_ON_SENDS).
 */
import { CAPTCHA_SCENES } from '@foyer/contract';
import type { FastifyRequest } from 'fastify';
import { success, type Outcome } from '../errors.js';
import type { CaptchaAnswer } from './captcha-gate.service.js';
import { guardSignUp } from '../restrictions/sign-up-restrictions.js';
import { signUpRiskTarget } from '../sign-up/sign-up-risk.service.js';
import type { RouteContext } from '../http/context.js';

/** The scenes of the sends outside sign-up. */
export type SendScene = 'recovery' | 'selfUnblock' | 'riskVerification';

/** The captcha of a send's scene, unless CAPTCHA_ON_SENDS is off. */
export async function checkSendCaptcha(
  ctx: RouteContext,
  request: FastifyRequest,
  scene: SendScene,
): Promise<Outcome<void>> {
  if (!ctx.config.captchaOnSends) return success(undefined);
  const body = (request.body ?? {}) as CaptchaAnswer;
  return ctx.captcha.check(body, CAPTCHA_SCENES[scene], request.ip);
}

/**
 * The security-verification send of a sign-up risk token (decision 031) sends to a sign-up
 * target, so the sign-up restrictions apply to it as to the send that issued the token. A
 * log-in's token names an account that exists: nothing more to check here.
 */
export async function guardRiskSend(
  ctx: RouteContext,
  ip: string,
  riskToken: string,
): Promise<Outcome<void>> {
  const target = await signUpRiskTarget(ctx, riskToken);
  if (!target) return success(undefined);
  return guardSignUp(ctx, { ip, phone: target.kind === 'mobile' ? target : undefined });
}
