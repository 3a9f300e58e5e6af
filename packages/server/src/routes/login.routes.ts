/** Password login by e-mail, or by mobile + country_code (SPEC §3, §7). */
import { loginCall, ok, type LoginResult } from '@foyer/contract';
import { loginSchemas } from '@foyer/contract/schemas';
import { answer } from '../http/answer.js';
import { setSessionCookie } from '../http/session-token.js';
import { emailIdentity, mobileIdentity } from '../services/identity.js';
import { login } from '../services/login.service.js';
import type { Account } from '../store/accounts.store.js';
import { perMinute, type RouteContext, type RoutePlugin } from './context.js';
import { guardPasswordLogin } from './login-guard.js';

/** The site every account of this server belongs to (SPEC §1 site codes). */
export const CURRENT_SITE = 'BYBIT';

export function loginResult(account: Account): LoginResult {
  return {
    id: account.id,
    country: account.country,
    create_time: account.created_at,
    registration_origin_time: account.created_at,
    pass_err_count: 0,
  };
}

export function loginRoutes(ctx: RouteContext): RoutePlugin {
  return async (app) => {
    app.post(
      loginCall.path,
      {
        config: perMinute(ctx.config.rateLimitLoginPerMinute),
        schema: { body: loginSchemas.request },
      },
      async function passwordLogin(request, reply) {
        const body = request.body;
        // The banned-address check and the captcha come first (login-guard.ts).
        const guarded = await guardPasswordLogin(ctx, request, body);
        if (!guarded.ok) return answer(reply, guarded, () => ok({}));
        const identity =
          'email' in body
            ? emailIdentity(body.email)
            : mobileIdentity(body.country_code, body.mobile);
        const outcome = await login(ctx, { identity, password: body.password });
        if (outcome.ok) setSessionCookie(reply, ctx.config, outcome.value.session);
        return answer(reply, outcome, ({ account, session }) =>
          ok(loginResult(account), { token: session.token, currentSite: CURRENT_SITE }),
        );
      },
    );
  };
}
