/**
 * The session step's HTTP half (session-step.ts is the other): where a sign-in is made, the
 * answer of every sign-in outcome, and the one reply that carries a session — its token in the
 * answer and in the HttpOnly cookie (behaviour §7). No other reply sets the session cookie
 * (eslint keeps `setSessionCookie` here).
 */
import { ok, wireSiteId, type Envelope, type LoginResult } from '@foyer/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Outcome } from '../errors.js';
import { visitorAt } from '../gates/index.js';
import { answer } from '../http/answer.js';
import type { RouteContext } from '../http/context.js';
import { inGreyRelease, type GreyReleaseDigits } from '../shared/grey-release.js';
import type { LoggedIn } from '../log-in/index.js';
import { accountSite, requestSite } from '../shared/site-rules.js';
import { requestDevice } from '../shared/device-hash.js';
import { liveCountryOf } from '../shared/live-country.js';
import type { Account } from '../store/accounts.store.js';
import { tgBindField } from '../telegram/index.js';
import type { AlsoDone } from './session-step.js';
import type { NewSession } from './sessions.service.js';
import { setSessionCookie } from './session-token.js';

/** behaviour §3 login result pre_action: 1 sends the person to the retrieve page first. */
const PRE_ACTION_RESET_PASSWORD = 1;

/** Where a sign-in is made: the door and address, the site of the host, device and country. */
export function signInWhere(ctx: RouteContext, request: FastifyRequest) {
  return {
    visitor: visitorAt(request, ctx.geo),
    site: requestSite(request.hostname),
    place: {
      ...requestDevice(request),
      country: ctx.geo.countryOf(request.ip),
      liveCountry: liveCountryOf(request),
    },
  };
}

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
function signedInAnswer(account: Account, token: string, greyRelease: GreyReleaseDigits) {
  const site = accountSite(account.site);
  return ok(loginResult(account), {
    token,
    currentSite: wireSiteId(site),
    ...(inGreyRelease(account.id, greyRelease) ? { accountSite: site } : {}),
  });
}

/** The result fields of a link ticket's outcome (decision 062): linked, or why not. */
function linkFields(link: AlsoDone['link']): Pick<LoginResult, 'linked_provider' | 'link_refused'> {
  if (link === undefined) return {};
  return 'linked' in link ? { linked_provider: link.linked } : { link_refused: link.refused };
}

/** The answer of every log-in's outcome (password, sub-account, third-party alike). */
export function loginAnswer(loggedIn: LoggedIn, greyRelease: GreyReleaseDigits) {
  switch (loggedIn.kind) {
    case 'signedIn': {
      const { account, session, also } = loggedIn;
      const answered = signedInAnswer(account, session.token, greyRelease);
      // behaviour §4 risk_token type guide, id not "0": the token is stored, the log-in completes.
      const guide = loggedIn.guideToken
        ? { risk_token: loggedIn.guideToken, risk_token_type: 'guide' as const }
        : {};
      const bind = tgBindField(also.tgBindResult);
      const link = linkFields(also.link);
      const prompt = also.tradingPasswordPrompt ? { trading_password_prompt: 1 as const } : {};
      const result = { ...answered.result, ...guide, ...bind, ...link, ...prompt };
      return { ...answered, result };
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

/**
 * The reply of a call that may issue a session: the cookie when `sessionOf` finds one in the
 * outcome (its token is in the answer `build` makes), then the answer, or the failure's.
 */
export function answerWithSession<T>(
  reply: FastifyReply,
  ctx: RouteContext,
  outcome: Outcome<T>,
  sessionOf: (value: T) => NewSession | undefined,
  build: (value: T) => Envelope,
): FastifyReply {
  const session = outcome.ok ? sessionOf(outcome.value) : undefined;
  if (session) setSessionCookie(reply, ctx.config, session);
  return answer(reply, outcome, build);
}

/** The session of a log-in's outcome, when it signed in. */
export const sessionOfLogIn = (loggedIn: LoggedIn): NewSession | undefined =>
  loggedIn.kind === 'signedIn' ? loggedIn.session : undefined;
