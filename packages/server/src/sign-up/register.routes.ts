/** Sign-up: send a code to an e-mail or phone, then register with it (behaviour §3, §7). */
import {
  ok,
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
import type { FastifyReply, FastifyRequest } from 'fastify';
import { answer } from '../http/answer.js';
import { route } from '../http/route.js';
import { setSessionCookie } from '../sessions/session-token.js';
import { sendRegisterCode } from '../codes/codes.service.js';
import { emailIdentity, mobileIdentity, type Identity } from '../shared/identity.js';
import { resolveSignUpChannel, type ChannelFields } from '../referral/referral.service.js';
import { register } from './register.service.js';
import { visitorAt } from '../gates/doors.js';
import { deviceHashOf, rememberPlace } from '../risk/risk.service.js';
import { declarationOf, type SignUpDeclaration } from './sign-up-declaration.js';
import { guardSignUp } from '../restrictions/sign-up-restrictions.js';
import { requestSite } from '../log-in/site-rules.js';
import { perMinute, type RouteContext, type RoutePlugin } from '../http/context.js';
import { sendUnlessRisky } from './sign-up-risk.js';
import { registerCaptchaGuard, sendLinkAndAnswer, signUpByLink } from './register-steps.routes.js';

interface RegisterFields {
  code: string;
  password: string;
  uuid?: string | undefined;
  channel: ChannelFields;
  declaration: SignUpDeclaration;
}

export function registerRoutes(ctx: RouteContext): RoutePlugin {
  const sendCodeLimit = perMinute(ctx.config.rateLimitSendCodePerMinute);

  async function registerAndAnswer(
    request: FastifyRequest,
    reply: FastifyReply,
    identity: Identity,
    fields: RegisterFields,
  ) {
    const phone = identity.kind === 'mobile' ? identity : undefined;
    const email = identity.kind === 'email' ? identity.email : undefined;
    const allowed = await guardSignUp(ctx, { ip: request.ip, phone, email });
    if (!allowed.ok) return answer(reply, allowed, ok);
    const requestCountry = ctx.geo.countryOf(request.ip);
    const site = requestSite(request.hostname);
    const channel = await resolveSignUpChannel(ctx, fields.channel);
    if (!channel.ok) return answer(reply, channel, ok);
    const outcome = await register(ctx, {
      visitor: visitorAt(request),
      identity,
      ...fields,
      channel: channel.value,
      requestCountry,
      site,
    });
    if (outcome.ok) {
      setSessionCookie(reply, ctx.config, outcome.value.session);
      // The device and country of sign-up are known: logging in from them needs no check.
      const place = { deviceHash: deviceHashOf(request.headers.guid), country: requestCountry };
      await rememberPlace(ctx, outcome.value.account.id, place);
    }
    return answer(reply, outcome, ({ account, session }) =>
      ok({ id: account.id }, { token: session.token }),
    );
  }

  return async (app) => {
    // The captcha of scene register 31004 comes first (register-steps.routes.ts).
    const sendCode = { config: sendCodeLimit, preHandler: registerCaptchaGuard(ctx) };

    route(
      app,
      sendEmailCodeCall,
      sendEmailCodeSchemas,
      sendCode,
      async function sendEmailCode(body, request, reply) {
        const allowed = await guardSignUp(ctx, { ip: request.ip, email: body.email });
        if (!allowed.ok) return answer(reply, allowed, ok);
        const identity = emailIdentity(body.email);
        const target = { identity, riskToken: body.risk_token };
        return sendUnlessRisky(ctx, request, reply, target, async () => {
          if (body.verify_type === 2) return sendLinkAndAnswer(ctx, request, reply, body);
          return answer(reply, await sendRegisterCode(ctx, identity, request.ip), ok);
        });
      },
    );

    route(
      app,
      sendMobileCodeCall,
      sendMobileCodeSchemas,
      sendCode,
      async function sendMobileCode(body, request, reply) {
        const { country_code, mobile } = body;
        const phone = { countryCode: country_code, mobile };
        const allowed = await guardSignUp(ctx, { ip: request.ip, phone });
        if (!allowed.ok) return answer(reply, allowed, ok);
        const identity = mobileIdentity(country_code, mobile);
        const target = { identity, riskToken: body.risk_token };
        return sendUnlessRisky(ctx, request, reply, target, async () =>
          answer(reply, await sendRegisterCode(ctx, identity, request.ip), ok),
        );
      },
    );

    route(
      app,
      registerEmailCall,
      registerEmailSchemas,
      { config: { door: 'account' } },
      async function registerEmail(body, request, reply) {
        if (body.verify_type === 2) return signUpByLink(ctx, request, reply, body);
        const { email, emailverify, password, uuid, ...rest } = body;
        const fields = {
          code: emailverify,
          password,
          uuid,
          channel: rest,
          declaration: declarationOf(rest),
        };
        return registerAndAnswer(request, reply, emailIdentity(email), fields);
      },
    );

    route(
      app,
      registerMobileCall,
      registerMobileSchemas,
      { config: { door: 'account' } },
      async function registerMobile(body, request, reply) {
        const { country_code, mobile, smsverify, password, uuid, ...rest } = body;
        const identity = mobileIdentity(country_code, mobile);
        const fields = {
          code: smsverify,
          password,
          uuid,
          channel: rest,
          declaration: declarationOf(rest),
        };
        return registerAndAnswer(request, reply, identity, fields);
      },
    );
  };
}
