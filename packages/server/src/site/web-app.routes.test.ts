import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases, type FreshDatabase } from '../test-support/databases.js';
import { buildTestApp, json, type TestApp } from '../test-support/test-app.js';

const sqlite = databases[0]!;

describe('the built web app (WEB_DIST_DIR)', () => {
  let fresh: FreshDatabase;
  let dist: string;
  let t: TestApp;

  beforeAll(async () => {
    fresh = await sqlite.create();
    dist = await mkdtemp(join(tmpdir(), 'foyer-dist-'));
    await mkdir(join(dist, 'assets'));
    await writeFile(join(dist, 'index.html'), '<!doctype html><title>Foyer</title>');
    await writeFile(join(dist, 'assets', 'app-1234.js'), 'console.log(1)');
    await writeFile(join(dist, 'favicon.svg'), '<svg/>');
    t = await buildTestApp(fresh, { WEB_DIST_DIR: dist });
  });
  afterAll(async () => {
    await t?.app.close();
    await fresh?.dispose();
    await rm(dist, { recursive: true, force: true });
  });

  it('serves index.html at / with no-cache', async () => {
    const response = await t.app.inject({ url: '/' });
    expect(response.body).toContain('<title>Foyer</title>');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('caches hashed /assets/* for a year', async () => {
    const response = await t.app.inject({ url: '/assets/app-1234.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await t.app.inject({ url: '/favicon.svg' })).headers['cache-control']).toBe('no-cache');
  });

  it('answers index.html for any other page path (SPA fallback)', async () => {
    const response = await t.app.inject({ url: '/en/register?ref=abc' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('keeps envelopes for /x-api and /dev paths', async () => {
    expect(json(await t.app.inject({ url: '/x-api/nothing' })).ret_code).toBe(10404);
    expect(json(await t.app.inject({ url: '/x-api/login' })).ret_code).toBe(10405);
    expect(json(await t.app.inject({ url: '/dev/nothing' })).ret_code).toBe(10404);
    expect(json(await t.app.inject({ url: '/assets/missing.js', method: 'POST' })).ret_code).toBe(
      10404,
    );
  });
});

describe('without a built web app', () => {
  it('GET / says to run npm run build', async () => {
    const fresh = await sqlite.create();
    const t = await buildTestApp(fresh);
    try {
      const response = await t.app.inject({ url: '/' });
      expect(response.headers['content-type']).toMatch(/^text\/plain/);
      expect(response.body).toContain('npm run build');
    } finally {
      await t.app.close();
      await fresh.dispose();
    }
  });
});
