/**
 * Durability (decision 067): a real server is killed with SIGKILL while 200 sign-ups run
 * against it. After a restart on the same database, every sign-up that was answered with
 * success is an account that logs in, and every other one either is a whole account that logs
 * in or was never made (no row of it in the database): none is half made.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases, type FreshDatabase } from '../test-support/databases.js';
import {
  START_TIMEOUT_MS,
  startServerProcess,
  stopServerProcess,
  type ServerProcess,
} from '../test-support/server-process.js';
import { digestOf, testConfig } from '../test-support/test-app.js';
import { emailIdentity, findAccount } from '../shared/identity.js';
import { openStore } from '../store/store.js';

const SIGN_UPS = 200;
/** Killed once this many sign-ups have been answered: the rest are in flight or queued. */
const KILL_AFTER = 40;
const TEST_TIMEOUT_MS = 180_000;
const PASSWORD = digestOf('Durable-Passw0rd');

const ENV = {
  // startServerProcess reads the address off the info line that says where it listens.
  LOG_LEVEL: 'info',
  CAPTCHA_ON_REGISTER: 'false',
  CAPTCHA_ON_LOGIN: 'false',
  RATE_LIMIT_PER_MINUTE: '1000000',
  RATE_LIMIT_LOGIN_PER_MINUTE: '1000000',
  RATE_LIMIT_SEND_CODE_PER_MINUTE: '1000000',
  SEND_CODES_PER_IP_PER_DAY: '1000000',
  SIGN_UP_RISK_TARGETS_PER_HOUR: '1000000',
  REGISTER_TYPE: 'oldCode',
};

interface Envelope {
  ret_code: number;
  result: { uuid?: string } | null;
}

describe.each(databases)(
  'sign-ups survive kill -9, on $name',
  (database) => {
    let fresh: FreshDatabase;
    let server: ServerProcess | undefined;

    beforeAll(async () => {
      fresh = await database.create();
    });
    afterAll(async () => {
      if (server) await stopServerProcess(server);
      await fresh?.dispose();
    }, TEST_TIMEOUT_MS);

    const post = (path: string, body: object) =>
      fetch(`${server!.base}/x-api${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(60_000),
      }).then((response) => response.json() as Promise<Envelope>);

    /** The codes the dev outbox holds, by address (the newest per address). */
    async function codes(): Promise<Map<string, string | null>> {
      const response = await fetch(`${server!.base}/dev/outbox.json`);
      const entries = (await response.json()) as { to: string; code: string | null }[];
      const byAddress = new Map<string, string | null>();
      for (const entry of entries)
        if (!byAddress.has(entry.to)) byAddress.set(entry.to, entry.code);
      return byAddress;
    }

    async function sendCodes(emails: readonly string[]): Promise<Map<string, string>> {
      const uuids = new Map<string, string>();
      for (const email of emails) {
        const sent = await post('/verify/register/email', { email });
        expect(sent.ret_code).toBe(0);
        uuids.set(email, String(sent.result?.uuid));
      }
      return uuids;
    }

    const register = (email: string, code: string, uuid: string) =>
      post('/register/email', { email, emailverify: code, password: PASSWORD, uuid });
    const logIn = (email: string) => post('/login', { email, password: PASSWORD });

    it(
      'every sign-up answered with success logs in after the restart; the others are whole or absent',
      async () => {
        server = await startServerProcess(fresh, ENV);
        const emails = Array.from({ length: SIGN_UPS }, (_, i) => `durable${i}@example.com`);
        const uuids = await sendCodes(emails);
        const sentCodes = await codes();

        // All at once; killed when KILL_AFTER have their answer.
        const answered = new Map<string, number>();
        let killed: Promise<number | null> | undefined;
        const running = server;
        const attempts = emails.map((email) =>
          register(email, String(sentCodes.get(email)), String(uuids.get(email))).then(
            (envelope) => {
              answered.set(email, envelope.ret_code);
              if (answered.size === KILL_AFTER && !killed) {
                killed = new Promise((resolve) => running.child.once('exit', resolve));
                running.child.kill('SIGKILL');
              }
            },
            () => undefined, // cut off by the kill
          ),
        );
        await Promise.all(attempts);
        expect(killed).toBeDefined();
        await killed;
        expect(answered.size).toBeGreaterThanOrEqual(KILL_AFTER);
        expect(answered.size).toBeLessThan(SIGN_UPS);

        server = await startServerProcess(fresh, ENV);
        const succeeded = [...answered].filter(([, code]) => code === 0).map(([email]) => email);
        expect(succeeded.length).toBeGreaterThanOrEqual(KILL_AFTER - 1);
        for (const email of succeeded) {
          expect((await logIn(email)).ret_code, `${email} was answered 0`).toBe(0);
        }

        // The rest: a whole account (it logs in) or none at all (no row in the database).
        const unanswered = emails.filter((email) => !answered.has(email));
        const store = await openStore(testConfig(fresh));
        let whole = 0;
        let absent = 0;
        try {
          for (const email of unanswered) {
            if ((await logIn(email)).ret_code === 0) {
              whole += 1;
            } else {
              const row = await findAccount(store, emailIdentity(email));
              expect(row, `${email}: an account that cannot log in`).toBeUndefined();
              absent += 1;
            }
          }
        } finally {
          await store.destroy();
        }
        expect(whole + absent).toBe(unanswered.length);
      },
      TEST_TIMEOUT_MS,
    );
  },
  START_TIMEOUT_MS,
);
