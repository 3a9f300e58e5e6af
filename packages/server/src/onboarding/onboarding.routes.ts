/**
 * Onboarding's step two (decision 135): the signed-in account reads and keeps its trading
 * experience. Both calls are private: without a session, 10005.
 */
import { ok, setTradingExperienceCall, tradingExperienceCall } from '@foyer/contract';
import { setTradingExperienceSchemas, tradingExperienceSchemas } from '@foyer/contract/schemas';
import { route } from '../http/route.js';
import { perMinute, type RouteContext, type RoutePlugin } from '../http/context.js';
import { signedInOf } from '../sessions/index.js';
import { answerTradingExperience, tradingExperienceOf } from './onboarding.service.js';

export function onboardingRoutes(ctx: RouteContext): RoutePlugin {
  return async (app) => {
    route(
      app,
      tradingExperienceCall,
      tradingExperienceSchemas,
      {},
      async function answerKept(_, request) {
        const level = await tradingExperienceOf(ctx, signedInOf(request).accountId);
        return ok({ trading_experience: level });
      },
    );

    route(
      app,
      setTradingExperienceCall,
      setTradingExperienceSchemas,
      // A write per request: held to the log-in's rate, as the other writes of a session are.
      { config: perMinute(ctx.config.rateLimitLoginPerMinute) },
      async function keepAnswer(body, request) {
        await answerTradingExperience(ctx, signedInOf(request).accountId, body.trading_experience);
        return ok({});
      },
    );
  };
}
