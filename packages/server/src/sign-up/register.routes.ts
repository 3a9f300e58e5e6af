/**
 * Sign-up by a code: send it to an e-mail or phone, then register with it (behaviour §3, §7).
 * The order of the checks is the use-case's (sign-up.use-case.ts).
 */
import {
  registerEmailCall,
  registerMobileCall,
  sendEmailCodeCall,
  sendMobileCodeCall,
} from '@foyer/contract';
import {
  registerEmailSchemas,
  registerMobileSchemas,
  sendEmailCodeSchemas,
  sendMobileCodeSchemas,
} from '@foyer/contract/schemas';
import { route } from '../http/route.js';
import { sendRegisterCode } from '../codes/index.js';
import { emailIdentity, mobileIdentity } from '../shared/identity.js';
import { perMinute, type RouteContext, type RoutePlugin, withLanguage } from '../http/context.js';
import { startSignUp } from './pending-sign-up.service.js';
import {
  answerSent,
  completeAndAnswer,
  emailProof,
  mobileProof,
  sendVisitOf,
  signUpRequester,
} from './sign-up-answer.js';
import { sendSignUp } from './sign-up.use-case.js';
import { sendFakeSignUp } from './fake-send.use-case.js';

export function registerRoutes(ctx: RouteContext): RoutePlugin {
  const sendCode = { config: perMinute(ctx.config.rateLimitSendCodePerMinute) };

  return async (app) => {
    route(
      app,
      sendEmailCodeCall,
      sendEmailCodeSchemas,
      sendCode,
      async function sendEmailCode(body, request, reply) {
        if (body.is_fake === 1) {
          const place = ctx.geo.placeOf(request.ip);
          const visit = { ip: request.ip, captcha: body };
          const fake = { email: body.email, place, lang: body.lang };
          return answerSent(reply, await sendFakeSignUp(ctx, visit, fake));
        }
        const requester = signUpRequester(ctx, request, body.lang);
        const deps = withLanguage(ctx, request);
        const outcome = await sendSignUp(ctx, sendVisitOf(request, body), {
          target: emailIdentity(body.email),
          send: (identity) =>
            // verify_type 2 (oldLink): an activation link instead of a code.
            body.verify_type === 2
              ? startSignUp(deps, identity, 2, 'oldLink', requester)
              : sendRegisterCode(deps, identity, request.ip),
        });
        return answerSent(reply, outcome);
      },
    );

    route(
      app,
      sendMobileCodeCall,
      sendMobileCodeSchemas,
      sendCode,
      async function sendMobileCode(body, request, reply) {
        const outcome = await sendSignUp(ctx, sendVisitOf(request, body), {
          target: mobileIdentity(body.country_code, body.mobile),
          send: (identity) => sendRegisterCode(withLanguage(ctx, request), identity, request.ip),
        });
        return answerSent(reply, outcome);
      },
    );

    route(
      app,
      registerEmailCall,
      registerEmailSchemas,
      { config: { door: 'account' } },
      async function registerEmail(body, request, reply) {
        return completeAndAnswer(ctx, request, reply, emailProof(body), body);
      },
    );

    route(
      app,
      registerMobileCall,
      registerMobileSchemas,
      { config: { door: 'account' } },
      async function registerMobile(body, request, reply) {
        return completeAndAnswer(ctx, request, reply, mobileProof(body), body);
      },
    );
  };
}
