/**
 * Two-factor set-up of the signed-in account (decisions 016 and 036): status, begin (a new
 * secret), confirm with the password and a first code, disable with the password and a code.
 * The session gate (http/session-gate.ts) stands in front of every one of them.
 */
import {
  ok,
  twoFactorBeginCall,
  twoFactorConfirmCall,
  twoFactorDisableCall,
  twoFactorStatusCall,
} from '@foyer/contract';
import { twoFactorConfirmSchemas, twoFactorDisableSchemas } from '@foyer/contract/schemas';
import { domainErrorEnvelope } from '../errors.js';
import { answer } from '../http/answer.js';
import { signedInOf } from '../http/session-gate.js';
import { turnTwoFactorOff, turnTwoFactorOn } from '../services/two-factor-change.service.js';
import { beginEnabling, twoFactorEnabled } from '../services/two-factor.service.js';
import { perMinute, type RouteContext, type RoutePlugin } from './context.js';

export function twoFactorRoutes(ctx: RouteContext): RoutePlugin {
  // Confirm and disable check secrets: limited like log-in, besides the per-account locks.
  const codeLimit = { config: perMinute(ctx.config.rateLimitLoginPerMinute) };

  return async (app) => {
    app.get(twoFactorStatusCall.path, async function twoFactorStatus(request) {
      const { accountId } = signedInOf(request);
      return ok({ enabled: await twoFactorEnabled(ctx, accountId) });
    });

    app.post(twoFactorBeginCall.path, codeLimit, async function beginTwoFactor(request, reply) {
      const account = await ctx.store.accounts.findById(signedInOf(request).accountId);
      if (!account) return domainErrorEnvelope({ kind: 'notLoggedIn' });
      const outcome = await beginEnabling(ctx, account);
      return answer(reply, outcome, ({ secret, otpauthUri }) =>
        ok({ secret, otpauth_uri: otpauthUri }),
      );
    });

    app.post(
      twoFactorConfirmCall.path,
      { ...codeLimit, schema: { body: twoFactorConfirmSchemas.request } },
      async function confirmTwoFactor(request, reply) {
        const outcome = await turnTwoFactorOn(ctx, signedInOf(request), request.body);
        return answer(reply, outcome, () => ok({ enabled: true }));
      },
    );

    app.post(
      twoFactorDisableCall.path,
      { ...codeLimit, schema: { body: twoFactorDisableSchemas.request } },
      async function disableTwoFactor(request, reply) {
        const outcome = await turnTwoFactorOff(ctx, signedInOf(request), request.body);
        return answer(reply, outcome, () => ok({ enabled: false }));
      },
    );
  };
}
