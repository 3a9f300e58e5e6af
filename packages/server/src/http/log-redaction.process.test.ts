/**
 * A real server process, logging at trace level as an operator might turn it up: it sends a
 * sign-up code and an activation link to the dev outbox, the link is opened, the code is
 * used; then its whole output is searched for the code and the link's token.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases, type FreshDatabase } from '../test-support/databases.js';
import {
  START_TIMEOUT_MS,
  startServerProcess,
  stopServerProcess,
  type ServerProcess,
} from '../test-support/server-process.js';
import { digestOf } from '../test-support/test-app.js';

/**
 * A whole journey against a process, generous for a loaded CI machine: it once passed 30 s
 * there (stop 20) where it takes 0.3 s alone. Not a speed check; a hang says where it hung.
 */
const JOURNEY_TIMEOUT_MS = 90_000;
/** Each request: a hung one fails naming its URL, not as the whole test's timeout. */
const request = (url: string, init: RequestInit = {}) =>
  fetch(url, { ...init, signal: AbortSignal.timeout(20_000) });

const startServer = (fresh: FreshDatabase) =>
  startServerProcess(fresh, { LOG_LEVEL: 'trace', CAPTCHA_ON_REGISTER: 'false' });

describe.each(databases)('a server run logs no code, token or link, on $name', (database) => {
  let fresh: FreshDatabase;
  let server: ServerProcess;

  beforeAll(async () => {
    fresh = await database.create();
    server = await startServer(fresh);
  }, START_TIMEOUT_MS);
  afterAll(async () => {
    if (server) await stopServerProcess(server);
    await fresh?.dispose();
  }, JOURNEY_TIMEOUT_MS);

  const post = (path: string, body: object) =>
    request(`${server.base}/x-api${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }).then((response) => response.json() as Promise<{ ret_code: number; result: object }>);
  const outbox = async (to: string) => {
    const entries = (await (await request(`${server.base}/dev/outbox.json`)).json()) as {
      to: string;
      code: string | null;
      link: string | null;
    }[];
    const entry = entries.find((e) => e.to === to);
    if (!entry) throw new Error(`nothing sent to ${to}`);
    return entry;
  };

  it(
    'the code and the activation link token sent are nowhere in the log',
    async () => {
      const email = 'logged@example.com';
      const sent = await post('/verify/register/email', { email });
      expect(sent.ret_code).toBe(0);
      const { code } = await outbox(email);
      expect(code).toMatch(/^\d{6}$/);
      const registered = await post('/register/email', {
        email,
        emailverify: code,
        password: digestOf('Passw0rd!'),
        uuid: (sent.result as { uuid: string }).uuid,
      });
      expect(registered.ret_code).toBe(0);

      const linked = 'linked@example.com';
      expect(
        (await post('/verify/register/email', { email: linked, verify_type: 2 })).ret_code,
      ).toBe(0);
      const link = new URL(String((await outbox(linked)).link));
      const token = link.searchParams.get('token');
      expect(token).toMatch(/^[A-Za-z0-9_-]{20,}$/);
      // Opened as a browser or a mail scanner would: the request log sees the URL.
      await request(`${server.base}${link.pathname}${link.search}`);
      await request(`${server.base}/x-api/v2/public/country-list?code=${code}&token=${token}`);

      await stopServerProcess(server);
      const log = server.output();
      // The log did record those requests, so not finding the secrets means something.
      expect(log).toContain(`"url":"${link.pathname}?uuid=[redacted]&token=[redacted]"`);
      expect(log).toContain('dev outbox: e-mail stored');
      expect(log).not.toContain(String(code));
      expect(log).not.toContain(String(token));
    },
    JOURNEY_TIMEOUT_MS,
  );
});
