import { API_PATH_PREFIX, countryListCall, loginCall } from '@foyer/contract';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases, type FreshDatabase } from '../test-support/databases.js';
import { buildTestApp, json, type TestApp } from '../test-support/test-app.js';

const sqlite = databases[0]!;

const INDEX_HTML = '<!doctype html><title>Foyer</title>';
const APP_JS = 'console.log("the first chunk");';

/**
 * A file and, as the web build writes them, its brotli and gzip variants beside it. Each
 * variant ends with a comment naming it, so a test tells the built file from the same text
 * compressed on the fly.
 */
async function writeWithVariants(path: string, text: string): Promise<void> {
  const comment = path.endsWith('.html')
    ? (tag: string) => `<!--${tag}-->`
    : (tag: string) => `/*${tag}*/`;
  await writeFile(path, text);
  await writeFile(`${path}.br`, brotliCompressSync(text + comment('built br')));
  await writeFile(`${path}.gz`, gzipSync(text + comment('built gz')));
}

function decoded(response: LightMyRequestResponse): string {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(response.rawPayload).toString();
  if (encoding === 'gzip') return gunzipSync(response.rawPayload).toString();
  return response.body;
}

describe('the built web app (WEB_DIST_DIR)', () => {
  let fresh: FreshDatabase;
  let dist: string;
  let t: TestApp;

  beforeAll(async () => {
    fresh = await sqlite.create();
    dist = await mkdtemp(join(tmpdir(), 'foyer-dist-'));
    await mkdir(join(dist, 'assets'));
    await writeWithVariants(join(dist, 'index.html'), INDEX_HTML);
    await writeWithVariants(join(dist, 'assets', 'app-1234.js'), APP_JS);
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

  describe('compression by Accept-Encoding (decision 046)', () => {
    const asset = (acceptEncoding?: string) =>
      t.app.inject({
        url: '/assets/app-1234.js',
        headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
      });

    it('sends the brotli file built beside an asset to a browser that accepts br', async () => {
      const response = await asset('gzip, deflate, br, zstd');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers['content-type']).toMatch(/javascript/);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(decoded(response)).toBe(`${APP_JS}/*built br*/`);
    });

    it('sends the gzip file to a browser that accepts gzip only', async () => {
      const response = await asset('gzip');
      expect(response.headers['content-encoding']).toBe('gzip');
      expect(decoded(response)).toBe(`${APP_JS}/*built gz*/`);
    });

    it('sends the file as it is to a client that accepts neither', async () => {
      for (const acceptEncoding of [undefined, 'identity', 'deflate']) {
        const response = await asset(acceptEncoding);
        expect(response.headers['content-encoding']).toBeUndefined();
        expect(response.body).toBe(APP_JS);
      }
    });

    it('tells caches that the answer varies with Accept-Encoding, compressed or not', async () => {
      for (const acceptEncoding of ['br', 'gzip', undefined]) {
        expect((await asset(acceptEncoding)).headers['vary']).toMatch(/accept-encoding/i);
      }
    });

    it('compresses the page answered for any page path (SPA fallback), still never cached', async () => {
      for (const url of ['/en/login', '/ar-SA/register?ref=abc', '/']) {
        const response = await t.app.inject({ url, headers: { 'accept-encoding': 'br' } });
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-encoding']).toBe('br');
        expect(response.headers['content-type']).toMatch(/^text\/html/);
        expect(response.headers['cache-control']).toBe('no-cache');
        expect(response.headers['vary']).toMatch(/accept-encoding/i);
        expect(decoded(response)).toBe(`${INDEX_HTML}<!--built br-->`);
      }
    });
  });
});

describe('compression of API answers (decision 046)', () => {
  let fresh: FreshDatabase;
  let t: TestApp;
  const countryList = `${API_PATH_PREFIX}${countryListCall.path}`;

  beforeAll(async () => {
    fresh = await sqlite.create();
    t = await buildTestApp(fresh);
  });
  afterAll(async () => {
    await t?.app.close();
    await fresh?.dispose();
  });

  it('compresses a large JSON answer and keeps it an envelope that no cache may keep', async () => {
    const response = await t.app.inject({
      url: countryList,
      headers: { 'accept-encoding': 'br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['vary']).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.rawPayload.length).toBeLessThan(decoded(response).length / 2);
    const envelope = JSON.parse(decoded(response)) as { ret_code: number; result: unknown[] };
    expect(envelope.ret_code).toBe(0);
    expect(envelope.result.length).toBeGreaterThan(100);
  });

  it('gzips it for a client that accepts gzip only, and sends it plain to one that accepts neither', async () => {
    const gzipped = await t.app.inject({
      url: countryList,
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(decoded(gzipped))).toEqual(json(await t.app.inject({ url: countryList })));
    const plain = await t.app.inject({ url: countryList });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(json(plain).ret_code).toBe(0);
  });

  it('leaves a small answer as it is: compressing it would cost more than it saves', async () => {
    const response = await t.app.inject({
      url: `${API_PATH_PREFIX}/nothing`,
      headers: { 'accept-encoding': 'br' },
    });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(json(response).ret_code).toBe(10404);
  });

  it('does not inflate request bodies: a gzip body is malformed JSON, as before', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `${API_PATH_PREFIX}${loginCall.path}`,
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: gzipSync('{}'),
    });
    expect(response.statusCode).toBe(400);
    expect(json(response).ret_msg).toContain('malformed JSON');
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
