/**
 * A real server process, logging at trace level as an operator might turn it up: it sends a
 * sign-up code and an activation link to the dev outbox, the link is opened, the code is
 * used; then its whole output is searched for the code and the link's token.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases, type FreshDatabase } from '../test-support/databases.js';
import { digestOf } from '../test-support/test-app.js';

const MAIN = fileURLToPath(new URL('../main.ts', import.meta.url));
const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const START_TIMEOUT_MS = 60_000;
/**
 * A whole journey against a process, generous for a loaded CI machine: it once passed 30 s
 * there (stop 20) where it takes 0.3 s alone. Not a speed check; a hang says where it hung.
 */
const JOURNEY_TIMEOUT_MS = 90_000;
const EXIT_TIMEOUT_MS = 20_000;
/** Each request: a hung one fails naming its URL, not as the whole test's timeout. */
const request = (url: string, init: RequestInit = {}) =>
  fetch(url, { ...init, signal: AbortSignal.timeout(20_000) });

interface Running {
  child: ChildProcess;
  base: string;
  output: () => string;
}

async function startServer(fresh: FreshDatabase): Promise<Running> {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    cwd: REPO_ROOT,
    env: {
      PATH: process.env.PATH,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: fresh.dataDir,
      DATABASE_URL: fresh.databaseUrl ?? '',
      LOG_LEVEL: 'trace',
      CAPTCHA_ON_REGISTER: 'false',
      WEB_DIST_DIR: '/nonexistent/foyer-web-dist',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const listening = new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const url = /"url":"(http:\/\/127\.0\.0\.1:\d+)"/.exec(output)?.[1];
      if (url) resolve(url);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => reject(new Error(`server exited (${code}): ${output}`)));
  });
  const base = await listening;
  return { child, base, output: () => output };
}

/** SIGTERM, then the exit; a server that does not exit fails with the end of its log. */
async function stop(server: Running): Promise<void> {
  if (server.child.exitCode !== null) return;
  const exited = once(server.child, 'exit');
  server.child.kill('SIGTERM');
  let timer: NodeJS.Timeout | undefined;
  const hung = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      server.child.kill('SIGKILL');
      reject(
        new Error(`no exit ${EXIT_TIMEOUT_MS} ms after SIGTERM: ${server.output().slice(-4000)}`),
      );
    }, EXIT_TIMEOUT_MS);
  });
  try {
    await Promise.race([exited, hung]);
  } finally {
    clearTimeout(timer);
  }
}

describe.each(databases)('a server run logs no code, token or link, on $name', (database) => {
  let fresh: FreshDatabase;
  let server: Running;

  beforeAll(async () => {
    fresh = await database.create();
    server = await startServer(fresh);
  }, START_TIMEOUT_MS);
  afterAll(async () => {
    if (server) await stop(server);
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

      await stop(server);
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
