/**
 * Two-factor set-up of the signed-in account (decisions 016 and 036): status, begin (a new
 * secret), confirm with the password and a first code, disable with the password and a code.
 * The session gate (sessions/session-gate.ts) stands in front of every one of them.
 */
import {
  ok,
  twoFactorBeginCall,
  twoFactorConfirmCall,
  twoFactorDisableCall,
  twoFactorStatusCall,
} from '@foyer/contract';
import {
  twoFactorBeginSchemas,
  twoFactorConfirmSchemas,
  twoFactorDisableSchemas,
  twoFactorStatusSchemas,
} from '@foyer/contract/schemas';
import { domainErrorEnvelope } from '../errors.js';
import { answer } from '../http/answer.js';
import { route } from '../http/route.js';
import { signedInOf } from '../sessions/index.js';
import { turnTwoFactorOff, turnTwoFactorOn } from './two-factor-change.service.js';
import { requestDeviceHash } from '../shared/device-hash.js';
import { beginEnabling, twoFactorEnabled } from './two-factor.service.js';
import { perMinute, type RouteContext, type RoutePlugin, withLanguage } from '../http/context.js';

export function twoFactorRoutes(ctx: RouteContext): RoutePlugin {
  // Confirm and disable check secrets: limited like log-in, besides the per-account locks.
  const codeLimit = { config: perMinute(ctx.config.rateLimitLoginPerMinute) };

  return async (app) => {
    route(
      app,
      twoFactorStatusCall,
      twoFactorStatusSchemas,
      {},
      async function twoFactorStatus(_, request) {
        const { accountId } = signedInOf(request);
        return ok({ enabled: await twoFactorEnabled(ctx, accountId) });
      },
    );

    route(
      app,
      twoFactorBeginCall,
      twoFactorBeginSchemas,
      codeLimit,
      async function beginTwoFactor(_, request, reply) {
        const account = await ctx.store.accounts.findById(signedInOf(request).accountId);
        if (!account) return domainErrorEnvelope({ kind: 'notLoggedIn' });
        const outcome = await beginEnabling(ctx, account);
        return answer(reply, outcome, ({ secret, otpauthUri }) =>
          ok({ secret, otpauth_uri: otpauthUri }),
        );
      },
    );

    route(
      app,
      twoFactorConfirmCall,
      twoFactorConfirmSchemas,
      codeLimit,
      async function confirmTwoFactor(body, request, reply) {
        const outcome = await turnTwoFactorOn(withLanguage(ctx, request), signedInOf(request), {
          ...body,
          deviceHash: requestDeviceHash(request),
        });
        return answer(reply, outcome, () => ok({ enabled: true }));
      },
    );

    route(
      app,
      twoFactorDisableCall,
      twoFactorDisableSchemas,
      codeLimit,
      async function disableTwoFactor(body, request, reply) {
        const outcome = await turnTwoFactorOff(withLanguage(ctx, request), signedInOf(request), {
          ...body,
          deviceHash: requestDeviceHash(request),
        });
        return answer(reply, outcome, () => ok({ enabled: false }));
      },
    );
  };
}
