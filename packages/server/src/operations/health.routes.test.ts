/**
 * The probes and the load shedding of decision 065: /healthz (up), /readyz (the database
 * answers with this build's schema), and 503 with Retry-After and 10503 under overload.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { databases, type FreshDatabase } from '../test-support/databases.js';
import { buildTestApp, testConfig, type TestApp } from '../test-support/test-app.js';
import { readiness } from '../store/readiness.js';
import { openStore } from '../store/store.js';
import { RETRY_AFTER_S } from './overload.js';

describe.each(databases)('health probes, on $name', (database) => {
  let fresh: FreshDatabase;
  let t: TestApp;

  beforeAll(async () => {
    fresh = await database.create();
    t = await buildTestApp(fresh);
  });
  afterAll(async () => {
    await t?.app.close();
    await fresh?.dispose();
  });

  it('GET /healthz says the process is up, never cached', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'up' });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('GET /readyz says ready when the database answers with every migration of this build', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready' });
  });

  it('readiness: a schema without one of this build’s migrations is behind; a closed database is unavailable', async () => {
    const store = await openStore(testConfig(fresh));
    try {
      expect(await readiness(store)).toBe('ready');
      const newest = await sql<{ name: string }>`select max(name) as name from kysely_migration`
        .execute(store.db)
        .then(({ rows }) => rows[0]!.name);
      await sql`delete from kysely_migration where name = ${newest}`.execute(store.db);
      expect(await readiness(store)).toBe('schemaBehind');
      await sql`insert into kysely_migration (name, timestamp) values (${newest}, ${new Date().toISOString()})`.execute(
        store.db,
      );
      expect(await readiness(store)).toBe('ready');
    } finally {
      await store.destroy();
    }
    expect(await readiness(store)).toBe('databaseUnavailable');
  });
});

describe.each(databases)('load shedding, on $name', (database) => {
  let fresh: FreshDatabase;
  let t: TestApp;

  beforeAll(async () => {
    fresh = await database.create();
    // One MiB of resident memory: every sample of this process is over it.
    t = await buildTestApp(fresh, { OVERLOAD_MAX_RSS_MB: '1' }, { overloadSampleIntervalMs: 10 });
  });
  afterAll(async () => {
    await t?.app.close();
    await fresh?.dispose();
  });

  it('under overload an API call is answered at once: 503, Retry-After and ret_code 10503', async () => {
    const shed = await vi.waitFor(
      async () => {
        const response = await t.app.inject({
          method: 'POST',
          url: '/x-api/v3/config/web',
          payload: {},
        });
        expect(response.statusCode).toBe(503);
        return response;
      },
      { timeout: 5_000, interval: 10 },
    );
    expect(shed.headers['retry-after']).toBe(String(RETRY_AFTER_S));
    expect(shed.json()).toMatchObject({ ret_code: 10503, ret_msg: expect.any(String) });
  });

  it('under overload /healthz still answers up (a busy instance is not a dead one) and /readyz says not ready', async () => {
    await vi.waitFor(
      async () => {
        const busy = await t.app.inject({ method: 'GET', url: '/readyz' });
        expect(busy.statusCode).toBe(503);
      },
      { timeout: 5_000, interval: 10 },
    );
    const up = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(up.statusCode).toBe(200);
    expect(up.json()).toEqual({ status: 'up' });
  });
});
