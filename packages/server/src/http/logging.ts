/**
 * What the request log may hold (docs/decisions/037). Codes, tokens and links are secrets
 * that open accounts, and logs are read by more people, and kept longer, than the database:
 * so the credentials in headers and bodies are censored, and every value of a request URL's
 * query string is (`?uuid=[redacted]&token=[redacted]`): an activation link, a QR code or a
 * poll by uuid carries its secret there, and no list of names would stay complete.
 */
import type { FastifyServerOptions } from 'fastify';
import type { Config } from '../config.js';

export const REDACTED = '[redacted]';

/** `/path?a=1&b` → `/path?a=[redacted]&b=[redacted]`; the path and the names stay readable. */
export function redactQuery(url: string): string {
  const at = url.indexOf('?');
  if (at === -1) return url;
  const names = url
    .slice(at + 1)
    .split('&')
    .filter(Boolean)
    .map((pair) => `${pair.split('=')[0]}=${REDACTED}`);
  return `${url.slice(0, at)}?${names.join('&')}`;
}

interface LoggedRequest {
  method: string;
  url: string;
  hostname?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

export function loggerOptions(
  config: Config,
  stream: { write(line: string): void } | undefined,
): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    redact: {
      // The password digest is a login credential (docs/engineering.md "Password digest"); the rest open sessions.
      paths: [
        'req.body.password',
        'req.headers.usertoken',
        'req.headers.authorization',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
      ],
      censor: REDACTED,
    },
    serializers: {
      req: (request: LoggedRequest) => ({
        method: request.method,
        url: redactQuery(request.url),
        host: request.hostname,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
    ...(stream ? { stream } : {}),
  };
}
