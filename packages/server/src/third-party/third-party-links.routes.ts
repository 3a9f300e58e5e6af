/**
 * The signed-in account's linked providers, and unlinking one with the password asked again
 * (docs/decisions/062). The session gate (sessions/session-gate.ts) stands in front of both.
 */
import { ok, thirdPartyLinksCall, thirdPartyUnlinkCall } from '@foyer/contract';
import { thirdPartyLinksSchemas, thirdPartyUnlinkSchemas } from '@foyer/contract/schemas';
import { answer } from '../http/answer.js';
import { perMinute, type RouteContext, type RoutePlugin } from '../http/context.js';
import { route } from '../http/route.js';
import { signedInOf } from '../sessions/session-gate.js';
import { linksOf, unlinkProvider } from './third-party-links.service.js';

export function thirdPartyLinksRoutes(ctx: RouteContext): RoutePlugin {
  return async (app) => {
    route(app, thirdPartyLinksCall, thirdPartyLinksSchemas, {}, async function links(_, request) {
      return ok({ links: await linksOf(ctx, signedInOf(request).accountId) });
    });

    route(
      app,
      thirdPartyUnlinkCall,
      thirdPartyUnlinkSchemas,
      // It checks a password: limited like log-in, besides the account's lock-out.
      { config: perMinute(ctx.config.rateLimitLoginPerMinute) },
      async function unlink(body, request, reply) {
        const { accountId } = signedInOf(request);
        const outcome = await unlinkProvider(ctx, accountId, body.provider, body.password);
        return answer(reply, outcome, () => ok({}));
      },
    );
  };
}
