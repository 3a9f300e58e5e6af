/** Building apps and service dependencies for tests, on a fresh database. */
import { createHash } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp, type AppOverrides } from '../app.js';
import { loadConfig, type Config } from '../config.js';
import type { MessagingDeps } from '../shared/deps.js';
import { recordMismatch } from './answer-check.js';
import { cryptoRandom } from '../shared/random.js';
import { openStore } from '../store/store.js';
import { afterAll, beforeAll } from 'vitest';
import type { FreshDatabase, TestDatabase } from './databases.js';
import { fakeClock, type FakeClock } from './fake-clock.js';
import { recordingDelivery, type RecordingDelivery } from './recording-delivery.js';

export function testConfig(fresh: FreshDatabase, env: Record<string, string> = {}): Config {
  return loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: fresh.dataDir,
    DATABASE_URL: fresh.databaseUrl,
    LOG_LEVEL: 'silent',
    NODE_ENV: 'test',
    WEB_DIST_DIR: '/nonexistent/foyer-web-dist',
    // Login tests that are not about the captcha skip it; login-captcha tests turn it on.
    CAPTCHA_ON_LOGIN: 'false',
    // Likewise sign-up's send steps; register-steps tests turn it on.
    CAPTCHA_ON_REGISTER: 'false',
    // And the other sends (recovery, unblock, risk); send-guards tests turn it on.
    CAPTCHA_ON_SENDS: 'false',
    CAPTCHA_DIFFICULTY: '1000',
    // Tests sign up many addresses from one IP; sign-up-risk tests set the threshold low.
    SIGN_UP_RISK_TARGETS_PER_HOUR: '1000000',
    // Likewise the daily send cap per IP (decision 034); code-budget tests set it low.
    SEND_CODES_PER_IP_PER_DAY: '1000000',
    // A busy test machine's event loop lags past the default second (seen: a route test's
    // sign-up answered 10503 while an e2e run shared the two cores); overload tests set theirs.
    OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
    ...env,
  });
}

export interface TestApp {
  app: FastifyInstance;
  clock: FakeClock;
  delivery: RecordingDelivery;
}

/**
 * An app with a fake clock and a recording delivery (pass `delivery: undefined` for the real
 * one); an answer that misfits its schema fails the test (answer-check.ts).
 */
export async function buildTestApp(
  fresh: FreshDatabase,
  env: Record<string, string> = {},
  overrides: AppOverrides = {},
): Promise<TestApp> {
  const clock = fakeClock(Date.now());
  const delivery = recordingDelivery();
  const app = await buildApp(testConfig(fresh, env), {
    clock,
    delivery,
    onAnswerMismatch: recordMismatch,
    ...overrides,
  });
  return { app, clock, delivery };
}

/** A service test's dependencies: its messages are in English unless it says otherwise. */
export interface TestDeps extends MessagingDeps {
  clock: FakeClock;
  delivery: RecordingDelivery;
}

export async function openTestDeps(
  fresh: FreshDatabase,
  env: Record<string, string> = {},
): Promise<TestDeps> {
  const config = testConfig(fresh, env);
  return {
    store: await openStore(config),
    clock: fakeClock(),
    random: cryptoRandom,
    delivery: recordingDelivery(),
    config,
    language: 'en',
  };
}

/**
 * Service dependencies on a fresh database for one describe block: made before its tests,
 * closed after them. The object is filled in `beforeAll`, so take its fields inside tests.
 */
export function freshTestDeps<Extra extends object = object>(
  database: TestDatabase,
  extra?: Extra,
  env: Record<string, string> = {},
): TestDeps & Extra {
  const deps = {} as TestDeps & Extra;
  let fresh: FreshDatabase | undefined;
  beforeAll(async () => {
    fresh = await database.create();
    Object.assign(deps, await openTestDeps(fresh, env), extra);
  });
  afterAll(async () => {
    await deps.store?.destroy();
    await fresh?.dispose();
  });
  return deps;
}

/** What the browser sends for a password: its SHA-256 as lowercase hex. */
export const digestOf = (password: string) => createHash('sha256').update(password).digest('hex');

export function postJson(app: FastifyInstance, path: string, body: unknown, headers = {}) {
  return app.inject({ method: 'POST', url: `/x-api${path}`, payload: body as object, headers });
}

export function json(response: LightMyRequestResponse) {
  return response.json() as {
    ret_code: number;
    ret_msg: string;
    result: Record<string, unknown>;
    token?: string;
  };
}
