/**
 * `POST /user/private/one_people_bind/set` (decision 143): a line binding the call to its
 * use-case. A write per request: held to the log-in's rate, as the other writes of a session.
 */
import { ok, onePersonBindCall } from '@foyer/contract';
import { onePersonBindSchemas } from '@foyer/contract/schemas';
import { answer } from '../http/answer.js';
import { route } from '../http/route.js';
import { perMinute, type RouteContext, type RoutePlugin } from '../http/context.js';
import { signedInOf } from '../sessions/index.js';
import { setOnePersonBind } from './one-person-bind.use-case.js';

export function onePersonBindRoutes(ctx: RouteContext): RoutePlugin {
  return async (app) => {
    route(
      app,
      onePersonBindCall,
      onePersonBindSchemas,
      { config: perMinute(ctx.config.rateLimitLoginPerMinute) },
      async function onePersonBind(body, request, reply) {
        const { accountId } = signedInOf(request);
        const outcome = await setOnePersonBind(ctx, accountId, body.bind === 1);
        return answer(reply, outcome, ({ bound, setAt }) =>
          ok({ bind: bound ? (1 as const) : (0 as const), set_at: setAt }),
        );
      },
    );
  };
}
