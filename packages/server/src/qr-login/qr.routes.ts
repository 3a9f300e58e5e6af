/**
 * QR-code log-in (behaviour §7 /v3/public/qrcode/*): generate and status for the browser that
 * shows the code; scan, confirm and decline for a signed-in device. Generate and status are
 * rate-limited per IP (status checks a secret); so are the approvals (push bombing, ASVS 6.6.4),
 * which are also limited per account and need the number and the password (decision 039).
 */
import {
  ok,
  qrConfirmCall,
  qrDeclineCall,
  qrGenerateCall,
  qrScanCall,
  qrStatusCall,
} from '@foyer/contract';
import {
  qrConfirmSchemas,
  qrDeclineSchemas,
  qrGenerateSchemas,
  qrScanSchemas,
  qrStatusSchemas,
} from '@foyer/contract/schemas';
import { failure } from '../errors.js';
import { answer } from '../http/answer.js';
import { route } from '../http/route.js';
import { answerWithSession, signedInOf } from '../sessions/index.js';
import { browserSummary } from '../shared/browser-summary.js';
import { requestDeviceHash } from '../shared/device-hash.js';
import { confirmQrLogin } from './qr-approval.service.js';
import {
  declineQrLogin,
  generateQrLogin,
  qrLoginStatus,
  scanQrLogin,
  type QrStatus,
} from './qr-login.service.js';
import { visitorAt } from '../gates/index.js';
import { ipBanned } from '../restrictions/index.js';
import { perMinute, type RouteContext, type RoutePlugin, withLanguage } from '../http/context.js';

/** Per IP per minute: a page makes one code per 2 minutes and polls 30 times a minute. */
const GENERATE_PER_MINUTE = 20;
const STATUS_PER_MINUTE = 90;
const DECIDE_PER_MINUTE = 30;

/** The scan, confirm and decline are private calls: the session gate answers 10005 before them. */
export function qrRoutes(ctx: RouteContext): RoutePlugin {
  return async (app) => {
    route(
      app,
      qrGenerateCall,
      qrGenerateSchemas,
      { config: perMinute(GENERATE_PER_MINUTE) },
      async function qrGenerate(query, request, reply) {
        if (await ipBanned(ctx.store, request.ip)) {
          return answer(reply, failure({ kind: 'ipLimited', ip: request.ip }), () => ok({}));
        }
        const created = await generateQrLogin(ctx, {
          ip: request.ip,
          country: ctx.geo.countryOf(request.ip),
          browser: browserSummary(request.headers['user-agent']),
          lang: query.lang,
        });
        return ok({
          uuid: created.uuid,
          link: created.link,
          secret: created.secret,
          expire_time: created.expireTime,
          expires_in_ms: created.expiresInMs,
          number: created.number,
        });
      },
    );

    route(
      app,
      qrStatusCall,
      qrStatusSchemas,
      { config: { ...perMinute(STATUS_PER_MINUTE), door: 'session' } },
      async function qrStatus(query, request, reply) {
        const { uuid, secret } = query;
        const deps = withLanguage(ctx, request);
        const outcome = await qrLoginStatus(deps, visitorAt(request, ctx.geo), uuid, secret);
        const sessionOf = (status: QrStatus) => status.signedIn?.session;
        return answerWithSession(
          reply,
          ctx,
          outcome,
          sessionOf,
          ({ status, expireTime, signedIn: taken }) =>
            taken
              ? ok(
                  {
                    status,
                    expire_time: expireTime,
                    id: taken.accountId,
                    ...(taken.tradingPasswordPrompt ? { trading_password_prompt: 1 as const } : {}),
                  },
                  { token: taken.session.token },
                )
              : ok({ status, expire_time: expireTime }),
        );
      },
    );

    route(
      app,
      qrScanCall,
      qrScanSchemas,
      { config: perMinute(DECIDE_PER_MINUTE) },
      async function qrScan(body, request, reply) {
        const { accountId } = signedInOf(request);
        return answer(reply, await scanQrLogin(ctx, accountId, body.code), (requester) =>
          ok(requester),
        );
      },
    );

    route(
      app,
      qrConfirmCall,
      qrConfirmSchemas,
      { config: perMinute(DECIDE_PER_MINUTE) },
      async function qrConfirm(body, request, reply) {
        const { accountId, expiresAt: sessionExpiresAt } = signedInOf(request);
        const { code, number, password, google2fa } = body;
        const outcome = await confirmQrLogin(
          withLanguage(ctx, request),
          { accountId, sessionExpiresAt, deviceHash: requestDeviceHash(request) },
          { code, number, password, google2fa },
        );
        return answer(reply, outcome, () => ok({}));
      },
    );

    route(
      app,
      qrDeclineCall,
      qrDeclineSchemas,
      { config: perMinute(DECIDE_PER_MINUTE) },
      async function qrDecline(body, request, reply) {
        return answer(reply, await declineQrLogin(ctx, body.code), () => ok({}));
      },
    );
  };
}
