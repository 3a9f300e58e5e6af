/**
 * The help-center web form's call (behaviour §2 /{lang}/help-center/s/webform, decision 129).
 * Open to anyone, so rate-limited per IP like the code sends, and behind its own captcha.
 */
import { ok, supportRequestCall } from '@foyer/contract';
import { supportRequestSchemas } from '@foyer/contract/schemas';
import { answer } from '../http/answer.js';
import { route } from '../http/route.js';
import { perMinute, type RouteContext, type RoutePlugin } from '../http/context.js';
import { requestLanguage } from '../messages/catalog.js';
import { accountOfSession } from '../sessions/index.js';
import { submitSupportRequest } from './support.service.js';

export function supportRoutes(ctx: RouteContext): RoutePlugin {
  const limited = perMinute(ctx.config.rateLimitSendCodePerMinute);
  return async (app) => {
    route(
      app,
      supportRequestCall,
      supportRequestSchemas,
      { config: limited },
      async function supportRequest(body, request, reply) {
        const outcome = await submitSupportRequest(ctx, {
          subject: body.subject,
          email: body.email,
          message: body.message,
          language: requestLanguage(request),
          site: body.site ?? '',
          ip: request.ip,
          accountId: await accountOfSession(ctx, request),
          captcha: body,
        });
        return answer(reply, outcome, ({ id }) => ok({ request_id: id }));
      },
    );
  };
}
