/** Password login by e-mail, or by mobile + country_code (behaviour §3, §7). */
import { loginCall, loginComplianceCall, ok, passwordKeyCall } from '@foyer/contract';
import { loginSchemas, passwordKeySchemas } from '@foyer/contract/schemas';
import { answer } from '../http/answer.js';
import { route } from '../http/route.js';
import { emailIdentity, mobileIdentity } from '../shared/identity.js';
import { login } from './login.use-case.js';
import { passwordOf, publishedKey } from './password-transport.service.js';
import { answerWithSession, loginAnswer, sessionOfLogIn, signInWhere } from '../sessions/index.js';
import { perMinute, type RouteContext, type RoutePlugin, withLanguage } from '../http/context.js';

export function loginRoutes(ctx: RouteContext): RoutePlugin {
  return async (app) => {
    // The key a log-in's password is encrypted with (decision 151).
    route(app, passwordKeyCall, passwordKeySchemas, {}, async function passwordKey() {
      return ok(await publishedKey(ctx));
    });

    // One log-in at both paths: the compliance sites' widget calls login_compliance
    // (behaviour §7, decision 081); the same gates stand behind each.
    for (const call of [loginCall, loginComplianceCall])
      route(
        app,
        call,
        loginSchemas,
        { config: { ...perMinute(ctx.config.rateLimitLoginPerMinute), door: 'session' } },
        async function passwordLogin(body, request, reply) {
          const identity =
            'email' in body
              ? emailIdentity(body.email)
              : mobileIdentity(body.country_code, body.mobile);
          const password = await passwordOf(ctx, body);
          if (!password.ok) return answer(reply, password, ok);
          const { google2fa, risk_token: riskToken } = body;
          const where = signInWhere(ctx, request);
          // Once the session opens: the Telegram data binds (behaviour §4, decision 024), a
          // link ticket links its provider (decision 062).
          const { telegram_callback: telegramCallback, link_ticket: ticket } = body;
          const linkTicket = ticket ? { ticket, deviceHash: where.place.deviceHash } : undefined;
          const afterwards = { telegramCallback, linkTicket };
          const input = {
            identity,
            password: password.value,
            google2fa,
            riskToken,
            captcha: body,
            ...where,
          };
          const outcome = await login(withLanguage(ctx, request), { ...input, afterwards });
          return answerWithSession(reply, ctx, outcome, sessionOfLogIn, (loggedIn) =>
            loginAnswer(loggedIn, ctx.config.greyReleaseDigits),
          );
        },
      );
  };
}
