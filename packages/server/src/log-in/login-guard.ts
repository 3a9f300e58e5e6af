/**
 * What stands in front of every password check (main and sub-account log-in alike): a banned
 * address is turned away first (behaviour §8 31018, or 31020 by mobile, with its IP), then the captcha (behaviour §4 "captcha
 * required before submit"), so a guess without a fresh solved challenge never reaches the
 * password check and cannot lock an account out.
 */
import { CAPTCHA_SCENES } from '@foyer/contract';
import type { FastifyRequest } from 'fastify';
import { failure, success, type Outcome } from '../errors.js';
import type { CaptchaAnswer } from '../captcha/captcha-gate.service.js';
import { ipBanned } from '../restrictions/restrictions.service.js';
import type { RouteContext } from '../http/context.js';

/** The login scenes of behaviour §9 (main, Turkish, EU); anything else is the main one. */
const LOGIN_SCENES: readonly number[] = [
  CAPTCHA_SCENES.login,
  CAPTCHA_SCENES.turkishLogin,
  CAPTCHA_SCENES.euLogin,
];

function loginScene(requested: string | number | undefined): number {
  const scene = Number(requested);
  return LOGIN_SCENES.includes(scene) ? scene : CAPTCHA_SCENES.login;
}

export async function guardPasswordLogin(
  ctx: RouteContext,
  request: FastifyRequest,
  body: CaptchaAnswer,
  byMobile = false,
): Promise<Outcome<void>> {
  // 31020 for a log-in by mobile number (behaviour §6 "31018 and 31020 (phone)").
  if (await ipBanned(ctx.store, request.ip)) {
    return failure({ kind: byMobile ? 'phoneLimited' : 'ipLimited', ip: request.ip });
  }
  if (!ctx.config.captchaOnLogin) return success(undefined);
  const scene = loginScene(body.magpie_verify_info?.scene);
  return ctx.captcha.check(body, scene, request.ip);
}
