/**
 * Telegram bind of the signed-in account (behaviour §7; decision 024): its status (0 unbound,
 * 1 bound), binding with Telegram's signed Login data, and unbinding. Without a live
 * session: 10005.
 */
import {
  ok,
  telegramBindCall,
  telegramBindStatusCall,
  telegramUnbindCall,
  type TgBindResult,
} from '@foyer/contract';
import {
  telegramBindSchemas,
  telegramBindStatusSchemas,
  telegramUnbindSchemas,
} from '@foyer/contract/schemas';
import type { FastifyRequest } from 'fastify';
import { domainErrorEnvelope, failure, success, type Outcome } from '../errors.js';
import { answer } from '../http/answer.js';
import { route } from '../http/route.js';
import { sessionTokenOf } from '../sessions/session-token.js';
import { accountOfToken } from '../sessions/sessions.service.js';
import {
  bindRefusal,
  bindTelegram,
  telegramBindStatus,
  unbindTelegram,
} from './telegram.service.js';
import { perMinute, type RouteContext, type RoutePlugin } from '../http/context.js';

const notLoggedIn = () => domainErrorEnvelope({ kind: 'notLoggedIn' });

function bindOutcome(result: TgBindResult): Outcome<TgBindResult> {
  const refusal = bindRefusal(result);
  return refusal ? failure(refusal) : success(result);
}

export function telegramRoutes(ctx: RouteContext): RoutePlugin {
  const signedIn = (request: FastifyRequest) => accountOfToken(ctx, sessionTokenOf(request));

  return async (app) => {
    route(
      app,
      telegramBindStatusCall,
      telegramBindStatusSchemas,
      {},
      async function telegramStatus(_, request) {
        const accountId = await signedIn(request);
        if (!accountId) return notLoggedIn();
        return ok(await telegramBindStatus(ctx, accountId));
      },
    );

    route(
      app,
      telegramBindCall,
      telegramBindSchemas,
      // Each call checks an HMAC: limited like log-in.
      { config: perMinute(ctx.config.rateLimitLoginPerMinute) },
      async function bindTelegramAccount(body, request, reply) {
        const accountId = await signedIn(request);
        if (!accountId) return notLoggedIn();
        const result = await bindTelegram(ctx, accountId, body.telegram_callback);
        return answer(reply, bindOutcome(result), (bound) => ok({ tg_bind_result: bound }));
      },
    );

    route(
      app,
      telegramUnbindCall,
      telegramUnbindSchemas,
      {},
      async function unbindTelegramAccount(_, request, reply) {
        const accountId = await signedIn(request);
        if (!accountId) return notLoggedIn();
        return answer(reply, await unbindTelegram(ctx, accountId), () => ok({}));
      },
    );
  };
}
