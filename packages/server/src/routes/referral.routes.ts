/**
 * Referral, affiliate and broker calls (behaviour §7; docs/decisions/028): the referral field's code
 * check (rate-limited: codes must not be enumerable), the affiliate look-ups, the cabital
 * channel attach, the account's own code, and the redeem amounts.
 */
import {
  affiliateAnonymityCall,
  affiliateOpenApiAnonymityCall,
  affiliateOpenInfoCall,
  cabitalPostRegisterCall,
  codeInfoCall,
  ok,
  ownReferralCodeCall,
  redeemConfigCall,
} from '@foyer/contract';
import {
  affiliateAnonymitySchemas,
  affiliateOpenInfoSchemas,
  cabitalPostRegisterSchemas,
  codeInfoSchemas,
} from '@foyer/contract/schemas';
import { domainErrorEnvelope } from '../errors.js';
import { answer } from '../http/answer.js';
import { sessionTokenOf } from '../http/session-token.js';
import {
  affiliateAnonymity,
  affiliateOpenInfo,
  attachChannel,
  codeInfo,
  ensureOwnCode,
  redeemConfig,
} from '../services/referral.service.js';
import { accountOfToken } from '../services/sessions.service.js';
import { perMinute, type RouteContext, type RoutePlugin } from './context.js';

const notLoggedIn = () => domainErrorEnvelope({ kind: 'notLoggedIn' });

export function referralRoutes(ctx: RouteContext): RoutePlugin {
  const codeInfoLimit = perMinute(ctx.config.rateLimitCodeInfoPerMinute);

  return async (app) => {
    app.post(
      codeInfoCall.path,
      { config: codeInfoLimit, schema: { body: codeInfoSchemas.request } },
      async function checkCode(request) {
        return ok(await codeInfo(ctx, request.body.code));
      },
    );

    for (const path of [affiliateAnonymityCall.path, affiliateOpenApiAnonymityCall.path]) {
      app.post(
        path,
        { config: codeInfoLimit, schema: { body: affiliateAnonymitySchemas.request } },
        async function anonymity(request, reply) {
          const { affiliate_id, group_id } = request.body;
          return answer(reply, await affiliateAnonymity(ctx, affiliate_id, group_id), ok);
        },
      );
    }

    app.post(
      affiliateOpenInfoCall.path,
      { schema: { body: affiliateOpenInfoSchemas.request } },
      async function openInfo(request, reply) {
        const { affid, group_id } = request.body;
        return answer(reply, await affiliateOpenInfo(ctx, affid, group_id), ok);
      },
    );

    app.post(
      cabitalPostRegisterCall.path,
      { schema: { body: cabitalPostRegisterSchemas.request } },
      async function cabitalPostRegister(request) {
        const accountId = await accountOfToken(ctx, sessionTokenOf(request));
        if (!accountId) return notLoggedIn();
        const { channel, uuid, status } = request.body;
        await attachChannel(ctx, accountId, { channel: channel || 'cabital', uuid, status });
        return ok({});
      },
    );

    app.get(ownReferralCodeCall.path, async function ownReferralCode(request) {
      const accountId = await accountOfToken(ctx, sessionTokenOf(request));
      if (!accountId) return notLoggedIn();
      return ok({ code: await ensureOwnCode(ctx.store, accountId, ctx.clock.now()) });
    });

    app.get(redeemConfigCall.path, async function redeem() {
      return ok(redeemConfig(ctx));
    });
  };
}
