/**
 * What a signed-in person re-authenticates with, and the code of an account without a password
 * (docs/decisions/106). Both are private: the session gate stands in front of them. The send is
 * limited per IP like every send, besides the code's own cooldown and caps.
 */
import { ok, reauthMethodCall, reauthSendCodeCall } from '@foyer/contract';
import { reauthMethodSchemas, reauthSendCodeSchemas } from '@foyer/contract/schemas';
import { answer } from '../http/answer.js';
import { perMinute, type RouteContext, type RoutePlugin, withLanguage } from '../http/context.js';
import { route } from '../http/route.js';
import { reauthMethod, sendReauthCode } from '../log-in/index.js';
import { signedInOf } from '../sessions/index.js';

export function reauthenticationRoutes(ctx: RouteContext): RoutePlugin {
  return async (app) => {
    route(
      app,
      reauthMethodCall,
      reauthMethodSchemas,
      {},
      async function howToReauthenticate(_, request, reply) {
        const outcome = await reauthMethod(ctx, signedInOf(request).accountId);
        return answer(reply, outcome, (method) => ok(method));
      },
    );

    route(
      app,
      reauthSendCodeCall,
      reauthSendCodeSchemas,
      { config: perMinute(ctx.config.rateLimitSendCodePerMinute) },
      async function sendReauthenticationCode(_, request, reply) {
        const { accountId } = signedInOf(request);
        const outcome = await sendReauthCode(withLanguage(ctx, request), accountId, request.ip);
        return answer(reply, outcome, () => ok({}));
      },
    );
  };
}
