/**
 * The sign-up send steps behind the farming check (docs/decisions/031-sign-up-risk.md):
 * `/verify/register/email|mobile` and `/user/public/register/info` send their code or link
 * only when this send needs no security verification, or comes with a passed risk token of
 * its target; otherwise they answer ret_code 0 with `{risk_token, risk_token_type: 'pass'}`.
 */
import { ok } from '@foyer/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { answer } from '../http/answer.js';
import type { Identity } from '../shared/identity.js';
import { ipKey } from '../shared/ip-key.js';
import { deviceHashOf } from '../risk/risk.service.js';
import { assessSignUpSend } from './sign-up-risk.service.js';
import type { RouteContext } from '../http/context.js';

export async function sendUnlessRisky(
  ctx: RouteContext,
  request: FastifyRequest,
  reply: FastifyReply,
  target: { identity: Identity; riskToken: string | undefined },
  send: () => Promise<FastifyReply>,
): Promise<FastifyReply> {
  const sender = { deviceHash: deviceHashOf(request.headers.guid), ip: ipKey(request.ip) };
  const decision = await assessSignUpSend(ctx, sender, target.identity, target.riskToken);
  if (!decision.ok) return answer(reply, decision, ok);
  if (decision.value.kind === 'send') return send();
  return reply.send(ok({ risk_token: decision.value.riskToken, risk_token_type: 'pass' as const }));
}
