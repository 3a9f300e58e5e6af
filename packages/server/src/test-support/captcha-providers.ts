/**
 * The older captcha providers' verify calls, played by a stand-in (behaviour §9 downgrade):
 * reCAPTCHA's siteverify (POST form, {success}), GeeTest's validate (POST form,
 * {seccode: md5(seccode)}) and QQ's ticket/verify (GET query, {response: "1"}). Each answer
 * the test issues passes once; every request is kept, so a test can say what the server sent
 * and whether it asked at all. As a `fetch` for the providers' settings, or on loopback for
 * an app configured by URL.
 */
import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export const md5 = (text: string) => createHash('md5').update(text).digest('hex');

/** The secrets the stand-in expects; an app or settings with others are refused. */
export const PROVIDER_SECRETS = {
  recaptchaSecret: 'server-secret',
  geetestId: 'gt-id',
  geetestKey: 'geetest-private-key',
  qqAppId: 'qq-app',
  qqAppSecret: 'qq-secret',
} as const;

export const VERIFY_PATHS = {
  recaptcha: '/siteverify',
  geetest: '/validate.php',
  qq: '/ticket/verify',
} as const;

export interface CaptchaProviders {
  /** The form (POST) or query (GET) of each request, in order. */
  seen: Record<string, string>[];
  /** Makes a reCAPTCHA token, a GeeTest seccode or a QQ ticket pass once. */
  issue(answer: string): void;
  /** What the provider says to a request of `path` carrying `fields`. */
  verdict(path: string, fields: Record<string, string>): object;
  /** A fetch that answers as the providers do, without a network. */
  fetch: typeof fetch;
}

export function captchaProviders(): CaptchaProviders {
  const live = new Set<string>();
  const seen: Record<string, string>[] = [];
  const { recaptchaSecret, geetestId, qqAppSecret } = PROVIDER_SECRETS;
  const verdict = (path: string, fields: Record<string, string>): object => {
    seen.push(fields);
    if (path === VERIFY_PATHS.recaptcha) {
      const success = fields.secret === recaptchaSecret && live.delete(fields.response ?? '');
      return { success };
    }
    if (path === VERIFY_PATHS.geetest) {
      const seccode = fields.seccode ?? '';
      const ok = fields.captchaid === geetestId && live.delete(seccode);
      return { seccode: ok ? md5(seccode) : 'false' };
    }
    const ok = fields.AppSecretKey === qqAppSecret && live.delete(fields.Ticket ?? '');
    return { response: ok ? '1' : '0', err_msg: ok ? 'OK' : 'bad' };
  };
  const fetchDouble = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const fields = init?.body
      ? Object.fromEntries(new URLSearchParams(String(init.body)))
      : Object.fromEntries(url.searchParams);
    return Response.json(verdict(url.pathname, fields));
  }) as typeof fetch;
  return { seen, issue: (answer) => live.add(answer), verdict, fetch: fetchDouble };
}

/** The stand-in on a loopback port, for an app whose *_VERIFY_URL settings point at it. */
export async function servedCaptchaProviders() {
  const providers = captchaProviders();
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://127.0.0.1');
      const fields = body
        ? Object.fromEntries(new URLSearchParams(body))
        : Object.fromEntries(url.searchParams);
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify(providers.verdict(url.pathname, fields)));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    ...providers,
    origin,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
