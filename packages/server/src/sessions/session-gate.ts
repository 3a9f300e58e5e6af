/**
 * The gate of every private call (a path with `/private/`, as every behaviour §7 call that needs
 * a session): before the handler runs, the session is resolved and the account's standing is
 * checked again, on every call. Without a live session: 10005. A banned or terminated
 * account, or a sub-account whose main account is: its ban answer (31003, 40029), and the
 * session ends there and then. Handlers read the account from `signedInOf(request)`.
 *
 * It is a route hook added to every private route as it is declared, so a new private route
 * cannot forget it (session-gate.routes.test.ts calls every private route of the table).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { domainErrorEnvelope } from '../errors.js';
import type { ServiceDeps } from '../shared/deps.js';
import { sha256Hex } from '../shared/digest.js';
import { standingRefusal } from '../restrictions/index.js';
import { clearSessionCookie, sessionTokenOf } from './session-token.js';

/** The session a private call runs under. */
export interface SignedIn {
  accountId: string;
  /** The sha256 of the session's token: "the other sessions" are all but this one. */
  tokenHash: string;
  /** When the session was opened (ms): the time of the log-in that made it. */
  signedInAt: number;
  /** When the session ends (ms): a QR log-in it approves ends no later. */
  expiresAt: number;
  /** The session is switched to demo trading (decision 131). */
  demo: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    signedIn: SignedIn | null;
  }
}

/** Whether a path needs a session: behaviour §7's private calls all have `/private/` in them. */
export const isPrivatePath = (url: string) => url.includes('/private/');

/** The session of a private call; only the gate sets it, so its absence is a bug. */
export function signedInOf(request: FastifyRequest): SignedIn {
  if (!request.signedIn) throw new Error(`no session gate on ${request.url}`);
  return request.signedIn;
}

type GateDeps = Pick<ServiceDeps, 'store' | 'clock' | 'config'>;

/**
 * The account of a public call's session, when it came with a live one (the help-center form
 * notes who asked, decision 129); undefined otherwise. Refuses nothing: a public call answers
 * the same with or without a session.
 */
export async function accountOfSession(
  deps: Pick<ServiceDeps, 'store' | 'clock'>,
  request: FastifyRequest,
): Promise<string | undefined> {
  return (await liveSessionOf(deps, request)).session?.account_id;
}

/** The request's session token, its hash, and the live session it names, if any. */
async function liveSessionOf(deps: Pick<ServiceDeps, 'store' | 'clock'>, request: FastifyRequest) {
  const token = sessionTokenOf(request);
  const tokenHash = token ? sha256Hex(token) : undefined;
  const now = deps.clock.now();
  const session = tokenHash ? await deps.store.sessions.findLive(tokenHash, now) : undefined;
  return { token, tokenHash, session, now };
}

async function resolveSession(
  deps: GateDeps,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply | undefined> {
  const { token, tokenHash, session, now } = await liveSessionOf(deps, request);
  if (!session || !tokenHash) {
    // A stale cookie is no use to anyone: it goes with the answer.
    if (token) clearSessionCookie(reply, deps.config);
    return reply.send(domainErrorEnvelope({ kind: 'notLoggedIn' }));
  }
  const refusal = await standingRefusal(deps.store, session.account_id);
  if (refusal) {
    // Sessions end when the account is restricted; one that slipped through ends here.
    await deps.store.sessions.revoke(tokenHash, now);
    clearSessionCookie(reply, deps.config);
    return reply.send(domainErrorEnvelope(refusal));
  }
  request.signedIn = {
    accountId: session.account_id,
    tokenHash,
    signedInAt: session.created_at,
    expiresAt: session.expires_at,
    demo: session.demo === 1,
  };
  return undefined;
}

/** Installs the gate: call before any route is registered. */
export function installSessionGate(app: FastifyInstance, deps: GateDeps): void {
  app.decorateRequest('signedIn', null);
  app.addHook('onRoute', (route: RouteOptions) => {
    if (!isPrivatePath(route.url)) return;
    const gate = (request: FastifyRequest, reply: FastifyReply) =>
      resolveSession(deps, request, reply);
    // onRequest: before the body is even read, so a refused session learns nothing more.
    // After the rate limit's hook (added to the route before this one): a call without a
    // session is counted against its IP's limit too, not answered for free.
    const existing = route.onRequest ?? [];
    route.onRequest = [...(Array.isArray(existing) ? existing : [existing]), gate];
  });
}
