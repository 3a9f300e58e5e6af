/**
 * Telegram bind of the signed-in account (behaviour §7; decision 024): its status (0 unbound,
 * 1 bound), binding with Telegram's signed Login data or, from inside the Mini App, its launch
 * data (link-auth, decision 089), and unbinding. Without a live session: 10005, from the
 * session gate (sessions/session-gate.ts), which hands the handlers the signed-in account.
 * Binding is re-authenticated (the contract marks it; sessions/reauthentication-gate.ts) and
 * the holder is told of a new binding (decision 106).
 */
import { ok, telegramBindCall, telegramBindStatusCall, telegramUnbindCall } from '@foyer/contract';
import {
  telegramBindSchemas,
  telegramBindStatusSchemas,
  telegramUnbindSchemas,
} from '@foyer/contract/schemas';
import { answer } from '../http/answer.js';
import { route } from '../http/route.js';
import { signedInOf } from '../sessions/index.js';
import { bindMiniAppTelegram } from './mini-app-link.service.js';
import {
  bindOutcome,
  bindTelegram,
  telegramBindStatus,
  unbindTelegram,
} from './telegram.service.js';
import { perMinute, type RouteContext, type RoutePlugin, withLanguage } from '../http/context.js';

/** Private calls: the session gate (sessions/session-gate.ts) answers 10005 before them. */
export function telegramRoutes(ctx: RouteContext): RoutePlugin {
  return async (app) => {
    route(
      app,
      telegramBindStatusCall,
      telegramBindStatusSchemas,
      {},
      async function telegramStatus(_, request) {
        return ok(await telegramBindStatus(ctx, signedInOf(request).accountId));
      },
    );

    route(
      app,
      telegramBindCall,
      telegramBindSchemas,
      // Each call checks an HMAC: limited like log-in.
      { config: perMinute(ctx.config.rateLimitLoginPerMinute) },
      async function bindTelegramAccount(body, request, reply) {
        const { accountId } = signedInOf(request);
        const deps = withLanguage(ctx, request);
        const outcome =
          body.telegram_data === 'mini_app'
            ? await bindMiniAppTelegram(deps, accountId, body.telegram_callback)
            : bindOutcome(await bindTelegram(deps, accountId, body.telegram_callback));
        return answer(reply, outcome, (bound) => ok({ tg_bind_result: bound }));
      },
    );

    route(
      app,
      telegramUnbindCall,
      telegramUnbindSchemas,
      {},
      async function unbindTelegramAccount(_, request, reply) {
        const { accountId } = signedInOf(request);
        return answer(reply, await unbindTelegram(ctx, accountId), () => ok({}));
      },
    );
  };
}
