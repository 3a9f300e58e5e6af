/**
 * Platform ids for Apple sign-in (behaviour §9, docs/decisions/155): the setting naming each
 * platform's Services ID, the web config's answer per page, the popup asking Apple as the
 * page's platform, and a token of another platform's Services ID refused in the envelope.
 */
import { generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { appleClientIdFor } from '../config/third-party.config.js';
import { databases } from '../test-support/databases.js';
import {
  FOYER_CLIENT_ID,
  OTHER_CLIENT_ID,
  startOidcProvider,
  type TestOidcProvider,
} from '../test-support/oidc-provider.js';
import { routeTestApp } from '../test-support/route-test-app.js';
import { json } from '../test-support/test-app.js';
import { popupBrowser } from '../test-support/third-party-flows.js';
import { issuerKeys } from './issuer-keys.js';

const APPLE_KEY = generateKeyPairSync('ec', { namedCurve: 'prime256v1' }).privateKey;
const config = (env: Record<string, string>) => loadConfig({ DATA_DIR: '/tmp', ...env });
const WEB = 'com.example.web';
const LEARN = 'com.example.learn';
const WEB_TESTNET = 'com.example.testnet.web';
const IOS = 'com.example.ios';
const PLATFORMS = {
  APPLE_CLIENT_ID: [WEB, LEARN, WEB_TESTNET, IOS].join(','),
  APPLE_PLATFORM_CLIENT_IDS: `web=${WEB}, learn=${LEARN}, web-testnet=${WEB_TESTNET}`,
};

describe('APPLE_PLATFORM_CLIENT_IDS: the Services ID of each platform id', () => {
  it("names a Services ID per platform; one not named takes its environment's web, else the first APPLE_CLIENT_ID", () => {
    const settings = config(PLATFORMS);
    expect(settings.applePlatformClientIds).toEqual({
      web: WEB,
      learn: LEARN,
      'web-testnet': WEB_TESTNET,
    });
    expect(appleClientIdFor(settings, 'learn')).toBe(LEARN);
    expect(appleClientIdFor(settings, 'announcements')).toBe(WEB);
    expect(appleClientIdFor(settings, 'learn-testnet')).toBe(WEB_TESTNET);
    const firstOnly = config({ APPLE_CLIENT_ID: `${IOS},${WEB}` });
    expect(appleClientIdFor(firstOnly, 'announcements-testnet')).toBe(IOS);
    expect(appleClientIdFor(config({}), 'web')).toBeUndefined();
  });

  it('stops start-up on an unknown platform, a pair that is not one, a platform named twice, or an id APPLE_CLIENT_ID does not accept', () => {
    const bad = [
      [`ios=${IOS}`, /"ios" is not a platform id/],
      ['web', /not platform=client id/],
      [`web=${WEB}=x`, /not platform=client id/],
      [`web=${WEB},web=${LEARN}`, /"web" is named twice/],
      ['learn=com.example.unlisted', /learn's "com.example.unlisted" is not in APPLE_CLIENT_ID/],
    ] as const;
    for (const [value, message] of bad) {
      expect(() => config({ ...PLATFORMS, APPLE_PLATFORM_CLIENT_IDS: value }), value).toThrow(
        message,
      );
    }
    expect(() => config({ ...PLATFORMS, APPLE_PLATFORM_CLIENT_IDS: 'web=a b' })).toThrow(
      /Invalid APPLE_PLATFORM_CLIENT_IDS/,
    );
  });
});

describe.each(databases)('Apple platform ids on the wire on $name', (database) => {
  let idp: TestOidcProvider;
  /** The stand-in issues tokens for two clients: ours as web, the other as learn. */
  const env: Record<string, string> = {};
  beforeAll(async () => {
    idp = await startOidcProvider();
    Object.assign(env, {
      ...PLATFORMS,
      APPLE_ISSUER: idp.issuer,
      APPLE_CLIENT_ID: [FOYER_CLIENT_ID, OTHER_CLIENT_ID, WEB_TESTNET].join(','),
      APPLE_PLATFORM_CLIENT_IDS: `web=${FOYER_CLIENT_ID},learn=${OTHER_CLIENT_ID},web-testnet=${WEB_TESTNET}`,
      RATE_LIMIT_LOGIN_PER_MINUTE: '10000',
      // Apple's popup, on the exchange's host and two more of our pages' hosts.
      PUBLIC_ORIGIN: 'https://www.example.com',
      SITE_ORIGINS: 'https://learn.example.com,https://testnet.example.com',
      APPLE_TEAM_ID: 'TEAM123456',
      APPLE_KEY_ID: 'KEY1234567',
      APPLE_PRIVATE_KEY: APPLE_KEY.export({ type: 'pkcs8', format: 'pem' }).toString(),
    });
  });
  afterAll(async () => {
    await idp?.close();
  });
  const t = routeTestApp(database, env, { idTokenKeys: issuerKeys({}) });

  const fromPage = async (host: string, path: string, body: object) =>
    json(
      await t.app.inject({
        method: 'POST',
        url: `/x-api${path}`,
        headers: { host },
        payload: body,
      }),
    );

  it("the web config hands each page its platform's Services ID, per environment", async () => {
    const cases = [
      ['www.example.com', 'web', FOYER_CLIENT_ID],
      ['learn.example.com.hk', 'learn', OTHER_CLIENT_ID],
      ['testnet.example.co.uk', 'web-testnet', WEB_TESTNET],
      ['learn.testnet.example.com', 'learn-testnet', WEB_TESTNET],
      ['announcements.example.com', 'announcements', FOYER_CLIENT_ID],
    ] as const;
    for (const [host, platform, clientId] of cases) {
      const answer = await fromPage(host, '/v3/config/web', {});
      expect(answer.result.third_party, host).toMatchObject({
        apple_platform: platform,
        apple_client_id: clientId,
      });
    }
  });

  it("the popup asks Apple as the page's platform: its Services ID is the flow's client", async () => {
    const cases = [
      ['www.example.com', FOYER_CLIENT_ID],
      ['learn.example.com', OTHER_CLIENT_ID],
      ['testnet.example.com', WEB_TESTNET],
    ] as const;
    for (const [host, clientId] of cases) {
      const { location } = await popupBrowser(t, idp, { host }).start('apple');
      expect(new URL(location).searchParams.get('client_id'), host).toBe(clientId);
    }
  });

  it("a visitor on the exchange's page presenting a token Apple issued for the academy's Services ID is refused with the envelope (48001 wrongAudience)", async () => {
    const person = { sub: `apple-learn-${Date.now()}`, email: 'learner@example.com', nonce: 'n' };
    const learnToken = await idp.idToken(person, OTHER_CLIENT_ID);
    const onWeb = await fromPage('www.example.com', '/user/public/login/thirdparty', {
      token_type: 'apple',
      token: learnToken,
    });
    expect(onWeb).toMatchObject({ ret_code: 48001, result: { reason: 'wrongAudience' } });
    // The same token on the academy's own page passes the audience, and then needs its flow.
    const onLearn = await fromPage('learn.example.com', '/user/public/login/thirdparty', {
      token_type: 'apple',
      token: learnToken,
    });
    expect(onLearn).toMatchObject({ ret_code: 48001, result: { reason: 'nonceMismatch' } });
  });

  it("a token of the production exchange's Services ID is refused on a testnet page, and the other way round", async () => {
    const person = { sub: `apple-web-${Date.now()}`, nonce: 'n' };
    const webToken = await idp.idToken(person, FOYER_CLIENT_ID);
    for (const host of ['testnet.example.com', 'learn.example.com']) {
      const answer = await fromPage(host, '/user/public/login/thirdparty', {
        token_type: 'apple',
        token: webToken,
      });
      expect(answer, host).toMatchObject({ ret_code: 48001, result: { reason: 'wrongAudience' } });
    }
  });
});
