/**
 * Calls that need a session (UserToken header or the foyer_token cookie): the profile and
 * log-out. The session gate (sessions/session-gate.ts) answers NOT_LOGGED_IN (10005) with HTTP
 * 200 without a live session, and the ban answer for a restricted account.
 */
import { logoutCall, ok, profileCall } from '@foyer/contract';
import { logoutSchemas, profileSchemas } from '@foyer/contract/schemas';
import { domainErrorEnvelope } from '../errors.js';
import { route } from '../http/route.js';
import { signedInOf } from './session-gate.js';
import { clearSessionCookie } from './session-token.js';
import type { RouteContext, RoutePlugin } from '../http/context.js';

export function userRoutes(ctx: RouteContext): RoutePlugin {
  return async (app) => {
    route(app, profileCall, profileSchemas, {}, async function profile(_, request) {
      const account = await ctx.store.accounts.findById(signedInOf(request).accountId);
      if (!account) return domainErrorEnvelope({ kind: 'notLoggedIn' });
      const sub = await ctx.store.subAccounts.findByAccount(account.id);
      return ok({
        id: account.id,
        ...(account.email ? { email: account.email } : {}),
        ...(account.mobile
          ? { mobile: account.mobile, country_code: account.country_code ?? '' }
          : {}),
        create_time: account.created_at,
        ...(sub ? { sub_account: { name: sub.name, parent_id: sub.parent_id } } : {}),
      });
    });

    route(app, logoutCall, logoutSchemas, {}, async function logout(_, request, reply) {
      clearSessionCookie(reply, ctx.config);
      await ctx.store.sessions.revoke(signedInOf(request).tokenHash, ctx.clock.now());
      return ok({});
    });
  };
}
