/** Sign up or log in with a Google, Apple or Turkish id token (behaviour §3, decisions 060, 061). */
import { ok, thirdPartyLoginCall, wireSiteId } from '@foyer/contract';
import { thirdPartyLoginSchemas } from '@foyer/contract/schemas';
import { answer } from '../http/answer.js';
import { perMinute, type RouteContext, type RoutePlugin } from '../http/context.js';
import { route } from '../http/route.js';
import { visitorAt } from '../gates/doors.js';
import { accountSite, requestSite } from '../log-in/site-rules.js';
import { setSessionCookie } from '../sessions/session-token.js';
import { thirdPartyLogin, type ThirdPartySignedIn } from './thirdparty-login.use-case.js';

/** The signed-in answer: use_thirdparty, the account, the token at the top as log-in has it. */
function thirdPartyAnswer({ useThirdParty, account, session }: ThirdPartySignedIn) {
  return ok(
    {
      use_thirdparty: useThirdParty,
      id: account.id,
      country: account.country,
      create_time: account.created_at,
    },
    { token: session.token, currentSite: wireSiteId(accountSite(account.site)) },
  );
}

export function thirdPartyLoginRoutes(ctx: RouteContext): RoutePlugin {
  return async (app) => {
    route(
      app,
      thirdPartyLoginCall,
      thirdPartyLoginSchemas,
      // It makes an account the first time and a session every time: the account door.
      { config: { ...perMinute(ctx.config.rateLimitLoginPerMinute), door: 'account' } },
      async function thirdPartyLoginRoute(body, request, reply) {
        const outcome = await thirdPartyLogin(ctx, {
          visitor: visitorAt(request),
          provider: body.token_type,
          token: body.token,
          userCode: body.user_code,
          captcha: body,
          site: requestSite(request.hostname),
          requestCountry: ctx.geo.countryOf(request.ip),
        });
        if (outcome.ok) setSessionCookie(reply, ctx.config, outcome.value.session);
        return answer(reply, outcome, thirdPartyAnswer);
      },
    );
  };
}
