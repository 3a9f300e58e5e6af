/**
 * The security page's trading password (decision 160): whether it is set or must be, and
 * setting it. Both are private (the session gate); setting is re-authenticated (the contract
 * marks it: sessions/reauthentication-gate.ts checks `reauth` before the handler) and hashes
 * with argon2, so it is held to the log-in's rate, as the other secret changes are.
 */
import { ok, setTradingPasswordCall, tradingPasswordStatusCall } from '@foyer/contract';
import { setTradingPasswordSchemas, tradingPasswordStatusSchemas } from '@foyer/contract/schemas';
import { answer } from '../http/answer.js';
import { route } from '../http/route.js';
import { perMinute, type RouteContext, type RoutePlugin, withLanguage } from '../http/context.js';
import { signedInOf } from '../sessions/index.js';
import { setTradingPassword, tradingPasswordStatus } from './trading-password.use-case.js';

export function tradingPasswordRoutes(ctx: RouteContext): RoutePlugin {
  return async (app) => {
    route(
      app,
      tradingPasswordStatusCall,
      tradingPasswordStatusSchemas,
      {},
      async function tradingPasswordState(_, request) {
        const { set, mustSet } = await tradingPasswordStatus(ctx, signedInOf(request).accountId);
        return ok({ set, must_set: mustSet });
      },
    );

    route(
      app,
      setTradingPasswordCall,
      setTradingPasswordSchemas,
      { config: perMinute(ctx.config.rateLimitLoginPerMinute) },
      async function setTrading(body, request, reply) {
        const { accountId } = signedInOf(request);
        const deps = withLanguage(ctx, request);
        const outcome = await setTradingPassword(deps, accountId, body.trading_password);
        return answer(reply, outcome, () => ok({}));
      },
    );
  };
}
