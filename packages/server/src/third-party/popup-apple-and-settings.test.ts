/**
 * The popup sign-in's settings and Apple's part (docs/decisions/061): which settings start a
 * server, which providers are offered, Apple's ES256 client secret (verified with jose and the
 * key's public half), and Apple's form_post answer to the callback.
 */
import { generateKeyPairSync } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SignJWT, decodeProtectedHeader, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { offeredProviders } from '../config/third-party.config.js';
import { databases } from '../test-support/databases.js';
import {
  APPLE_CLIENT_ID as APPLE_STAND_IN_CLIENT,
  FOYER_CLIENT_ID,
  startOidcProvider,
  type TestOidcProvider,
} from '../test-support/oidc-provider.js';
import { routeTestApp } from '../test-support/route-test-app.js';
import { json } from '../test-support/test-app.js';
import { callbackPageData, popupBrowser } from '../test-support/third-party-flows.js';
import { APPLE_CLIENT_SECRET_TTL_S, appleClientSecret } from './apple-client-secret.js';
import { issuerKeys } from './issuer-keys.js';

const p256 = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
const APPLE_PEM = p256.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
const APPLE = {
  APPLE_CLIENT_ID: 'com.example.foyer.web',
  APPLE_TEAM_ID: 'TEAM123456',
  APPLE_KEY_ID: 'KEY1234567',
  APPLE_PRIVATE_KEY: APPLE_PEM,
};
const PUBLIC = 'http://foyer.localhost';
const PUBLIC_HOST = 'foyer.localhost';
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
    const secret = await appleClientSecret(settings, settings.appleClientIds[0]!, now);
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
    idp = await startOidcProvider(undefined, {
      redirectUris: [`${PUBLIC}/thirdparty/callback/apple`],
      appleKey: {
        publicKey: p256.publicKey,
        keyId: APPLE.APPLE_KEY_ID,
        teamId: APPLE.APPLE_TEAM_ID,
      },
    });
    Object.assign(env, {
      PUBLIC_ORIGIN: PUBLIC,
      ...APPLE,
      APPLE_CLIENT_ID: APPLE_STAND_IN_CLIENT,
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
  const t = routeTestApp(database, env, { idTokenKeys: issuerKeys({}) });

  /**
   * The popup's first page on PUBLIC_ORIGIN, in a browser of its own: where it sends the
   * browser, and its cookies (the flow's first).
   */
  async function started() {
    const browser = popupBrowser(t, idp, { host: PUBLIC_HOST });
    const { response: start, location } = await browser.start('apple');
    expect(start.statusCode).toBe(302);
    const setCookie = String(start.headers['set-cookie']);
    return { browser, location, setCookie, cookie: setCookie.split(';')[0]! };
  }

  /** Apple's form_post: the browser POSTs the form to our callback, with the flow's cookie. */
  async function posted(cookie: string, form: Record<string, string>) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/thirdparty/callback/apple',
      headers: { host: PUBLIC_HOST, cookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(form).toString(),
    });
    expect(response.statusCode).toBe(200);
    return callbackPageData(response.body);
  }

  it("asks for openid, name and e-mail (spaces as %20) with response_mode=form_post; Apple's posted cancel answers cancelled", async () => {
    const flow = await started();
    const asked = new URL(flow.location);
    expect(Object.fromEntries(asked.searchParams)).toMatchObject({
      scope: 'openid name email',
      response_mode: 'form_post',
      redirect_uri: `${PUBLIC}/thirdparty/callback/apple`,
    });
    expect(asked.search).toContain('scope=openid%20name%20email');
    // On http (no Secure possible) the cookie stays Lax; on https Apple's is SameSite=None.
    expect(flow.setCookie).toMatch(/SameSite=Lax/);
    const data = await posted(flow.cookie, {
      state: asked.searchParams.get('state')!,
      error: 'user_cancelled_authorize',
    });
    expect(data).toMatchObject({
      origin: PUBLIC,
      message: { success: false, reason: 'cancelled' },
    });
  });

  it("Apple's whole round trip: its form_post, the token call proved by the ES256 secret in the form, and the token signs a new person up", async () => {
    const person = {
      sub: `apple-${Date.now()}`,
      email: `apple-${Date.now()}@privaterelay.example`,
      email_verified: 'true',
    };
    const flow = await started();
    const back = await idp.signIn(flow.location, person);
    // Apple answers with a form the browser posts (form_post), never a redirect with the code.
    expect(back.form).toMatchObject({ state: expect.any(String), code: expect.any(String) });
    const data = await posted(flow.cookie, back.form!);
    expect(data).toMatchObject({ origin: PUBLIC, message: { provider: 'apple', success: true } });
    const signedIn = await flow.browser.post('/user/public/login/thirdparty', {
      token_type: 'apple',
      token: data.message!.quick_token!,
    });
    expect(signedIn).toMatchObject({ ret_code: 0, result: { use_thirdparty: 1 } });
  });

  it("Apple's first-authorization `user` field (the name, posted with the form) is not read: the round trip signs up alike, well-formed or not (decision 084)", async () => {
    for (const user of [
      JSON.stringify({ name: { firstName: 'Ada', lastName: 'Lovelace' }, email: 'x@example.com' }),
      '{"name": not json',
    ]) {
      const person = {
        sub: `apple-user-${Date.now()}-${user.length}`,
        email: `apple-user-${Date.now()}-${user.length}@privaterelay.example`,
        email_verified: 'true',
      };
      const flow = await started();
      const back = await idp.signIn(flow.location, person);
      const data = await posted(flow.cookie, { ...back.form!, user });
      expect(data).toMatchObject({ origin: PUBLIC, message: { provider: 'apple', success: true } });
      const signedIn = await flow.browser.post('/user/public/login/thirdparty', {
        token_type: 'apple',
        token: data.message!.quick_token!,
      });
      expect(signedIn).toMatchObject({ ret_code: 0, result: { use_thirdparty: 1 } });
      // The account's fields are the e-mail path's: no name among them.
      expect(JSON.stringify(signedIn)).not.toContain('Lovelace');
    }
  });

  it("the stand-in's token call fails as Apple's would for a secret that is not Apple's: another key, team, client, audience, expired, or in a Basic header", async () => {
    const settings = config({ ...APPLE, APPLE_CLIENT_ID: APPLE_STAND_IN_CLIENT, APPLE_ISSUER: idp.issuer }); // prettier-ignore
    const now = Date.now();
    const good = await appleClientSecret(settings, settings.appleClientIds[0]!, now);
    const other = generateKeyPairSync('ec', { namedCurve: 'prime256v1' }).privateKey;
    const signed = (
      claims: { iss?: string; sub?: string; aud?: string; exp?: number },
      key = p256.privateKey,
    ) =>
      new SignJWT({})
        .setProtectedHeader({ alg: 'ES256', kid: APPLE.APPLE_KEY_ID })
        .setIssuer(claims.iss ?? APPLE.APPLE_TEAM_ID)
        .setSubject(claims.sub ?? APPLE_STAND_IN_CLIENT)
        .setAudience(claims.aud ?? idp.issuer)
        .setIssuedAt(Math.floor(now / 1000) - 600)
        .setExpirationTime(claims.exp ?? Math.floor(now / 1000) + 300)
        .sign(key);
    const tokenCall = (secret: string, basic = false) =>
      fetch(`${idp.issuer}/token`, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          ...(basic
            ? {
                authorization: `Basic ${Buffer.from(`${APPLE_STAND_IN_CLIENT}:${secret}`).toString('base64')}`,
              }
            : {}),
        },
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          code: 'not-a-code',
          redirect_uri: `${PUBLIC}/thirdparty/callback/apple`,
          ...(basic ? {} : { client_id: APPLE_STAND_IN_CLIENT, client_secret: secret }),
        }),
      }).then(async (response) => ({
        status: response.status,
        ...((await response.json()) as object),
      }));
    const refusals = [
      await signed({}, other),
      await signed({ iss: 'OTHERTEAM1' }),
      await signed({ sub: FOYER_CLIENT_ID }),
      await signed({ aud: 'https://appleid.apple.com' }),
      await signed({ exp: Math.floor(now / 1000) - 60 }),
    ];
    for (const secret of refusals) {
      expect(await tokenCall(secret)).toMatchObject({ status: 400, error: 'invalid_client' });
    }
    expect(await tokenCall(good, true)).toMatchObject({ status: 400, error: 'invalid_client' });
    // Apple's own secret passes the gate: the provider then judges the code.
    expect(await tokenCall(good)).toMatchObject({ status: 400, error: 'invalid_grant' });
  });

  it('a provider that cannot be reached answers 48006 and stores no flow, never a 500', async () => {
    const response = await t.app.inject({
      url: '/x-api/thirdparty/authorize/tr',
      headers: { host: PUBLIC_HOST },
    });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toMatchObject({ ret_code: 48006 });
    expect(response.headers['set-cookie']).toBeUndefined();
  });
});
