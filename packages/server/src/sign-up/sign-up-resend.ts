/**
 * POST /user/public/register/send/verify/item behind the first send's guards (decision 035):
 * the captcha of scene register 31004 (a preHandler, registerCaptchaGuard), then the sign-up
 * restrictions and the farming check on the registration's own target. The registration keeps
 * its first expiry (registration.service.ts resendSignUp).
 */
import { ok } from '@foyer/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { answer } from '../http/answer.js';
import { resendSignUp, resendTarget } from './registration.service.js';
import { guardSignUp } from '../restrictions/sign-up-restrictions.js';
import type { RouteContext } from '../http/context.js';
import { sendUnlessRisky } from './sign-up-risk.js';

export async function resendBehindGuards(
  ctx: RouteContext,
  request: FastifyRequest,
  reply: FastifyReply,
  body: { uuid: string; risk_token?: string | undefined },
) {
  const { uuid, risk_token: riskToken } = body;
  const target = await resendTarget(ctx, uuid);
  if (!target.ok) return answer(reply, target, ok);
  const identity = target.value;
  const phone = identity.kind === 'mobile' ? identity : undefined;
  const allowed = await guardSignUp(ctx, { ip: request.ip, phone });
  if (!allowed.ok) return answer(reply, allowed, ok);
  return sendUnlessRisky(ctx, request, reply, { identity, riskToken }, async () =>
    answer(reply, await resendSignUp(ctx, uuid, request.ip), ok),
  );
}
