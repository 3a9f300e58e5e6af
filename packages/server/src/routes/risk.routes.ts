/**
 * Security verification (decision 017): send the code of a risk token to the account's
 * e-mail or phone, and check it (SPEC §3 risk-token check). Both are rate limited: one
 * sends a message, the other checks a secret.
 */
import { ok, riskCheckCall, riskSendCodeCall } from '@foyer/contract';
import { riskCheckSchemas, riskSendCodeSchemas } from '@foyer/contract/schemas';
import { answer } from '../http/answer.js';
import { checkRiskCode, sendRiskCode } from '../services/risk.service.js';
import { perMinute, type RouteContext, type RoutePlugin } from './context.js';

export function riskRoutes(ctx: RouteContext): RoutePlugin {
  return async (app) => {
    app.post(
      riskSendCodeCall.path,
      {
        config: perMinute(ctx.config.rateLimitSendCodePerMinute),
        schema: { body: riskSendCodeSchemas.request },
      },
      async function sendSecurityCode(request, reply) {
        const outcome = await sendRiskCode(ctx, request.body.risk_token);
        return answer(reply, outcome, ok);
      },
    );

    app.post(
      riskCheckCall.path,
      {
        config: perMinute(ctx.config.rateLimitLoginPerMinute),
        schema: { body: riskCheckSchemas.request },
      },
      async function checkSecurityCode(request, reply) {
        const { risk_token: riskToken, code } = request.body;
        const outcome = await checkRiskCode(ctx, riskToken, code);
        return answer(reply, outcome, () =>
          ok({ risk_token: riskToken, risk_token_type: 'pass' as const }),
        );
      },
    );
  };
}
