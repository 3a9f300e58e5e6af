/**
 * The signed-in account's linked providers (and its Telegram binding, decision 089), unlinking
 * one with the password asked again (docs/decisions/062), and linking one with its popup's id
 * token (docs/decisions/069) once the person re-authenticated (decision 106: the contract
 * marks the call, sessions/reauthentication-gate.ts checks). The session gate
 * (sessions/session-gate.ts) stands in front of them all.
 */
import { ok, thirdPartyLinkCall, thirdPartyLinksCall, thirdPartyUnlinkCall } from '@foyer/contract';
import {
  thirdPartyLinkSchemas,
  thirdPartyLinksSchemas,
  thirdPartyUnlinkSchemas,
} from '@foyer/contract/schemas';
import { answer } from '../http/answer.js';
import { perMinute, type RouteContext, type RoutePlugin, withLanguage } from '../http/context.js';
import { requestDeviceHash } from '../shared/device-hash.js';
import { route } from '../http/route.js';
import { signedInOf } from '../sessions/index.js';
import { popupBindingOf } from './popup.routes.js';
import { linkSignedIn, linksOf, unlinkProvider } from './third-party-links.service.js';

export function thirdPartyLinksRoutes(ctx: RouteContext): RoutePlugin {
  return async (app) => {
    route(app, thirdPartyLinksCall, thirdPartyLinksSchemas, {}, async function links(_, request) {
      const { accountId } = signedInOf(request);
      const telegram = await ctx.store.telegram.byAccount(accountId);
      return ok({
        links: await linksOf(ctx, accountId),
        ...(telegram ? { telegram: { created_at: telegram.created_at } } : {}),
      });
    });

    route(
      app,
      thirdPartyUnlinkCall,
      thirdPartyUnlinkSchemas,
      // It checks a password: limited like log-in, besides the account's lock-out.
      { config: perMinute(ctx.config.rateLimitLoginPerMinute) },
      async function unlink(body, request, reply) {
        const { accountId } = signedInOf(request);
        const outcome = await unlinkProvider(
          withLanguage(ctx, request),
          accountId,
          body.provider,
          body.password,
          requestDeviceHash(request),
        );
        return answer(reply, outcome, () => ok({}));
      },
    );

    route(
      app,
      thirdPartyLinkCall,
      thirdPartyLinkSchemas,
      // It spends an id token: limited like the third-party log-in that spends one.
      { config: perMinute(ctx.config.rateLimitLoginPerMinute) },
      async function link(body, request, reply) {
        const { accountId } = signedInOf(request);
        const binding = popupBindingOf(request);
        const deps = withLanguage(ctx, request);
        const outcome = await linkSignedIn(deps, accountId, body.token_type, body.token, binding);
        return answer(reply, outcome, (provider) => ok({ provider }));
      },
    );
  };
}
