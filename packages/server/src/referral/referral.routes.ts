/**
 * Referral, affiliate and broker calls (behaviour §7; docs/decisions/028): the referral field's code
 * check (rate-limited: codes must not be enumerable), the affiliate look-ups and the invite
 * avatar (limited alike, decision 142), the cabital channel attach, the account's own code,
 * and the redeem amounts.
 */
import {
  affiliateAnonymityCall,
  affiliateOpenApiAnonymityCall,
  affiliateOpenInfoCall,
  cabitalPostRegisterCall,
  codeInfoCall,
  inviteAvatarCall,
  ok,
  ownReferralCodeCall,
  redeemConfigCall,
} from '@foyer/contract';
import {
  affiliateAnonymitySchemas,
  affiliateOpenInfoSchemas,
  cabitalPostRegisterSchemas,
  codeInfoSchemas,
  inviteAvatarSchemas,
  ownReferralCodeSchemas,
  redeemConfigSchemas,
} from '@foyer/contract/schemas';
import { answer } from '../http/answer.js';
import { route } from '../http/route.js';
import { signedInOf } from '../sessions/index.js';
import {
  affiliateAnonymity,
  affiliateOpenInfo,
  attachChannel,
  codeInfo,
  ensureOwnCode,
  inviteAvatar,
  redeemConfig,
} from './referral.service.js';
import { requestSite } from '../shared/site-rules.js';
import { perMinute, type RouteContext, type RoutePlugin } from '../http/context.js';

export function referralRoutes(ctx: RouteContext): RoutePlugin {
  const codeInfoLimit = perMinute(ctx.config.rateLimitCodeInfoPerMinute);

  return async (app) => {
    route(
      app,
      codeInfoCall,
      codeInfoSchemas,
      { config: codeInfoLimit },
      async function checkCode(body) {
        return ok(await codeInfo(ctx, body.code));
      },
    );

    for (const call of [affiliateAnonymityCall, affiliateOpenApiAnonymityCall]) {
      route(
        app,
        call,
        affiliateAnonymitySchemas,
        { config: codeInfoLimit },
        async function anonymity(body, _request, reply) {
          const { affiliate_id, group_id } = body;
          return answer(reply, await affiliateAnonymity(ctx, affiliate_id, group_id), ok);
        },
      );
    }

    route(
      app,
      affiliateOpenInfoCall,
      affiliateOpenInfoSchemas,
      {},
      async function openInfo(body, _request, reply) {
        const { affid, group_id } = body;
        return answer(reply, await affiliateOpenInfo(ctx, affid, group_id), ok);
      },
    );

    // One avatar per affiliate: the page's country is checked and changes nothing (142).
    route(
      app,
      inviteAvatarCall,
      inviteAvatarSchemas,
      { config: codeInfoLimit },
      async function avatar(query, _request, reply) {
        return answer(reply, await inviteAvatar(ctx, query.affid), ok);
      },
    );

    route(
      app,
      cabitalPostRegisterCall,
      cabitalPostRegisterSchemas,
      {},
      async function cabitalPostRegister(body, request) {
        const { accountId } = signedInOf(request);
        const { channel, uuid, status } = body;
        await attachChannel(ctx, accountId, { channel: channel || 'cabital', uuid, status });
        return ok({});
      },
    );

    route(
      app,
      ownReferralCodeCall,
      ownReferralCodeSchemas,
      {},
      async function ownReferralCode(_, request) {
        const { accountId } = signedInOf(request);
        return ok({ code: await ensureOwnCode(ctx.store, accountId, ctx.clock.now()) });
      },
    );

    route(app, redeemConfigCall, redeemConfigSchemas, {}, async function redeem(_, request) {
      return ok(redeemConfig(ctx, requestSite(request.hostname)));
    });
  };
}
