/**
 * Calls that need a session (UserToken header or the foyer_token cookie): the profile and
 * log-out. The session gate (sessions/session-gate.ts) answers NOT_LOGGED_IN (10005) with HTTP
 * 200 without a live session, and the ban answer for a restricted account.
 */
import { demoTradingCall, logoutCall, ok, profileCall } from '@foyer/contract';
import { demoTradingSchemas, logoutSchemas, profileSchemas } from '@foyer/contract/schemas';
import { domainErrorEnvelope } from '../errors.js';
import { route } from '../http/route.js';
import { signedInOf } from './session-gate.js';
import { clearSessionCookie } from './session-token.js';
import type { RouteContext, RoutePlugin } from '../http/context.js';

export function userRoutes(ctx: RouteContext): RoutePlugin {
  return async (app) => {
    route(app, profileCall, profileSchemas, {}, async function profile(_, request) {
      const signedIn = signedInOf(request);
      const account = await ctx.store.accounts.findById(signedIn.accountId);
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
        demo_trading: signedIn.demo,
      });
    });

    // Demo trading is this session's, not the account's (decision 131): the same account's
    // other sessions stay real, and the next log-in starts real unless it asks for demo.
    route(app, demoTradingCall, demoTradingSchemas, {}, async function demoTrading(body, request) {
      const { tokenHash } = signedInOf(request);
      const switched = await ctx.store.sessions.setDemo(tokenHash, body.demo, ctx.clock.now());
      if (!switched) return domainErrorEnvelope({ kind: 'notLoggedIn' });
      return ok({ demo_trading: body.demo });
    });

    route(app, logoutCall, logoutSchemas, {}, async function logout(_, request, reply) {
      clearSessionCookie(reply, ctx.config);
      await ctx.store.sessions.revoke(signedInOf(request).tokenHash, ctx.clock.now());
      return ok({});
    });
  };
}
