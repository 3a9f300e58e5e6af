/** Password login by e-mail, or by mobile + country_code (behaviour §3, §7). */
import {
  loginCall,
  loginComplianceCall,
  ok,
  wireSiteId,
  type LoginResult,
  type TgBindResult,
} from '@foyer/contract';
import { loginSchemas } from '@foyer/contract/schemas';
import type { FastifyRequest } from 'fastify';
import { answer } from '../http/answer.js';
import { route } from '../http/route.js';
import { setSessionCookie } from '../sessions/session-token.js';
import { visitorAt } from '../gates/doors.js';
import { emailIdentity, mobileIdentity } from '../shared/identity.js';
import { login, type LoggedIn } from './login.service.js';
import { deviceHashOf } from '../shared/device-hash.js';
import { inGreyRelease, type GreyReleaseDigits } from './grey-release.js';
import { accountSite, requestSite } from './site-rules.js';
import { bindTelegram, tgBindField } from '../telegram/telegram.service.js';
import { linkByTicket, type LinkResult } from '../third-party/third-party-links.service.js';
import type { Account } from '../store/accounts.store.js';
import { perMinute, type RouteContext, type RoutePlugin, withLanguage } from '../http/context.js';

/** behaviour §3 login result pre_action: 1 sends the person to the retrieve page first. */
const PRE_ACTION_RESET_PASSWORD = 1;

export function loginResult(account: Account): LoginResult {
  return {
    id: account.id,
    country: account.country,
    create_time: account.created_at,
    registration_origin_time: account.created_at,
    pass_err_count: 0,
  };
}

/**
 * The signed-in answer: the token, and the account's own site for the site check (behaviour §4):
 * its wire code, and for an account in the grey release the site itself (decision 092).
 */
export function signedInAnswer(account: Account, token: string, greyRelease: GreyReleaseDigits) {
  const site = accountSite(account.site);
  return ok(loginResult(account), {
    token,
    currentSite: wireSiteId(site),
    ...(inGreyRelease(account.id, greyRelease) ? { accountSite: site } : {}),
  });
}

/** What a completed log-in did besides the session: the Telegram bind, the provider link. */
export interface AlsoDone {
  tgBindResult?: TgBindResult | undefined;
  link?: LinkResult | undefined;
}

/** The result fields of a link ticket's outcome (decision 062): linked, or why not. */
function linkFields(
  link: LinkResult | undefined,
): Pick<LoginResult, 'linked_provider' | 'link_refused'> {
  if (link === undefined) return {};
  return 'linked' in link ? { linked_provider: link.linked } : { link_refused: link.refused };
}

/** The answer of every password log-in's outcome (main and sub-account alike). */
export function loginAnswer(
  loggedIn: LoggedIn,
  greyRelease: GreyReleaseDigits,
  also: AlsoDone = {},
) {
  switch (loggedIn.kind) {
    case 'signedIn': {
      const { account, session } = loggedIn;
      const answered = signedInAnswer(account, session.token, greyRelease);
      // behaviour §4 risk_token type guide, id not "0": the token is stored, the log-in completes.
      const guide = loggedIn.guideToken
        ? { risk_token: loggedIn.guideToken, risk_token_type: 'guide' as const }
        : {};
      const bind = tgBindField(also.tgBindResult);
      const link = linkFields(also.link);
      return { ...answered, result: { ...answered.result, ...guide, ...bind, ...link } };
    }
    case 'mustResetPassword':
      // No token and no account details: the password has not yet proven enough to learn the
      // account's id, country or dates; the widget needs only the flag to go to the reset page.
      return ok<LoginResult>({ pre_action: PRE_ACTION_RESET_PASSWORD });
    case 'twoFactorRequired':
      // A marker, never the secret (decision 016): no token and no session yet.
      return ok<LoginResult>({ google2fa_secret: true });
    case 'riskVerification':
      return ok<LoginResult>({ risk_token: loggedIn.riskToken, risk_token_type: 'pass' });
  }
}

/** Where a log-in is made: the site of the host, the device and the visitor's country. */
export function loginWhere(ctx: RouteContext, request: FastifyRequest) {
  return {
    visitor: visitorAt(request),
    site: requestSite(request.hostname),
    place: {
      deviceHash: deviceHashOf(request.headers.guid),
      country: ctx.geo.countryOf(request.ip),
    },
  };
}

export function loginRoutes(ctx: RouteContext): RoutePlugin {
  return async (app) => {
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
          const { password, google2fa, risk_token: riskToken } = body;
          const where = loginWhere(ctx, request);
          const input = { identity, password, google2fa, riskToken, captcha: body, ...where };
          const deps = withLanguage(ctx, request);
          const outcome = await login(deps, input);
          const also: AlsoDone = {};
          if (outcome.ok && outcome.value.kind === 'signedIn') {
            setSessionCookie(reply, ctx.config, outcome.value.session);
            const accountId = outcome.value.account.id;
            // The Telegram data binds once the log-in is complete (behaviour §4, decision 024).
            const telegram = body.telegram_callback;
            if (telegram) also.tgBindResult = await bindTelegram(deps, accountId, telegram);
            // A link ticket links its provider once the log-in is complete (decision 062).
            const { link_ticket: ticket } = body;
            const owner = { accountId, deviceHash: where.place.deviceHash };
            if (ticket) also.link = await linkByTicket(deps, owner, ticket);
          }
          return answer(reply, outcome, (loggedIn) =>
            loginAnswer(loggedIn, ctx.config.greyReleaseDigits, also),
          );
        },
      );
  };
}
