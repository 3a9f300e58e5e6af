/**
 * Register types and the three-step sign-up (behaviour §3 "Register type", §4 "Register",
 * "Activation poll", §7; docs/decisions/026-register-types-and-activation-links.md): the
 * remote config's register type, the ACCOUNT / VERIFY / PASSWORD steps by uuid, the
 * activation link, and the compliance sites' register call.
 */
import {
  CAPTCHA_SCENES,
  DEFAULT_REGISTER_TYPE,
  ok,
  registerActivateCall,
  registerComplianceCall,
  registerInfoCall,
  registerPasswordCall,
  registerRecallInfoCall,
  registerResendCall,
  registerVerifyCall,
  registerVerifyResultCall,
  webConfigCall,
  type RegisterType,
} from '@foyer/contract';
import {
  registerActivateSchemas,
  registerComplianceSchemas,
  registerInfoSchemas,
  registerPasswordSchemas,
  registerRecallInfoSchemas,
  registerResendSchemas,
  registerVerifyResultSchemas,
  registerVerifySchemas,
  webConfigSchemas,
} from '@foyer/contract/schemas';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { domainErrorEnvelope, type Outcome } from '../errors.js';
import { answer } from '../http/answer.js';
import { route } from '../http/route.js';
import { setSessionCookie } from '../sessions/session-token.js';
import { browserSummary } from '../shared/browser-summary.js';
import type { CaptchaAnswer } from '../captcha/captcha-gate.service.js';
import { sha256Hex } from '../shared/digest.js';
import { emailIdentity, mobileIdentity, type Identity } from '../shared/identity.js';
import { resolveSignUpChannel, type ChannelFields } from '../referral/referral.service.js';
import { register, type Registered } from './register.service.js';
import {
  activateSignUp,
  completeSignUp,
  recallInfo,
  signUpVerifyResult,
  startSignUp,
  verifySignUpCode,
  type SignUpRequester,
} from './registration.service.js';
import { visitorAt } from '../gates/doors.js';
import { deviceHashOf, rememberPlace } from '../risk/risk.service.js';
import { declarationOf } from './sign-up-declaration.js';
import { guardSignUp } from '../restrictions/sign-up-restrictions.js';
import { requestSite } from '../log-in/site-rules.js';
import { perMinute, type RouteContext, type RoutePlugin } from '../http/context.js';
import { sendUnlessRisky } from './sign-up-risk.js';
import { resendBehindGuards } from './sign-up-resend.js';

/** Per IP per minute: a page polls 30 times a minute (every 2 s). */
const POLL_PER_MINUTE = 90;

/**
 * The register type of a device (behaviour §4 "A/B layout old/new"): the setting when fixed;
 * otherwise old or new by the hash of the device id, so one device always sees one layout.
 * Link types are a deployment's choice (REGISTER_TYPE), never an A/B arm.
 */
export function registerTypeFor(fixed: RegisterType | undefined, guid: unknown): RegisterType {
  if (fixed) return fixed;
  if (typeof guid !== 'string' || guid.length === 0) return DEFAULT_REGISTER_TYPE;
  const firstByte = Number.parseInt(sha256Hex(guid).slice(0, 2), 16);
  return firstByte % 2 === 0 ? 'oldCode' : 'newCode';
}

/**
 * The captcha of scene register 31004 in front of every send step (behaviour §4 "on captcha
 * success send the e-mail or mobile verification") and of the resend (decision 035), unless
 * CAPTCHA_ON_REGISTER is off. A
 * preHandler, so the send-code handlers themselves stay as they are.
 */
export function registerCaptchaGuard(ctx: RouteContext) {
  return async function registerCaptcha(request: FastifyRequest, reply: FastifyReply) {
    if (!ctx.config.captchaOnRegister) return;
    const body = (request.body ?? {}) as CaptchaAnswer;
    const checked = await ctx.captcha.check(body, CAPTCHA_SCENES.register, request.ip);
    if (!checked.ok) return reply.send(domainErrorEnvelope(checked.error));
  };
}

/** Who is signing up, as the activation page will show it. */
export function signUpRequester(
  ctx: RouteContext,
  request: FastifyRequest,
  lang: string | undefined,
): SignUpRequester {
  const platform = request.headers.platform;
  return {
    ip: request.ip,
    country: ctx.geo.countryOf(request.ip),
    browser: browserSummary(request.headers['user-agent']),
    platform: typeof platform === 'string' && platform.length > 0 ? platform.slice(0, 32) : 'web',
    lang,
  };
}

/** A new account: the session cookie, the known place, and `{id}` with the token top-level. */
export async function answerSignUp(
  ctx: RouteContext,
  request: FastifyRequest,
  reply: FastifyReply,
  outcome: Outcome<Registered>,
) {
  if (outcome.ok) {
    setSessionCookie(reply, ctx.config, outcome.value.session);
    const place = {
      deviceHash: deviceHashOf(request.headers.guid),
      country: ctx.geo.countryOf(request.ip),
    };
    await rememberPlace(ctx, outcome.value.account.id, place);
  }
  return answer(reply, outcome, ({ account, session }) =>
    ok({ id: account.id }, { token: session.token }),
  );
}

type DeclarationFields = Parameters<typeof declarationOf>[0];

/** /register/email with verify_type 2 (oldLink): the account of an activated link. */
export async function signUpByLink(
  ctx: RouteContext,
  request: FastifyRequest,
  reply: FastifyReply,
  fields: { email: string; uuid: string; password: string } & ChannelFields & DeclarationFields,
) {
  const channel = await resolveSignUpChannel(ctx, fields);
  if (!channel.ok) return answer(reply, channel, ok);
  const outcome = await completeSignUp(ctx, {
    visitor: visitorAt(request),
    uuid: fields.uuid,
    password: fields.password,
    identity: emailIdentity(fields.email),
    requestCountry: ctx.geo.countryOf(request.ip),
    site: requestSite(request.hostname),
    channel: channel.value,
    declaration: declarationOf(fields),
  });
  return answerSignUp(ctx, request, reply, outcome);
}

/** /verify/register/email with verify_type 2 (oldLink): send the activation link. */
export async function sendLinkAndAnswer(
  ctx: RouteContext,
  request: FastifyRequest,
  reply: FastifyReply,
  fields: { email: string; lang?: string | undefined },
) {
  const requester = signUpRequester(ctx, request, fields.lang);
  const outcome = await startSignUp(ctx, emailIdentity(fields.email), 2, 'oldLink', requester);
  return answer(reply, outcome, ok);
}

export function registerStepsRoutes(ctx: RouteContext): RoutePlugin {
  const captcha = registerCaptchaGuard(ctx);
  const sendLimit = perMinute(ctx.config.rateLimitSendCodePerMinute);
  // Code, token and password steps are guesses like a login: the login's limit.
  const stepLimit = perMinute(ctx.config.rateLimitLoginPerMinute);

  return async (app) => {
    route(app, webConfigCall, webConfigSchemas, {}, async function webConfig(_, request) {
      const registerType = registerTypeFor(ctx.config.registerType, request.headers.guid);
      const customerService = ctx.config.customerServiceUrl;
      return ok({
        register_type: registerType,
        ...(customerService ? { customer_service_url: customerService } : {}),
      });
    });

    route(
      app,
      registerInfoCall,
      registerInfoSchemas,
      { config: sendLimit, preHandler: captcha },
      async function registerInfo(body, request, reply) {
        const identity: Identity =
          'email' in body
            ? emailIdentity(body.email)
            : mobileIdentity(body.country_code, body.mobile);
        const phone =
          'email' in body ? undefined : { countryCode: body.country_code, mobile: body.mobile };
        const email = 'email' in body ? body.email : undefined;
        const allowed = await guardSignUp(ctx, { ip: request.ip, phone, email });
        if (!allowed.ok) return answer(reply, allowed, ok);
        // An unknown code is refused here, while the code field is still on screen (42001).
        const channel = await resolveSignUpChannel(ctx, body);
        if (!channel.ok) return answer(reply, channel, ok);
        const verifyType = body.verify_type;
        const version: RegisterType = verifyType === 2 ? 'newLink' : 'newCode';
        const requester = signUpRequester(ctx, request, body.lang);
        const target = { identity, riskToken: body.risk_token };
        return sendUnlessRisky(ctx, request, reply, target, async () =>
          answer(reply, await startSignUp(ctx, identity, verifyType, version, requester), ok),
        );
      },
    );

    route(
      app,
      registerVerifyCall,
      registerVerifySchemas,
      { config: stepLimit },
      async function registerVerify(body, _request, reply) {
        const outcome = await verifySignUpCode(ctx, body.uuid, body.code);
        return answer(reply, outcome, ok);
      },
    );

    route(
      app,
      registerVerifyResultCall,
      registerVerifyResultSchemas,
      { config: perMinute(POLL_PER_MINUTE) },
      async function registerVerifyResult(query, _request, reply) {
        return answer(reply, await signUpVerifyResult(ctx, query.uuid), ok);
      },
    );

    route(
      app,
      registerPasswordCall,
      registerPasswordSchemas,
      { config: { ...stepLimit, door: 'account' } },
      async function registerPassword(body, request, reply) {
        const allowed = await guardSignUp(ctx, { ip: request.ip });
        if (!allowed.ok) return answer(reply, allowed, ok);
        const channel = await resolveSignUpChannel(ctx, body);
        if (!channel.ok) return answer(reply, channel, ok);
        const outcome = await completeSignUp(ctx, {
          visitor: visitorAt(request),
          uuid: body.uuid,
          password: body.password,
          requestCountry: ctx.geo.countryOf(request.ip),
          site: requestSite(request.hostname),
          channel: channel.value,
          declaration: declarationOf(body),
        });
        return answerSignUp(ctx, request, reply, outcome);
      },
    );

    route(
      app,
      registerResendCall,
      registerResendSchemas,
      { config: sendLimit, preHandler: captcha },
      async function registerResend(body, request, reply) {
        return resendBehindGuards(ctx, request, reply, body);
      },
    );

    route(
      app,
      registerRecallInfoCall,
      registerRecallInfoSchemas,
      { config: perMinute(POLL_PER_MINUTE) },
      async function registerRecallInfo(query, _request, reply) {
        return answer(reply, await recallInfo(ctx, query.uuid), ok);
      },
    );

    route(
      app,
      registerActivateCall,
      registerActivateSchemas,
      { config: stepLimit },
      async function registerActivate(body, _request, reply) {
        const { uuid, token } = body;
        return answer(reply, await activateSignUp(ctx, uuid, token), ok);
      },
    );

    route(
      app,
      registerComplianceCall,
      registerComplianceSchemas,
      { config: { door: 'account' } },
      async function registerCompliance(body, request, reply) {
        const phone =
          'mobile' in body ? { countryCode: body.country_code, mobile: body.mobile } : undefined;
        const email = 'email' in body ? body.email : undefined;
        const allowed = await guardSignUp(ctx, { ip: request.ip, phone, email });
        if (!allowed.ok) return answer(reply, allowed, ok);
        if ('verify_type' in body && body.verify_type === 2) {
          return signUpByLink(ctx, request, reply, body);
        }
        const place = {
          requestCountry: ctx.geo.countryOf(request.ip),
          site: requestSite(request.hostname),
        };
        const fields =
          'mobile' in body
            ? {
                identity: mobileIdentity(body.country_code, body.mobile),
                code: body.smsverify,
              }
            : { identity: emailIdentity(body.email), code: body.emailverify };
        const channel = await resolveSignUpChannel(ctx, body);
        if (!channel.ok) return answer(reply, channel, ok);
        const outcome = await register(ctx, {
          visitor: visitorAt(request),
          ...fields,
          uuid: body.uuid,
          password: body.password,
          ...place,
          channel: channel.value,
          declaration: declarationOf(body),
        });
        return answerSignUp(ctx, request, reply, outcome);
      },
    );
  };
}
