/**
 * Password recovery and self-help unblocking (behaviour §7). Every call here sends a message or
 * checks a secret, so each is rate-limited per IP like code sends; the per-target 60 s
 * cooldown and the 5-try code cap apply beneath that. The use-cases ask the captcha of their
 * scene first (send-guards.ts, decision 051).
 */
import {
  banInfoCall,
  findPasswordCall,
  findPasswordCodeCall,
  findPasswordWaysInCall,
  type WayIn as WayInName,
  ok,
  selfHelpBanStatusCall,
  selfHelpDeblockingCall,
  unbindTwoFactorSendCodeCall,
} from '@foyer/contract';
import {
  findPasswordCodeSchemas,
  findPasswordSchemas,
  findPasswordWaysInSchemas,
  selfHelpBanStatusSchemas,
  selfHelpDeblockingSchemas,
  unbindTwoFactorSendCodeSchemas,
} from '@foyer/contract/schemas';
import { answer } from '../http/answer.js';
import { route } from '../http/route.js';
import { passwordOf } from '../log-in/index.js';
import { emailIdentity, mobileIdentity, type Identity } from '../shared/identity.js';
import { resetPassword, resetPasswordByLink, sendRecoveryCode } from './recovery.service.js';
import { requestDeviceHash } from '../shared/device-hash.js';
import { reviewWaysIn, type WayIn, type WaysInReview } from './ways-in-review.service.js';
import { selfHelpBanStatus, selfHelpUnblock } from './unblock.service.js';
import { sendUnbindTwoFactorCode } from './unbind-two-factor.use-case.js';
import { perMinute, type RouteContext, type RoutePlugin, withLanguage } from '../http/context.js';

type IdentityFields = { email: string } | { mobile: string; country_code: string };

const identityOf = (body: IdentityFields): Identity =>
  'email' in body ? emailIdentity(body.email) : mobileIdentity(body.country_code, body.mobile);

const wayInField = ({ way, linked_at, held }: WayIn) => ({
  way: way as WayInName,
  linked_at,
  held,
});

/** A reset's answer: the account's other ways in and the review's token, when it has any. */
function waysInResult(review: WaysInReview) {
  if (review.waysIn.length === 0 || review.reviewToken === undefined) return {};
  return { ways_in: review.waysIn.map(wayInField), review_token: review.reviewToken };
}

export function recoveryRoutes(ctx: RouteContext): RoutePlugin {
  const limited = perMinute(ctx.config.rateLimitSendCodePerMinute);
  return async (app) => {
    route(
      app,
      findPasswordCodeCall,
      findPasswordCodeSchemas,
      { config: limited },
      async function sendFindPasswordCode(body, request, reply) {
        const outcome = await sendRecoveryCode(withLanguage(ctx, request), {
          identity: identityOf(body),
          ip: request.ip,
          deviceHash: requestDeviceHash(request),
          captcha: body,
        });
        return answer(reply, outcome, ok);
      },
    );

    route(
      app,
      findPasswordCall,
      findPasswordSchemas,
      { config: limited },
      async function findPassword(body, request, reply) {
        const deps = withLanguage(ctx, request);
        // The new password, in clear or sealed with the server's key (decision 161).
        const password = await passwordOf(ctx, body);
        if (!password.ok) return answer(reply, password, ok);
        // The recovery e-mail's link names its code itself (decision 105).
        if ('reset_token' in body) {
          const byLink = await resetPasswordByLink(deps, {
            token: body.reset_token,
            password: password.value,
          });
          return answer(reply, byLink, (done) => ok(waysInResult(done.review)));
        }
        const code = 'emailverify' in body ? body.emailverify : body.smsverify;
        const outcome = await resetPassword(deps, {
          identity: identityOf(body),
          code,
          uuid: body.uuid,
          deviceHash: requestDeviceHash(request),
          password: password.value,
        });
        return answer(reply, outcome, (done) => ok(waysInResult(done.review)));
      },
    );

    route(
      app,
      findPasswordWaysInCall,
      findPasswordWaysInSchemas,
      { config: limited },
      async function findPasswordWaysIn(body, _request, reply) {
        const outcome = await reviewWaysIn(ctx, {
          reviewToken: body.review_token,
          keep: body.keep,
        });
        return answer(reply, outcome, ({ waysIn }) => ok({ ways_in: waysIn.map(wayInField) }));
      },
    );

    route(
      app,
      selfHelpDeblockingCall,
      selfHelpDeblockingSchemas,
      { config: limited },
      async function selfHelpDeblocking(body, request, reply) {
        const outcome = await selfHelpUnblock(withLanguage(ctx, request), {
          identity: identityOf(body),
          password: body.password,
          code: body.verify_code,
          token: body.self_unbind_token,
          ip: request.ip,
          deviceHash: requestDeviceHash(request),
          captcha: body,
        });
        return answer(reply, outcome, (result) =>
          result.step === 'codeSent'
            ? ok({
                self_unbind_token: result.token,
                is_self_help_baned: true,
                baned_time: result.bannedAt,
              })
            : ok({ unblocked: true }),
        );
      },
    );

    // The ban info answers only the holder of a live self_unbind_token, by GET or POST (142).
    for (const call of [selfHelpBanStatusCall, banInfoCall]) {
      route(
        app,
        call,
        selfHelpBanStatusSchemas,
        { config: limited },
        async function selfHelpBanStatusRoute(input, _request, reply) {
          const outcome = await selfHelpBanStatus(ctx, input.self_unbind_token);
          return answer(reply, outcome, ({ selfHelp, bannedAt }) =>
            ok({ is_self_help_baned: selfHelp, baned_time: bannedAt }),
          );
        },
      );
    }

    route(
      app,
      unbindTwoFactorSendCodeCall,
      unbindTwoFactorSendCodeSchemas,
      { config: limited },
      async function sendUnbindTwoFactorCodeRoute(body, request, reply) {
        const outcome = await sendUnbindTwoFactorCode(withLanguage(ctx, request), {
          email: body.email,
          ip: request.ip,
          deviceHash: requestDeviceHash(request),
          captcha: body,
        });
        return answer(reply, outcome, ok);
      },
    );
  };
}
