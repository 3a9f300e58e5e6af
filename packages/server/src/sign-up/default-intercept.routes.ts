/**
 * `POST /user/public/risk/default-intercept` (decision 142): a line binding the call to its
 * use-case. Limited as the risk check (RATE_LIMIT_LOGIN_PER_MINUTE): it reads the farming
 * counts, and a script must not poll them faster than it could send.
 */
import { ok, riskDefaultInterceptCall } from '@foyer/contract';
import { riskDefaultInterceptSchemas } from '@foyer/contract/schemas';
import { answer } from '../http/answer.js';
import { route } from '../http/route.js';
import { perMinute, type RouteContext, type RoutePlugin } from '../http/context.js';
import { requestDeviceHash } from '../shared/device-hash.js';
import { emailIdentity, mobileIdentity } from '../shared/identity.js';
import { ipKey } from '../shared/ip-key.js';
import { defaultIntercept } from './default-intercept.use-case.js';

type ExtInfo = { email: string } | { mobile: string; country_code: string };

const targetOf = (info: ExtInfo | undefined) => {
  if (info === undefined) return undefined;
  return 'email' in info
    ? emailIdentity(info.email)
    : mobileIdentity(info.country_code, info.mobile);
};

export function defaultInterceptRoutes(ctx: RouteContext): RoutePlugin {
  return async (app) => {
    route(
      app,
      riskDefaultInterceptCall,
      riskDefaultInterceptSchemas,
      { config: perMinute(ctx.config.rateLimitLoginPerMinute) },
      async function riskDefaultIntercept(body, request, reply) {
        const outcome = await defaultIntercept(ctx, {
          sence: body.sence,
          target: targetOf(body.ext_info),
          sender: { deviceHash: requestDeviceHash(request), ip: ipKey(request.ip) },
        });
        return answer(reply, outcome, ({ intercept, riskTokenType }) =>
          ok({ intercept, risk_token_type: riskTokenType }),
        );
      },
    );
  };
}
