/**
 * The device id, read by the server from its cookie (behaviour §9; decision 056), or issued
 * with the page when the browser has none yet. The page's script keeps and sends the same id
 * (the Guid header), so the server's choices made from it before any script (sign-up's
 * register type) are the ones the browser's calls get. The cookie is readable by that script
 * by design: it identifies a device, it authenticates nothing.
 */
import { randomUUID } from 'node:crypto';
import { DEVICE_ID_COOKIE, DEVICE_ID_COOKIE_MAX_AGE_MS } from '@foyer/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** What the browser makes (a UUID), with room for other clients' ids; anything else is replaced. */
const DEVICE_ID_PATTERN = /^[A-Za-z0-9-]{8,64}$/;

export function deviceIdOf(
  request: FastifyRequest,
  reply: FastifyReply,
  options: { secure: boolean },
): string {
  const existing = request.cookies[DEVICE_ID_COOKIE];
  if (existing !== undefined && DEVICE_ID_PATTERN.test(existing)) return existing;
  const issued = randomUUID();
  reply.setCookie(DEVICE_ID_COOKIE, issued, {
    path: '/',
    sameSite: 'lax',
    secure: options.secure,
    maxAge: Math.floor(DEVICE_ID_COOKIE_MAX_AGE_MS / 1000),
  });
  return issued;
}
