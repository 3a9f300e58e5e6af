/**
 * POST /user/public/login/thirdparty (docs/decisions/060, 061): the wiring only. The rules are the
 * use-case's (thirdparty-login.use-case.test.ts); the door is proven by gates/doors.routes.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases } from '../test-support/databases.js';
import {
  FOYER_CLIENT_ID,
  startOidcProvider,
  type IdTokenClaims,
  type TestOidcProvider,
} from '../test-support/oidc-provider.js';
import { reachedFlowNonce } from '../test-support/third-party-flows.js';
import { routeTestApp } from '../test-support/route-test-app.js';
import { json } from '../test-support/test-app.js';
import type { ThirdPartyProvider } from './id-token.js';
import { issuerKeys } from './issuer-keys.js';

const PATH = '/user/public/login/thirdparty';
let people = 0;
const aPerson = () => {
  const sub = `route-${(people += 1)}-${Date.now()}`;
  return { sub, email: `${sub}@example.com`, email_verified: true };
};

describe.each(databases)('POST /user/public/login/thirdparty on $name', (database) => {
  let idp: TestOidcProvider;
  /** Filled before the app is built: Google is the local provider, for Foyer's client. */
  const env: Record<string, string> = {};
  beforeAll(async () => {
    idp = await startOidcProvider();
    Object.assign(env, {
      GOOGLE_ISSUER: idp.issuer,
      GOOGLE_CLIENT_ID: FOYER_CLIENT_ID,
      TR_ISSUER: idp.issuer,
      TR_CLIENT_ID: FOYER_CLIENT_ID,
    });
  });
  afterAll(async () => {
    await idp?.close();
  });
  const t = routeTestApp(database, env, { idTokenKeys: issuerKeys({}) });
  /** The person's token from a popup flow of ours for `provider` at its callback (061). */
  const ourToken = async (person: IdTokenClaims, provider: ThirdPartyProvider = 'google') =>
    idp.idToken({ ...person, nonce: await reachedFlowNonce(t.store, provider, t.clock.now()) });

  it('a new person gets use_thirdparty 1, the account fields, the token and the session cookie', async () => {
    const person = aPerson();
    const token = await ourToken(person);
    const response = await t.inject('POST', PATH, { token_type: 'google', token });
    const body = json(response);
    expect(body).toMatchObject({
      ret_code: 0,
      result: { use_thirdparty: 1, id: expect.any(String), create_time: expect.any(Number) },
      token: expect.any(String),
    });
    expect(response.headers['set-cookie']).toMatch(/^foyer_token=[^;]+;.*HttpOnly.*SameSite=Lax/);
    const again = await t.post(PATH, { token_type: 'google', token: await ourToken(person) }); // prettier-ignore
    expect(again).toMatchObject({ ret_code: 0, result: { use_thirdparty: 2, id: body.result.id } });
  });

  it('a token whose nonce names no flow the server started answers 48001 nonceMismatch', async () => {
    const token = await idp.idToken({ ...aPerson(), nonce: 'made-up' });
    expect(await t.post(PATH, { token_type: 'google', token })).toMatchObject({
      ret_code: 48001,
      result: { reason: 'nonceMismatch' },
    });
  });

  it('token_type tr is accepted: a Turkish flow signs up (use_thirdparty 1)', async () => {
    const token = await ourToken(aPerson(), 'tr');
    expect(await t.post(PATH, { token_type: 'tr', token })).toMatchObject({
      ret_code: 0,
      result: { use_thirdparty: 1 },
    });
  });

  it('the sign-up channel travels with the token: affiliate, group and tracking fields reach the account as on the e-mail path', async () => {
    const token = await ourToken(aPerson());
    const joined = await t.post(PATH, {
      token_type: 'google',
      token,
      affiliate_id: '7002',
      group_id: 'g1',
      channel_info: { affiliate_id: '7002', medium: 'affiliate', utmsource: 'news' },
    });
    expect(joined).toMatchObject({ ret_code: 0, result: { use_thirdparty: 1 } });
    expect(await t.store.referral.channelOf(String(joined.result.id))).toMatchObject({
      source: 'affiliate',
      affiliate_id: '7002',
      group_id: 'g1',
    });
  });

  it('an e-mail that has an account answers 48003', async () => {
    const person = aPerson();
    await t.post(PATH, { token_type: 'google', token: await ourToken(person) });
    const other = { ...aPerson(), email: person.email };
    expect(await t.post(PATH, { token_type: 'google', token: await ourToken(other) })).toMatchObject({ ret_code: 48003 }); // prettier-ignore
  });

  it('a provider without a client id here answers 48002', async () => {
    const token = await idp.idToken(aPerson());
    expect(await t.post(PATH, { token_type: 'apple', token })).toMatchObject({ ret_code: 48002 });
  });

  it.each([
    ['an unknown token_type', { token_type: 'facebook', token: 'a.b.c' }],
    ['no token', { token_type: 'google' }],
  ])('%s is refused with 10004 (HTTP 400)', async (_why, body) => {
    const response = await t.inject('POST', PATH, body);
    expect(response.statusCode).toBe(400);
    expect(json(response)).toMatchObject({ ret_code: 10004 });
  });
});
