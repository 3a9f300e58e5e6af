/**
 * Register types and the three-step sign-up (behaviour §3 "Register type", §4 "Register",
 * "Activation poll", §7; docs/decisions/026-register-types-and-activation-links.md): the
 * remote config's register type, the ACCOUNT / VERIFY / PASSWORD steps by uuid, the
 * activation link, and the compliance sites' register call.
 */
import { appDownloadFor } from '../config/app-download.config.js';
import { appleOfPage, offeredProviders } from '../config/third-party.config.js';
import {
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
  registerEntryOf,
  usernameIsPhone,
  type CallRequest,
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
import { answer } from '../http/answer.js';
import { route } from '../http/route.js';
import { emailIdentity, mobileIdentity, type Identity } from '../shared/identity.js';
import {
  activateSignUp,
  recallInfo,
  resendSignUp,
  resendTarget,
  signUpVerifyResult,
  startSignUp,
  verifySignUpCode,
} from './pending-sign-up.service.js';
import { perMinute, type RouteContext, type RoutePlugin, withLanguage } from '../http/context.js';
import {
  answerSent,
  completeAndAnswer,
  emailProof,
  mobileProof,
  sendVisitOf,
  signUpHeaders,
  signUpRequester,
} from './sign-up-answer.js';
import { failure } from '../errors.js';
import { requestSite } from '../shared/site-rules.js';
import { registerTypeFor } from './register-type.js';
import { sendSignUp } from './sign-up.use-case.js';
import { telegramWidgetConfig } from '../config/telegram-widget.config.js';

/** Per IP per minute: a page polls 30 times a minute (every 2 s). */
const POLL_PER_MINUTE = 90;

export function registerStepsRoutes(ctx: RouteContext): RoutePlugin {
  const sendLimit = perMinute(ctx.config.rateLimitSendCodePerMinute);
  // Code, token and password steps are guesses like a login: the login's limit.
  const stepLimit = perMinute(ctx.config.rateLimitLoginPerMinute);

  return async (app) => {
    route(app, webConfigCall, webConfigSchemas, {}, async function webConfig(_, request) {
      const registerType = registerTypeFor(ctx.config.registerType, request.headers.guid);
      const customerService = ctx.config.customerServiceUrl;
      const download = appDownloadFor(ctx.config.appDownload, requestSite(request.hostname));
      return ok({
        register_type: registerType,
        ...(customerService ? { customer_service_url: customerService } : {}),
        ...telegramWidgetConfig(ctx.config),
        // The popup sign-in (decision 061): what the widget offers, whom it hears from.
        third_party: {
          providers: offeredProviders(ctx.config),
          callback_origin: ctx.config.publicOrigin,
          ...(ctx.config.trProviderName ? { tr_provider_name: ctx.config.trProviderName } : {}),
          ...appleOfPage(ctx.config, request.hostname),
        },
        // The download page's links and the phone's sign-up destination (decision 132).
        ...(download ? { download } : {}),
      });
    });

    route(
      app,
      registerInfoCall,
      registerInfoSchemas,
      { config: sendLimit },
      async function registerInfo(body, request, reply) {
        const verifyType = body.verify_type;
        const version: RegisterType = verifyType === 2 ? 'newLink' : 'newCode';
        const headers = signUpHeaders(request);
        if (!headers.ok) return answer(reply, headers, ok);
        const target = accountStepTarget(body);
        // The entry the client names is the account's kind's (decision 141).
        const { entry, txId } = headers.value;
        if (entry !== null && entry !== registerEntryOf(target.kind)) {
          const mismatch = { kind: 'invalidParams', message: 'entry: not this account' } as const;
          return answer(reply, failure(mismatch), ok);
        }
        const requester = { ...signUpRequester(ctx, request, body.lang), txId };
        const outcome = await sendSignUp(ctx, sendVisitOf(request, body), {
          target,
          channel: body,
          send: (identity) =>
            startSignUp(withLanguage(ctx, request), identity, verifyType, version, requester),
        });
        return answerSent(reply, outcome);
      },
    );

    route(
      app,
      registerVerifyCall,
      registerVerifySchemas,
      { config: stepLimit },
      async function registerVerify(body, request, reply) {
        const outcome = await verifySignUpCode(withLanguage(ctx, request), body.uuid, body.code);
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
        const proof = { kind: 'registration' as const, uuid: body.uuid };
        return completeAndAnswer(ctx, request, reply, proof, body);
      },
    );

    route(
      app,
      registerResendCall,
      registerResendSchemas,
      { config: sendLimit },
      async function registerResend(body, request, reply) {
        // The first send's checks, on the registration's own target; it keeps its first
        // expiry (decision 035).
        const outcome = await sendSignUp(ctx, sendVisitOf(request, body), {
          target: () => resendTarget(ctx, body.uuid),
          send: () => resendSignUp(withLanguage(ctx, request), body.uuid, request.ip),
        });
        return answerSent(reply, outcome);
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
        const proof = 'mobile' in body ? mobileProof(body) : emailProof(body);
        return completeAndAnswer(ctx, request, reply, proof, body);
      },
    );
  };
}

/**
 * Whom the ACCOUNT step's verification goes to: the e-mail, or the mobile under its calling code;
 * or, as behaviour §3 "Step-3 register" spells it, the one `username` the phone pattern decides
 * (all digits: a phone under `areaCode`, which the schema requires then).
 */
function accountStepTarget(body: CallRequest<typeof registerInfoCall>): Identity {
  if ('username' in body) {
    return usernameIsPhone(body.username)
      ? mobileIdentity(body.areaCode ?? '', body.username)
      : emailIdentity(body.username);
  }
  return 'email' in body
    ? emailIdentity(body.email)
    : mobileIdentity(body.country_code, body.mobile);
}
