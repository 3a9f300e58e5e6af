/** Password login by e-mail, or by mobile + country_code (SPEC §3, §7). */
import { CAPTCHA_SCENES, loginCall, ok, type LoginResult } from '@foyer/contract';
import { loginSchemas } from '@foyer/contract/schemas';
import { failure } from '../errors.js';
import { answer } from '../http/answer.js';
import { setSessionCookie } from '../http/session-token.js';
import { emailIdentity, mobileIdentity } from '../services/identity.js';
import { login, type LoggedIn } from '../services/login.service.js';
import { ipBanned } from '../services/restrictions.service.js';
import { deviceHashOf } from '../services/risk.service.js';
import type { Account } from '../store/accounts.store.js';
import { perMinute, type RouteContext, type RoutePlugin } from './context.js';

/** The site every account of this server belongs to (SPEC §1 site codes). */
const CURRENT_SITE = 'BYBIT';

function loginResult(account: Account): LoginResult {
  return {
    id: account.id,
    country: account.country,
    create_time: account.created_at,
    registration_origin_time: account.created_at,
    pass_err_count: 0,
  };
}

/** The login scenes of SPEC §9 (main, Turkish, EU); anything else is the main one. */
const LOGIN_SCENES: readonly number[] = [
  CAPTCHA_SCENES.login,
  CAPTCHA_SCENES.turkishLogin,
  CAPTCHA_SCENES.euLogin,
];

function loginScene(requested: string | number | undefined): number {
  const scene = Number(requested);
  return LOGIN_SCENES.includes(scene) ? scene : CAPTCHA_SCENES.login;
}

/** The three successful answers: signed in, two-factor needed, security verification. */
function loginAnswer(loggedIn: LoggedIn) {
  switch (loggedIn.kind) {
    case 'signedIn':
      return ok(loginResult(loggedIn.account), {
        token: loggedIn.session.token,
        currentSite: CURRENT_SITE,
      });
    case 'twoFactorRequired':
      // A marker, never the secret (decision 016): no token and no session yet.
      return ok<LoginResult>({ google2fa_secret: true });
    case 'riskVerification':
      return ok<LoginResult>({ risk_token: loggedIn.riskToken, risk_token_type: 'pass' });
  }
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
        // A banned address is turned away before anything else (SPEC §8 31018, with its IP).
        if (await ipBanned(ctx.store, request.ip)) {
          return answer(reply, failure({ kind: 'ipLimited', ip: request.ip }), () => ok({}));
        }
        // The captcha first: a login without a fresh solved challenge never reaches the
        // password check, so it cannot be used to guess or to lock an account out.
        if (ctx.config.captchaOnLogin) {
          const scene = loginScene(body.magpie_verify_info?.scene);
          const checked = await ctx.captcha.check(body, scene, request.ip);
          if (!checked.ok) return answer(reply, checked, () => ok({}));
        }
        const identity =
          'email' in body
            ? emailIdentity(body.email)
            : mobileIdentity(body.country_code, body.mobile);
        const { password, google2fa, risk_token: riskToken } = body;
        const place = {
          deviceHash: deviceHashOf(request.headers.guid),
          country: ctx.geo.countryOf(request.ip),
        };
        const outcome = await login(ctx, { identity, password, google2fa, riskToken, place });
        if (outcome.ok && outcome.value.kind === 'signedIn') {
          setSessionCookie(reply, ctx.config, outcome.value.session);
        }
        return answer(reply, outcome, loginAnswer);
      },
    );
  };
}
