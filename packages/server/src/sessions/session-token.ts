/**
 * Where the session token travels: top-level `token` in the login and register answers,
 * then the `UserToken` header (behaviour §7) or the HttpOnly cookie `foyer_token`.
 */
import { AUTH_COOKIE_PREFIX, authCookieName } from '@foyer/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { reachedOverHttps, type Config } from '../config.js';
import type { NewSession } from './sessions.service.js';

/** The auth cookie's prefix; its name on a host is `sessionCookieName` (behaviour §9). */
export const SESSION_COOKIE = AUTH_COOKIE_PREFIX;

/** The auth cookie's name on a host: the prefix, plus the environment label off production. */
export function sessionCookieName(hostname: string): string {
  return authCookieName(hostname.replace(/:\d+$/, ''));
}

export function sessionTokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers.usertoken;
  if (typeof header === 'string' && header.length > 0) return header;
  return request.cookies[sessionCookieName(request.hostname)] || undefined;
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
  reply.setCookie(sessionCookieName(reply.request.hostname), session.token, {
    ...cookieOptions(config),
    expires: new Date(session.expiresAt),
  });
}

export function clearSessionCookie(reply: FastifyReply, config: Config): void {
  reply.clearCookie(sessionCookieName(reply.request.hostname), cookieOptions(config));
}
