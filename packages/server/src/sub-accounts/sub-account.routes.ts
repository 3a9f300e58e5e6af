/**
 * Sub-accounts (docs/decisions/020, 036, 106): a main account's session lists them; creating,
 * deleting one and setting its password also ask the main account to re-authenticate (the
 * contract marks the calls; sessions/reauthentication-gate.ts checks before the handler). A
 * sub-account logs in by name and password behind the same guard, limits and lock-out as the
 * main log-in, then through the same gate after the password, and gets the same answers.
 */
import {
  createSubAccountCall,
  deleteSubAccountCall,
  listSubAccountsCall,
  ok,
  setSubAccountPasswordCall,
  subAccountLoginCall,
} from '@foyer/contract';
import {
  createSubAccountSchemas,
  deleteSubAccountSchemas,
  listSubAccountsSchemas,
  setSubAccountPasswordSchemas,
  subAccountLoginSchemas,
} from '@foyer/contract/schemas';
import { answer } from '../http/answer.js';
import { route } from '../http/route.js';
import {
  answerWithSession,
  loginAnswer,
  sessionOfLogIn,
  signedInOf,
  signInWhere,
} from '../sessions/index.js';
import { createSubAccount, listSubAccounts, subAccountLogin } from './sub-accounts.service.js';
import { deleteSubAccount, setSubAccountPassword } from './sub-account-changes.service.js';
import { perMinute, type RouteContext, type RoutePlugin, withLanguage } from '../http/context.js';
import { visitorAt } from '../gates/index.js';
import { passwordOf } from '../log-in/index.js';

export function subAccountRoutes(ctx: RouteContext): RoutePlugin {
  // Creating hashes a password (argon2): limited like log-in.
  const limited = perMinute(ctx.config.rateLimitLoginPerMinute);
  return async (app) => {
    route(
      app,
      createSubAccountCall,
      createSubAccountSchemas,
      { config: { ...limited, door: 'account' } },
      async function createSub(body, request, reply) {
        const { accountId } = signedInOf(request);
        const { name, password } = body;
        const outcome = await createSubAccount(
          withLanguage(ctx, request),
          visitorAt(request, ctx.geo),
          accountId,
          { name, password },
        );
        return answer(reply, outcome, (sub) => ok(sub));
      },
    );

    route(
      app,
      listSubAccountsCall,
      listSubAccountsSchemas,
      {},
      async function listSubs(_, request) {
        return ok({ list: await listSubAccounts(ctx, signedInOf(request).accountId) });
      },
    );

    route(
      app,
      deleteSubAccountCall,
      deleteSubAccountSchemas,
      { config: limited },
      async function deleteSub(body, request, reply) {
        const { accountId } = signedInOf(request);
        return answer(reply, await deleteSubAccount(ctx, accountId, body.id), () => ok({}));
      },
    );

    route(
      app,
      setSubAccountPasswordCall,
      setSubAccountPasswordSchemas,
      // Hashes a password (argon2): limited like log-in.
      { config: limited },
      async function setSubPassword(body, request, reply) {
        const { accountId } = signedInOf(request);
        const outcome = await setSubAccountPassword(ctx, accountId, body.id, body.password);
        return answer(reply, outcome, () => ok({}));
      },
    );

    route(
      app,
      subAccountLoginCall,
      subAccountLoginSchemas,
      { config: { ...limited, door: 'session' } },
      async function subLogin(body, request, reply) {
        // Sealed as the main log-in's (decision 151), checked before anything else.
        const password = await passwordOf(ctx, body);
        if (!password.ok) return answer(reply, password, ok);
        const { name, google2fa, risk_token: riskToken } = body;
        const where = signInWhere(ctx, request);
        const input = {
          name,
          password: password.value,
          google2fa,
          riskToken,
          captcha: body,
          ...where,
        };
        const outcome = await subAccountLogin(withLanguage(ctx, request), input);
        return answerWithSession(reply, ctx, outcome, sessionOfLogIn, (loggedIn) =>
          loginAnswer(loggedIn, ctx.config.greyReleaseDigits),
        );
      },
    );
  };
}
