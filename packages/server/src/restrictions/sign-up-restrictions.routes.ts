/**
 * Whether this visitor may sign up (GET /register/permission_v2), the IP info of behaviour §3, and
 * the waitlist a visitor from a banned place may join (decision 029).
 */
import {
  groupCountryOf,
  ipInfoCall,
  ok,
  signUpPermissionCall,
  waitlistConfirmCall,
  waitlistJoinCall,
} from '@foyer/contract';
import {
  ipInfoSchemas,
  signUpPermissionSchemas,
  waitlistConfirmSchemas,
  waitlistJoinSchemas,
} from '@foyer/contract/schemas';
import { answer } from '../http/answer.js';
import { route } from '../http/route.js';
import { ipBanned } from './restrictions.service.js';
import { refusalReason, signUpRestriction } from './sign-up-restrictions.js';
import { confirmWaitlist, joinWaitlist } from './waitlist.service.js';
import { perMinute, type RouteContext, type RoutePlugin } from '../http/context.js';

export function signUpRestrictionRoutes(ctx: RouteContext): RoutePlugin {
  return async (app) => {
    route(
      app,
      signUpPermissionCall,
      signUpPermissionSchemas,
      {},
      async function signUpPermission(_, request) {
        const restriction = await signUpRestriction(ctx, { ip: request.ip });
        const place = ctx.geo.placeOf(request.ip);
        return ok({
          permission: restriction ? 0 : 1,
          reason: refusalReason(restriction),
          country_code: ctx.geo.countryOf(request.ip),
          region_code: place.includes('-') ? place : '',
          ip: request.ip,
        });
      },
    );

    route(app, ipInfoCall, ipInfoSchemas, {}, async function ipInfo(_, request) {
      const code = ctx.geo.countryOf(request.ip);
      // A banned address may neither log in nor see one-tap sign-in (behaviour §6).
      const allowed = (await ipBanned(ctx.store, request.ip)) ? 0 : 1;
      return ok({
        code,
        is_visible: allowed,
        is_login: allowed,
        // The region group the residence prompts ask about (decision 074).
        group_country: groupCountryOf(code),
        ip: request.ip,
      });
    });

    route(
      app,
      waitlistJoinCall,
      waitlistJoinSchemas,
      { config: perMinute(ctx.config.rateLimitSendCodePerMinute) },
      async function waitlistJoin(body, request, reply) {
        const country = body.country ?? ctx.geo.placeOf(request.ip);
        const { email, lang } = body;
        const visit = { ip: request.ip, captcha: body };
        const outcome = await joinWaitlist(ctx, { email, country, lang }, visit);
        return answer(reply, outcome, () => ok({}));
      },
    );

    route(
      app,
      waitlistConfirmCall,
      waitlistConfirmSchemas,
      { config: perMinute(ctx.config.rateLimitLoginPerMinute) },
      async function waitlistConfirm(body, _request, reply) {
        const outcome = await confirmWaitlist(ctx, body.token);
        return answer(reply, outcome, ok);
      },
    );
  };
}
