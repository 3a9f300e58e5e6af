/**
 * Sub-accounts (docs/decisions/020): a main account's session creates and lists them; a
 * sub-account logs in by name and password behind the same guard, limits and lock-out as the
 * main log-in, and gets the same session.
 */
import {
  createSubAccountCall,
  listSubAccountsCall,
  ok,
  subAccountLoginCall,
} from '@foyer/contract';
import { createSubAccountSchemas, subAccountLoginSchemas } from '@foyer/contract/schemas';
import { domainErrorEnvelope } from '../errors.js';
import { answer } from '../http/answer.js';
import { sessionTokenOf, setSessionCookie } from '../http/session-token.js';
import { accountOfToken } from '../services/sessions.service.js';
import {
  createSubAccount,
  listSubAccounts,
  subAccountLogin,
} from '../services/sub-accounts.service.js';
import { perMinute, type RouteContext, type RoutePlugin } from './context.js';
import { guardPasswordLogin } from './login-guard.js';
import { signedInAnswer } from './login.routes.js';

const notLoggedIn = () => domainErrorEnvelope({ kind: 'notLoggedIn' });

export function subAccountRoutes(ctx: RouteContext): RoutePlugin {
  // Creating hashes a password (argon2): limited like log-in.
  const limited = perMinute(ctx.config.rateLimitLoginPerMinute);
  return async (app) => {
    app.post(
      createSubAccountCall.path,
      { config: limited, schema: { body: createSubAccountSchemas.request } },
      async function createSub(request, reply) {
        const parentId = await accountOfToken(ctx, sessionTokenOf(request));
        if (!parentId) return notLoggedIn();
        return answer(reply, await createSubAccount(ctx, parentId, request.body), (sub) => ok(sub));
      },
    );

    app.get(listSubAccountsCall.path, async function listSubs(request) {
      const parentId = await accountOfToken(ctx, sessionTokenOf(request));
      if (!parentId) return notLoggedIn();
      return ok({ list: await listSubAccounts(ctx, parentId) });
    });

    app.post(
      subAccountLoginCall.path,
      { config: limited, schema: { body: subAccountLoginSchemas.request } },
      async function subLogin(request, reply) {
        const body = request.body;
        const guarded = await guardPasswordLogin(ctx, request, body);
        if (!guarded.ok) return answer(reply, guarded, () => ok({}));
        const outcome = await subAccountLogin(ctx, { name: body.name, password: body.password });
        if (outcome.ok) setSessionCookie(reply, ctx.config, outcome.value.session);
        return answer(reply, outcome, ({ account, session }) =>
          signedInAnswer(account, session.token),
        );
      },
    );
  };
}
