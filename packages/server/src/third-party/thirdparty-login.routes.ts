/**
 * Sign up or log in with a Google, Apple or Turkish id token from the server's popup
 * (behaviour §3, decisions 060, 061, 062, 107), or with Telegram's signed Login Widget fields
 * (decision 063).
 */
import { applePlatformOf, thirdPartyLoginCall } from '@foyer/contract';
import { thirdPartyLoginSchemas } from '@foyer/contract/schemas';
import { perMinute, type RouteContext, type RoutePlugin, withLanguage } from '../http/context.js';
import { route } from '../http/route.js';
import { appleClientIdFor } from '../config/third-party.config.js';
import type { GreyReleaseDigits } from '../shared/grey-release.js';
import { signUpVisitOf } from '../referral/index.js';
import { answerWithSession, loginAnswer, sessionOfLogIn, signInWhere } from '../sessions/index.js';
import { popupBindingOf } from './popup.routes.js';
import { thirdPartyLogin, type ThirdPartyLoggedIn } from './thirdparty-login.use-case.js';

/** The log-in's answer for the same outcome (a step, or the session), with use_thirdparty. */
function thirdPartyAnswer(
  { useThirdParty, loggedIn }: ThirdPartyLoggedIn,
  greyRelease: GreyReleaseDigits,
) {
  const answered = loginAnswer(loggedIn, greyRelease);
  return { ...answered, result: { ...answered.result, use_thirdparty: useThirdParty } };
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
        const outcome = await thirdPartyLogin(withLanguage(ctx, request), {
          ...signInWhere(ctx, request),
          provider: body.token_type,
          token: body.token,
          browserBinding: popupBindingOf(request),
          // A token of another platform's Services ID is refused here (decision 155).
          audience:
            body.token_type === 'apple'
              ? appleClientIdFor(ctx.config, applePlatformOf(request.hostname))
              : undefined,
          telegramData: body.telegram_data,
          loginOnly: body.login_only,
          // The sign-up's channel fields, read as the e-mail sign-up reads them.
          channel: body,
          // Where a sign-up came from, kept with the account it makes (decision 147).
          visit: signUpVisitOf(body),
          google2fa: body.google2fa,
          riskToken: body.risk_token,
          captcha: body,
          // Telegram data the visitor brought binds once the session opens, as on the password
          // log-in (decision 024). A Telegram sign-up reports its own bind (decision 063).
          afterwards: { telegramCallback: body.telegram_callback },
        });
        const sessionOf = (value: ThirdPartyLoggedIn) => sessionOfLogIn(value.loggedIn);
        return answerWithSession(reply, ctx, outcome, sessionOf, (value) =>
          thirdPartyAnswer(value, ctx.config.greyReleaseDigits),
        );
      },
    );
  };
}
