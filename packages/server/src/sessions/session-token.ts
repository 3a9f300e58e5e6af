/**
 * Where the session token travels: top-level `token` in the login and register answers,
 * then the `UserToken` header (behaviour §7) or the HttpOnly cookie `foyer_token`.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { reachedOverHttps, type Config } from '../config.js';
import type { NewSession } from './sessions.service.js';

export const SESSION_COOKIE = 'foyer_token';

export function sessionTokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers.usertoken;
  if (typeof header === 'string' && header.length > 0) return header;
  return request.cookies[SESSION_COOKIE] || undefined;
}

function cookieOptions(config: Config) {
  return {
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: reachedOverHttps(config),
    path: '/',
  };
}

export function setSessionCookie(reply: FastifyReply, config: Config, session: NewSession): void {
  reply.setCookie(SESSION_COOKIE, session.token, {
    ...cookieOptions(config),
    expires: new Date(session.expiresAt),
  });
}

export function clearSessionCookie(reply: FastifyReply, config: Config): void {
  reply.clearCookie(SESSION_COOKIE, cookieOptions(config));
}
