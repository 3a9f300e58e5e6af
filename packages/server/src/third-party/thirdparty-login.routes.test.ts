/**
 * POST /user/public/login/thirdparty (docs/decisions/060, 061): the wiring only. The rules are the
 * use-case's (thirdparty-login.use-case.test.ts); the door is proven by gates/doors.routes.test.ts.
 */
import { REGISTER_ENTRY } from '@foyer/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases } from '../test-support/databases.js';
import {
  startOidcProvider,
  type IdTokenClaims,
  type TestOidcProvider,
} from '../test-support/oidc-provider.js';
import { signedTelegramLogin, telegramCallback, TEST_BOT_TOKEN } from '../test-support/telegram.js';
import { ownBrowsers, popupEnv, popupRedirectUris } from '../test-support/third-party-flows.js';
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
    idp = await startOidcProvider(undefined, { redirectUris: popupRedirectUris() });
    Object.assign(env, {
      ...popupEnv(idp),
      TELEGRAM_BOT_TOKEN: TEST_BOT_TOKEN,
      RATE_LIMIT_LOGIN_PER_MINUTE: '10000',
    });
  });
  afterAll(async () => {
    await idp?.close();
  });
  const t = routeTestApp(database, env, { idTokenKeys: issuerKeys({}) });
  /** Each popup in a browser of its own; each call from the browser whose popup got its token. */
  const browsers = ownBrowsers(t, () => idp);
  /** The person's token from a popup of ours for `provider`, the whole round trip run (061). */
  const ourToken = (person: IdTokenClaims, provider: ThirdPartyProvider = 'google') =>
    browsers.token(person, provider);

  it('a new person gets use_thirdparty 1, the account fields, the token and the session cookie', async () => {
    const person = aPerson();
    const token = await ourToken(person);
    const response = await browsers.browserOf(token).inject(PATH, { token_type: 'google', token });
    const body = json(response);
    expect(body).toMatchObject({
      ret_code: 0,
      result: { use_thirdparty: 1, id: expect.any(String), create_time: expect.any(Number) },
      token: expect.any(String),
    });
    expect(response.headers['set-cookie']).toMatch(/^foyer_token=[^;]+;.*HttpOnly.*SameSite=Lax/);
    const again = await browsers.post(PATH, {
      token_type: 'google',
      token: await ourToken(person),
    });
    expect(again).toMatchObject({ ret_code: 0, result: { use_thirdparty: 2, id: body.result.id } });
  });

  it('a token whose nonce names no flow the server started answers 48001 nonceMismatch', async () => {
    const token = await idp.idToken({ ...aPerson(), nonce: 'made-up' });
    expect(await t.post(PATH, { token_type: 'google', token })).toMatchObject({
      ret_code: 48001,
      result: { reason: 'nonceMismatch' },
    });
  });

  it('token_type tr is accepted: a Turkish flow signs up (use_thirdparty 1), as register entry 44 (TR_REGISTER, decision 141)', async () => {
    const token = await ourToken(aPerson(), 'tr');
    const joined = await browsers.post(PATH, { token_type: 'tr', token });
    expect(joined).toMatchObject({ ret_code: 0, result: { use_thirdparty: 1 } });
    expect(await t.store.referral.channelOf(String(joined.result.id))).toMatchObject({
      entry: REGISTER_ENTRY.TR_REGISTER,
    });
  });

  it('a Google sign-up has no register entry code (the spec names none for it)', async () => {
    const joined = await browsers.post(PATH, {
      token_type: 'google',
      token: await ourToken(aPerson()),
    });
    expect(await t.store.referral.channelOf(String(joined.result.id))).toMatchObject({
      entry: null,
      tx_id: null,
    });
  });

  it('the sign-up channel travels with the token: affiliate, group and tracking fields reach the account as on the e-mail path', async () => {
    const token = await ourToken(aPerson());
    const joined = await browsers.post(PATH, {
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

  it('behaviour §3 "Third-party sign-in", the request: location_link, live_country_code and risk_ext {version} are read and kept with the new account (decision 147); username and isManuallyModifyUserCode are accepted', async () => {
    const joined = await browsers.post(PATH, {
      token_type: 'google',
      token: await ourToken(aPerson()),
      location_link: 'https://blog.example.org/review?code=SECRET',
      live_country_code: 'fr',
      risk_ext: { version: '1' },
      username: 'typed@example.com',
      isManuallyModifyUserCode: 0,
    });
    expect(joined).toMatchObject({ ret_code: 0, result: { use_thirdparty: 1 } });
    const channel = await t.store.referral.channelOf(String(joined.result.id));
    expect(JSON.parse(channel?.visit ?? 'null')).toEqual({
      location_link: 'https://blog.example.org/review',
      live_country_code: 'FR',
      risk_ext_version: '1',
    });
  });

  it('a third-party sign-in whose risk_ext version or location_link is malformed is refused in the envelope (10004)', async () => {
    const token = await ourToken(aPerson());
    for (const bad of [{ risk_ext: { version: '<1>' } }, { location_link: 'data:text/html,x' }]) {
      const answer = await browsers.post(PATH, { token_type: 'google', token, ...bad });
      expect(answer).toMatchObject({ ret_code: 10004 });
    }
  });

  it('onlyLogin (login_only): a person with no account gets 48030 and none is made; a known person logs in', async () => {
    const person = aPerson();
    const refused = await browsers.post(PATH, {
      token_type: 'google',
      token: await ourToken(person),
      login_only: true,
    });
    expect(refused).toMatchObject({ ret_code: 48030 });
    expect(await t.store.accounts.findByEmail(person.email)).toBeUndefined();
    const made = await browsers.post(PATH, { token_type: 'google', token: await ourToken(person) });
    expect(made).toMatchObject({ ret_code: 0, result: { use_thirdparty: 1 } });
    const known = await browsers.post(PATH, {
      token_type: 'google',
      token: await ourToken(person),
      login_only: true,
    });
    expect(known).toMatchObject({ ret_code: 0, result: { use_thirdparty: 2, id: made.result.id } });
  });

  it('onlyLogin (login_only): a Telegram person with no account gets 48030, no account made', async () => {
    const telegramId = 719_000_000 + (people += 1);
    const refused = await t.post(PATH, {
      token_type: 'telegram',
      token: telegramCallback(signedTelegramLogin({ id: telegramId }, t.clock.now())),
      login_only: true,
    });
    expect(refused).toMatchObject({ ret_code: 48030 });
    expect(await t.store.telegram.byTelegramId(String(telegramId))).toBeUndefined();
  });

  it('an e-mail that has an account answers 48003', async () => {
    const person = aPerson();
    await browsers.post(PATH, { token_type: 'google', token: await ourToken(person) });
    const other = { ...aPerson(), email: person.email };
    expect(
      await browsers.post(PATH, { token_type: 'google', token: await ourToken(other) }),
    ).toMatchObject({ ret_code: 48003 });
  });

  describe('telegram_callback travels in the call (behaviour §3 "Third-party sign-in") and binds as on log-in', () => {
    let telegramIds = 710_000_000;
    const freshTelegram = () =>
      telegramCallback(signedTelegramLogin({ id: (telegramIds += 1) }, t.clock.now()));
    const bindStatus = async (token: unknown) =>
      (await t.get('/user/private/telegram-bind-status', String(token))).result;

    it("a sign-up with a provider and valid Telegram data binds it: tg_bind_result 'success', status 1", async () => {
      const token = await ourToken(aPerson());
      const body = await browsers.post(PATH, {
        token_type: 'google',
        token,
        telegram_callback: freshTelegram(),
      });
      expect(body).toMatchObject({
        ret_code: 0,
        result: { use_thirdparty: 1, tg_bind_result: 'success' },
      });
      expect(await bindStatus(body.token)).toBe(1);
    });

    it('a log-in with a provider binds it too; a forged one is reported and the sign-in still completes', async () => {
      const person = aPerson();
      const first = await browsers.post(PATH, {
        token_type: 'google',
        token: await ourToken(person),
      });
      expect(first.result).not.toHaveProperty('tg_bind_result');
      expect(await bindStatus(first.token)).toBe(0);
      const forged = JSON.stringify({ ...JSON.parse(freshTelegram()), first_name: 'Mallory' });
      const refused = await browsers.post(PATH, {
        token_type: 'google',
        token: await ourToken(person),
        telegram_callback: forged,
      });
      expect(refused).toMatchObject({ ret_code: 0, result: { use_thirdparty: 2 } });
      expect(refused.result.tg_bind_result).not.toBe('success');
      expect(await bindStatus(refused.token)).toBe(0);
      const bound = await browsers.post(PATH, {
        token_type: 'google',
        token: await ourToken(person),
        telegram_callback: freshTelegram(),
      });
      expect(bound).toMatchObject({
        ret_code: 0,
        result: { use_thirdparty: 2, tg_bind_result: 'success' },
      });
      expect(await bindStatus(bound.token)).toBe(1);
    });

    it('a telegram_callback that is not a string, or too long, is bad input (10004)', async () => {
      const token = await ourToken(aPerson());
      for (const telegram_callback of [42, 'x'.repeat(2049)]) {
        const response = await t.inject('POST', PATH, {
          token_type: 'google',
          token,
          telegram_callback,
        });
        expect(json(response)).toMatchObject({ ret_code: 10004 });
      }
    });
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
