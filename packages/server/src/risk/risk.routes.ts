/**
 * Security verification (decision 017): send the code of a risk token to the account's
 * e-mail or phone, and check it (behaviour §3 risk-token check). Both are rate limited: one
 * sends a message (behind the captcha of its scene, decision 035), the other checks a secret.
 *
 * Guided sign-ins (decision 025): the signed-in account lists its log-ins from a new country
 * on a known device, and acknowledges one with its guide risk token. Without a session: 10005.
 */
import {
  ok,
  riskCheckCall,
  riskGuideAcknowledgeCall,
  riskGuideListCall,
  riskSendCodeCall,
} from '@foyer/contract';
import {
  riskCheckSchemas,
  riskGuideAcknowledgeSchemas,
  riskGuideListSchemas,
  riskSendCodeSchemas,
} from '@foyer/contract/schemas';
import { answer } from '../http/answer.js';
import { route } from '../http/route.js';
import { signedInOf } from '../sessions/index.js';
import { acknowledgeGuidedSignIn, pendingGuidedSignIns } from './risk-guide.service.js';
import { checkRiskCode } from './risk.service.js';
import { sendRiskVerification } from './risk-send.use-case.js';
import { perMinute, type RouteContext, type RoutePlugin, withLanguage } from '../http/context.js';

export function riskRoutes(ctx: RouteContext): RoutePlugin {
  return async (app) => {
    route(
      app,
      riskSendCodeCall,
      riskSendCodeSchemas,
      { config: perMinute(ctx.config.rateLimitSendCodePerMinute) },
      async function sendSecurityCode(body, request, reply) {
        const outcome = await sendRiskVerification(withLanguage(ctx, request), {
          riskToken: body.risk_token,
          ip: request.ip,
          captcha: body,
        });
        return answer(reply, outcome, ok);
      },
    );

    route(
      app,
      riskCheckCall,
      riskCheckSchemas,
      { config: perMinute(ctx.config.rateLimitLoginPerMinute) },
      async function checkSecurityCode(body, request, reply) {
        const { risk_token: riskToken, code } = body;
        const outcome = await checkRiskCode(withLanguage(ctx, request), riskToken, code);
        return answer(reply, outcome, () =>
          ok({ risk_token: riskToken, risk_token_type: 'pass' as const }),
        );
      },
    );

    route(
      app,
      riskGuideListCall,
      riskGuideListSchemas,
      {},
      async function guidedSignIns(_, request) {
        const notices = await pendingGuidedSignIns(ctx, signedInOf(request).accountId);
        return ok({
          items: notices.map(({ country, createdAt }) => ({ country, created_at: createdAt })),
        });
      },
    );

    route(
      app,
      riskGuideAcknowledgeCall,
      riskGuideAcknowledgeSchemas,
      { config: perMinute(ctx.config.rateLimitLoginPerMinute) },
      async function acknowledgeGuidedSignInRoute(body, request, reply) {
        const { accountId } = signedInOf(request);
        const outcome = await acknowledgeGuidedSignIn(ctx, accountId, body.risk_token);
        return answer(reply, outcome, () => ok({}));
      },
    );
  };
}
