/**
 * Calls that need a session (UserToken header or the foyer_token cookie): the profile and
 * log-out. Without a live session they answer NOT_LOGGED_IN (10005) with HTTP 200, like
 * every other envelope the API decides.
 */
import { logoutCall, ok, profileCall } from '@foyer/contract';
import { domainErrorEnvelope } from '../errors.js';
import { clearSessionCookie, sessionTokenOf } from '../http/session-token.js';
import { accountOfToken, revokeSession } from '../services/sessions.service.js';
import type { RouteContext, RoutePlugin } from './context.js';

const notLoggedIn = () => domainErrorEnvelope({ kind: 'notLoggedIn' });

export function userRoutes(ctx: RouteContext): RoutePlugin {
  return async (app) => {
    app.get(profileCall.path, async function profile(request) {
      const accountId = await accountOfToken(ctx, sessionTokenOf(request));
      const account = accountId ? await ctx.store.accounts.findById(accountId) : undefined;
      if (!account) return notLoggedIn();
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

    app.post(logoutCall.path, async function logout(request, reply) {
      const token = sessionTokenOf(request);
      // The cookie goes either way: a stale cookie is no use to anyone.
      clearSessionCookie(reply, ctx.config);
      if (!(await accountOfToken(ctx, token)) || !token) return notLoggedIn();
      await revokeSession(ctx, token);
      return ok({});
    });
  };
}
