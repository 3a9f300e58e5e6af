/**
 * Two-factor set-up of the signed-in account (decision 016): status, begin (a new secret),
 * confirm with a first code, disable with a code. Without a live session: 10005.
 */
import {
  ok,
  twoFactorBeginCall,
  twoFactorConfirmCall,
  twoFactorDisableCall,
  twoFactorStatusCall,
} from '@foyer/contract';
import { twoFactorConfirmSchemas, twoFactorDisableSchemas } from '@foyer/contract/schemas';
import type { FastifyRequest } from 'fastify';
import { domainErrorEnvelope } from '../errors.js';
import { answer } from '../http/answer.js';
import { sessionTokenOf } from '../http/session-token.js';
import { accountOfToken } from '../services/sessions.service.js';
import {
  beginEnabling,
  confirmEnabling,
  disable,
  twoFactorEnabled,
} from '../services/two-factor.service.js';
import { perMinute, type RouteContext, type RoutePlugin } from './context.js';

const notLoggedIn = () => domainErrorEnvelope({ kind: 'notLoggedIn' });

export function twoFactorRoutes(ctx: RouteContext): RoutePlugin {
  const signedIn = (request: FastifyRequest) => accountOfToken(ctx, sessionTokenOf(request));
  // Confirm and disable check a secret: limited like log-in, besides the per-account lock.
  const codeLimit = { config: perMinute(ctx.config.rateLimitLoginPerMinute) };

  return async (app) => {
    app.get(twoFactorStatusCall.path, async function twoFactorStatus(request) {
      const accountId = await signedIn(request);
      if (!accountId) return notLoggedIn();
      return ok({ enabled: await twoFactorEnabled(ctx, accountId) });
    });

    app.post(twoFactorBeginCall.path, codeLimit, async function beginTwoFactor(request, reply) {
      const accountId = await signedIn(request);
      const account = accountId ? await ctx.store.accounts.findById(accountId) : undefined;
      if (!account) return notLoggedIn();
      const outcome = await beginEnabling(ctx, account);
      return answer(reply, outcome, ({ secret, otpauthUri }) =>
        ok({ secret, otpauth_uri: otpauthUri }),
      );
    });

    app.post(
      twoFactorConfirmCall.path,
      { ...codeLimit, schema: { body: twoFactorConfirmSchemas.request } },
      async function confirmTwoFactor(request, reply) {
        const accountId = await signedIn(request);
        if (!accountId) return notLoggedIn();
        const outcome = await confirmEnabling(ctx, accountId, request.body.google2fa);
        return answer(reply, outcome, () => ok({ enabled: true }));
      },
    );

    app.post(
      twoFactorDisableCall.path,
      { ...codeLimit, schema: { body: twoFactorDisableSchemas.request } },
      async function disableTwoFactor(request, reply) {
        const accountId = await signedIn(request);
        if (!accountId) return notLoggedIn();
        const outcome = await disable(ctx, accountId, request.body.google2fa);
        return answer(reply, outcome, () => ok({ enabled: false }));
      },
    );
  };
}
