/**
 * The gate of every re-authenticated call (docs/decisions/106): the contract marks the calls a
 * session alone must not make (`reauthenticated`: creating or deleting a sub-account, setting its
 * password, linking a provider, binding Telegram, setting the trading password). After the
 * session gate and the body's schema, before the handler runs, the body's `reauth` goes through
 * the one shared step (`reauthenticateSignedIn`, log-in/reauthenticate.service.ts); a refusal
 * answers its ret_code and the handler never runs, so nothing is spent or changed.
 *
 * It is a route hook added as each marked route is declared (`route` puts the call's mark in its
 * config), so a new such call cannot forget it; reauthentication-gate.routes.test.ts calls every
 * marked call of the contract with a stolen session.
 */
import { requestDeviceHash } from '../shared/device-hash.js';
import type { Reauthentication } from '@foyer/contract/schemas';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { domainErrorEnvelope } from '../errors.js';
import { reauthenticateSignedIn } from '../log-in/index.js';
import { requestLanguage } from '../messages/catalog.js';
import type { ServiceDeps } from '../shared/deps.js';
import { isPrivatePath, signedInOf } from './session-gate.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The call's body carries `reauth`, checked before the handler (decision 106). */
    reauthenticated?: boolean;
  }
}

/** Installs the gate: call before any route is registered, after the session gate. */
export function installReauthenticationGate(app: FastifyInstance, deps: ServiceDeps): void {
  app.addHook('onRoute', (route: RouteOptions) => {
    const config = route.config as { reauthenticated?: boolean } | undefined;
    if (!config?.reauthenticated) return;
    // Re-authentication proves a session's holder again: without a session it means nothing.
    if (!isPrivatePath(route.url)) throw new Error(`${route.url} re-authenticates but is public`);
    const gate = async (request: FastifyRequest, reply: FastifyReply) => {
      const { accountId } = signedInOf(request);
      const proof = (request.body as { reauth?: Reauthentication } | null | undefined)?.reauth;
      const outcome = proof
        ? await reauthenticateSignedIn(
            { ...deps, language: requestLanguage(request) },
            accountId,
            proof,
            requestDeviceHash(request),
          )
        : {
            ok: false as const,
            error: { kind: 'invalidParams' as const, message: 'reauth: required' },
          };
      if (!outcome.ok) return reply.send(domainErrorEnvelope(outcome.error));
      return undefined;
    };
    const existing = route.preHandler ?? [];
    route.preHandler = [gate, ...(Array.isArray(existing) ? existing : [existing])];
  });
}
