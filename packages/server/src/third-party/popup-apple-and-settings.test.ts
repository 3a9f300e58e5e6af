/**
 * The popup sign-in's settings and Apple's part (docs/decisions/061): which settings start a
 * server, which providers are offered, Apple's ES256 client secret (verified with jose and the
 * key's public half), and Apple's form_post answer to the callback.
 */
import { generateKeyPairSync } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { decodeProtectedHeader, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { offeredProviders } from '../config/third-party.config.js';
import { databases } from '../test-support/databases.js';
import {
  FOYER_CLIENT_ID,
  startOidcProvider,
  type TestOidcProvider,
} from '../test-support/oidc-provider.js';
import { routeTestApp } from '../test-support/route-test-app.js';
import { json } from '../test-support/test-app.js';
import { APPLE_CLIENT_SECRET_TTL_S, appleClientSecret } from './apple-client-secret.js';

const p256 = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
const APPLE_PEM = p256.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
const APPLE = {
  APPLE_CLIENT_ID: 'com.example.foyer.web',
  APPLE_TEAM_ID: 'TEAM123456',
  APPLE_KEY_ID: 'KEY1234567',
  APPLE_PRIVATE_KEY: APPLE_PEM,
};
const config = (env: Record<string, string>) => loadConfig({ DATA_DIR: '/tmp', ...env });

describe('popup sign-in settings', () => {
  it('a provider is offered only when its settings are complete', () => {
    expect(offeredProviders(config({}))).toEqual([]);
    expect(offeredProviders(config({ GOOGLE_CLIENT_ID: 'g' }))).toEqual([]);
    expect(offeredProviders(config({ GOOGLE_CLIENT_ID: 'g', GOOGLE_CLIENT_SECRET: 's' }))).toEqual(['google']); // prettier-ignore
    expect(offeredProviders(config(APPLE))).toEqual(['apple']);
    const tr = { TR_ISSUER: 'https://id.example.com.tr', TR_CLIENT_ID: 't', TR_CLIENT_SECRET: 's' };
    expect(offeredProviders(config(tr))).toEqual(['tr']);
  });

  it("the Turkish button's name is kept as given, and refused when it is no name", () => {
    expect(config({ TR_PROVIDER_NAME: ' e-Devlet ' }).trProviderName).toBe('e-Devlet');
    expect(config({}).trProviderName).toBeUndefined();
    for (const bad of ['<b>x</b>', 'x'.repeat(41), 'a\u0007b']) {
      expect(() => config({ TR_PROVIDER_NAME: bad })).toThrow(/Invalid TR_PROVIDER_NAME/);
    }
  });

  it('settings that could never work stop start-up with a message naming them', () => {
    expect(() => config({ GOOGLE_CLIENT_SECRET: 's' })).toThrow(
      'Invalid GOOGLE_CLIENT_SECRET: GOOGLE_CLIENT_ID is needed with it',
    );
    expect(() => config({ TR_CLIENT_SECRET: 's' })).toThrow(
      'Invalid TR_CLIENT_SECRET: TR_CLIENT_ID is needed with it',
    );
    expect(() => config({ APPLE_CLIENT_ID: 'a', APPLE_TEAM_ID: 'TEAM123456' })).toThrow(
      'Invalid APPLE_TEAM_ID: APPLE_KEY_ID and APPLE_PRIVATE_KEY are needed with it',
    );
    const { APPLE_CLIENT_ID: _id, ...withoutClient } = APPLE;
    expect(() => config(withoutClient)).toThrow(/APPLE_CLIENT_ID is needed/);
    expect(() => config({ ...APPLE, APPLE_TEAM_ID: 'team' })).toThrow(/Invalid APPLE_TEAM_ID/);
    expect(() => config({ ...APPLE, APPLE_PRIVATE_KEY: 'not a key' })).toThrow(
      'Invalid APPLE_PRIVATE_KEY: not a PEM private key',
    );
    const rsa = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const rsaPem = rsa.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    expect(() => config({ ...APPLE, APPLE_PRIVATE_KEY: rsaPem })).toThrow(/not a P-256/);
    // A .p8 pasted on one line with \n for its newlines is read as the file.
    const oneLine = APPLE_PEM.replace(/\n/g, '\\n');
    expect(offeredProviders(config({ ...APPLE, APPLE_PRIVATE_KEY: oneLine }))).toEqual(['apple']);
  });

  it('SITE_ORIGINS takes origins only: https, or http on loopback', () => {
    expect(
      config({ SITE_ORIGINS: 'https://tr.example.com, https://example.hk' }).siteOrigins,
    ).toEqual(['https://tr.example.com', 'https://example.hk']);
    expect(() => config({ SITE_ORIGINS: 'https://tr.example.com/path' })).toThrow(/SITE_ORIGINS/);
    expect(() => config({ SITE_ORIGINS: 'http://tr.example.com' })).toThrow(/https/);
    expect(() => config({ SITE_ORIGINS: 'tr.example.com' })).toThrow(/not an origin/);
  });
});

describe("Apple's client secret", () => {
  it('is an ES256 JWT: iss the team id, sub the client id, aud Apple, kid the key id, 5 minutes', async () => {
    const settings = config(APPLE);
    const now = Date.now();
    const secret = await appleClientSecret(settings, now);
    expect(decodeProtectedHeader(secret)).toEqual({ alg: 'ES256', kid: 'KEY1234567' });
    const { payload } = await jwtVerify(secret, p256.publicKey, {
      algorithms: ['ES256'],
      issuer: 'TEAM123456',
      subject: 'com.example.foyer.web',
      audience: 'https://appleid.apple.com',
      currentDate: new Date(now),
    });
    expect(payload.exp! - payload.iat!).toBe(APPLE_CLIENT_SECRET_TTL_S);
    expect(payload.iat).toBe(Math.floor(now / 1000));
  });
});

/** A loopback port nothing listens on: asked of the OS, then closed. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe.each(databases)("Apple's popup on $name", (database) => {
  let idp: TestOidcProvider;
  const env: Record<string, string> = {};
  beforeAll(async () => {
    idp = await startOidcProvider();
    Object.assign(env, {
      PUBLIC_ORIGIN: 'http://foyer.localhost',
      ...APPLE,
      APPLE_CLIENT_ID: FOYER_CLIENT_ID,
      APPLE_ISSUER: idp.issuer,
      // A Turkish provider that is down.
      TR_ISSUER: `http://127.0.0.1:${await closedPort()}`,
      TR_CLIENT_ID: FOYER_CLIENT_ID,
      TR_CLIENT_SECRET: 'secret',
    });
  });
  afterAll(async () => {
    await idp?.close();
  });
  const t = routeTestApp(database, env);

  it("asks for name and e-mail with response_mode=form_post; Apple's posted cancel answers cancelled", async () => {
    const start = await t.app.inject({
      url: '/x-api/thirdparty/authorize/apple',
      headers: { host: 'foyer.localhost' },
    });
    expect(start.statusCode).toBe(302);
    const asked = new URL(String(start.headers.location));
    expect(Object.fromEntries(asked.searchParams)).toMatchObject({
      scope: 'name email',
      response_mode: 'form_post',
      redirect_uri: 'http://foyer.localhost/thirdparty/callback/apple',
    });
    // On http (no Secure possible) the cookie stays Lax; on https Apple's is SameSite=None.
    expect(String(start.headers['set-cookie'])).toMatch(/SameSite=Lax/);
    const cookie = String(start.headers['set-cookie']).split(';')[0]!;
    const posted = await t.app.inject({
      method: 'POST',
      url: '/thirdparty/callback/apple',
      headers: {
        host: 'foyer.localhost',
        cookie,
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: new URLSearchParams({
        state: asked.searchParams.get('state')!,
        error: 'user_cancelled_authorize',
      }).toString(),
    });
    expect(posted.statusCode).toBe(200);
    expect(posted.body).toContain('"reason":"cancelled"');
    expect(posted.body).toContain('"origin":"http://foyer.localhost"');
  });

  it('a provider that cannot be reached answers 48006 and stores no flow, never a 500', async () => {
    const response = await t.app.inject({
      url: '/x-api/thirdparty/authorize/tr',
      headers: { host: 'foyer.localhost' },
    });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toMatchObject({ ret_code: 48006 });
    expect(response.headers['set-cookie']).toBeUndefined();
  });
});
