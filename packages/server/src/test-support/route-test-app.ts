/**
 * The set-up every route test repeated: an app on a fresh database for one describe block,
 * built before its tests and closed after them, with an operator's store on the same database
 * and calls that answer the envelope. The object is filled in `beforeAll`: take its fields
 * inside tests.
 */
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { AppOverrides } from '../app.js';
import { openStore, type Store } from '../store/store.js';
import type { FreshDatabase, TestDatabase } from './databases.js';
import { buildTestApp, json, type TestApp } from './test-app.js';

export type Envelope = ReturnType<typeof json>;

export interface RouteTestApp extends TestApp {
  /** The same database as an operator's command line opens it, to arrange and to look. */
  store: Store;
  /** POST /x-api`path` with a JSON body, as the session `token` when given. */
  post(path: string, body?: object, token?: string): Promise<Envelope>;
  /** GET /x-api`path`, as the session `token` when given. */
  get(path: string, token?: string): Promise<Envelope>;
  /** The raw answer, for its status and headers. */
  inject(method: 'GET' | 'POST', path: string, body?: object, token?: string): Promise<Response>;
}

type Response = LightMyRequestResponse;

export function routeTestApp(
  database: TestDatabase,
  env: Record<string, string> = {},
  overrides: AppOverrides = {},
): RouteTestApp {
  let fresh: FreshDatabase | undefined;
  const t = {
    inject: (method, path, body, token) =>
      t.app.inject({
        method,
        url: `/x-api${path}`,
        ...(body ? { payload: body } : {}),
        headers: token ? { usertoken: token } : {},
      }),
    post: async (path, body = {}, token) => json(await t.inject('POST', path, body, token)),
    get: async (path, token) => json(await t.inject('GET', path, undefined, token)),
  } as RouteTestApp;
  beforeAll(async () => {
    fresh = await database.create();
    Object.assign(t, await buildTestApp(fresh, env, overrides));
    t.store = await openStore(fresh);
  });
  afterAll(async () => {
    await t.store?.destroy();
    await t.app?.close();
    await fresh?.dispose();
  });
  return t;
}
