/**
 * Shutdown (decision 065): on SIGTERM a real server process finishes the requests it is
 * working on, answers each in the envelope, closes the database and exits 0.
 */
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases, type FreshDatabase } from '../test-support/databases.js';
import {
  START_TIMEOUT_MS,
  startServerProcess,
  stopServerProcess,
  type ServerProcess,
} from '../test-support/server-process.js';
import { insertAccount } from '../test-support/accounts.js';
import { digestOf, openTestDeps, testConfig } from '../test-support/test-app.js';
import { emailIdentity, identityKey } from '../shared/identity.js';
import { openStore } from '../store/store.js';

const TEST_TIMEOUT_MS = 90_000;
/** Log-ins at once: each verifies a password hash (argon2id), so the last ones queue. */
const IN_FLIGHT = 8;
/** Log-ins whose clients leave before their answers: they queue for the hash as above. */
const ABANDONED = 32;
/** Calls whose clients leave as soon as the first is answered. */
const LEFT_EARLY = 200;

/**
 * A log-in whose body is sent in two halves: the second only when `rest` is called. Until then
 * the server is in the middle of reading it, so the request is in flight whatever the speed of
 * the machine.
 */
function loginInTwoHalves(base: string, body: string) {
  const half = Math.floor(body.length / 2);
  let sendRest = () => {};
  const answer = new Promise<{ connection?: string; envelope: { ret_code: number } }>(
    (resolve, reject) => {
      const outgoing = request(
        `${base}/x-api/login`,
        {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
          },
        },
        (response) => {
          let text = '';
          response.on('data', (chunk: Buffer) => (text += chunk.toString()));
          response.on('end', () =>
            resolve({
              connection: response.headers.connection,
              envelope: JSON.parse(text) as { ret_code: number },
            }),
          );
        },
      );
      outgoing.on('error', reject);
      outgoing.write(body.slice(0, half));
      sendRest = () => outgoing.end(body.slice(half));
    },
  );
  return { answer, rest: () => sendRest() };
}

/**
 * POSTs every body to `path` at once, and, once the server has answered its first request,
 * leaves: each client aborts and is gone (a balancer's time-out, a closed tab).
 */
async function sendThenLeave(server: ServerProcess, path: string, bodies: string[]) {
  const clients = bodies.map(() => new AbortController());
  const sent = bodies.map((body, i) =>
    fetch(`${server.base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
      signal: clients[i]!.signal,
    }).catch(() => undefined),
  );
  await server.logged('"msg":"request completed"');
  for (const client of clients) client.abort();
  await Promise.all(sent);
}

describe.each(databases)('graceful shutdown, on $name', (database) => {
  let fresh: FreshDatabase;
  let server: ServerProcess;

  beforeAll(async () => {
    fresh = await database.create();
    server = await startServerProcess(fresh, {
      LOG_LEVEL: 'info',
      CAPTCHA_ON_LOGIN: 'false',
      RATE_LIMIT_LOGIN_PER_MINUTE: '1000',
    });
  }, START_TIMEOUT_MS);
  afterAll(async () => {
    if (server) await stopServerProcess(server);
    await fresh?.dispose();
  }, TEST_TIMEOUT_MS);

  it(
    'on SIGTERM the log-ins in flight are answered in full and the process exits 0',
    async () => {
      const body = (i: number) =>
        JSON.stringify({ email: `nobody${i}@example.com`, password: digestOf('Wrong-1') });
      const answers = Array.from({ length: IN_FLIGHT }, (_, i) =>
        fetch(`${server.base}/x-api/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: body(i),
          signal: AbortSignal.timeout(30_000),
        }).then((response) => response.json() as Promise<{ ret_code: number }>),
      );
      const late = loginInTwoHalves(server.base, body(IN_FLIGHT));
      // Every log-in has reached the server (a connection whose request is not read yet is
      // idle, and closing ends it: a load balancer stops sending before it stops a server).
      await server.logged('"url":"/x-api/login"', IN_FLIGHT + 1);
      const exitCode = stopServerProcess(server);
      // The last one's body is still arriving when the shutdown begins.
      await server.logged('"msg":"shutting down"');
      late.rest();

      const envelopes = await Promise.all(answers);
      const lateAnswer = await late.answer;
      // An unknown account answers as a wrong password does (decision 007).
      expect([...envelopes, lateAnswer.envelope].map((envelope) => envelope.ret_code)).toEqual(
        Array<number>(IN_FLIGHT + 1).fill(envelopes[0]!.ret_code),
      );
      expect(envelopes[0]!.ret_code).not.toBe(0);
      // An answer given while closing ends its kept-alive connection.
      expect(lateAnswer.connection).toBe('close');
      expect(await exitCode, server.output().slice(-3000)).toBe(0);
      // It was in flight: it was completed after the shutdown began.
      const log = server.output();
      const shutdownAt = log.indexOf('"msg":"shutting down"');
      expect(shutdownAt).toBeGreaterThan(-1);
      expect(log.indexOf('"msg":"request completed"', shutdownAt)).toBeGreaterThan(shutdownAt);
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'on SIGTERM the requests whose clients left before their handlers began hold nothing up: exit 0',
    async () => {
      const again = await startServerProcess(fresh, {
        LOG_LEVEL: 'info',
        // Longer than stopServerProcess waits: a request left counted fails the test there.
        SHUTDOWN_GRACE_MS: String(TEST_TIMEOUT_MS * 2),
      });
      // Many at once, so that some are still in their first hooks (the shared rate limit's
      // count in the database) when their clients leave.
      await sendThenLeave(again, '/x-api/v3/config/web', Array<string>(LEFT_EARLY).fill('{}'));
      expect(await stopServerProcess(again), again.output().slice(-3000)).toBe(0);
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'on SIGTERM the log-ins whose clients have gone still finish before the database closes: nothing fails, exit 0',
    async () => {
      const password = digestOf('Gone-Passw0rd');
      const deps = await openTestDeps(fresh);
      const emails: string[] = [];
      try {
        for (let i = 0; i < ABANDONED; i += 1) {
          emails.push(
            (await insertAccount(deps, { email: `gone${i}@example.com`, password })).email!,
          );
        }
      } finally {
        await deps.store.destroy();
      }
      // The same database, a second process: the first test has stopped its own.
      const again = await startServerProcess(fresh, {
        LOG_LEVEL: 'info',
        CAPTCHA_ON_LOGIN: 'false',
        RATE_LIMIT_LOGIN_PER_MINUTE: '1000',
      });
      // At the first answer every body has long been read, and the rest of the log-ins queue
      // for the password hash (one a core). The clients leave; then the deploy stops the server.
      const bodies = emails.map((email) => JSON.stringify({ email, password }));
      await sendThenLeave(again, '/x-api/login', bodies);
      const exitCode = await stopServerProcess(again);
      const log = again.output();
      expect(exitCode, log.slice(-3000)).toBe(0);
      expect(log).not.toContain('"level":50');
      // Each log-in ran to its end on an open database: its right password cleared the try it
      // had counted before the hash (login.use-case.ts checkPassword).
      const store = await openStore(testConfig(fresh));
      try {
        for (const email of emails) {
          const tries = await store.limits.find('password', identityKey(emailIdentity(email)));
          expect(tries?.count ?? 0, email).toBe(0);
        }
      } finally {
        await store.destroy();
      }
    },
    TEST_TIMEOUT_MS,
  );
});
