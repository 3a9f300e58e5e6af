/**
 * The sub-account calls' wiring and answers (behaviour §7 "Sub-accounts"; decisions 020, 036):
 * create and list behind a main account's session, the log-in behind the log-in's captcha
 * guard, each outcome with its ret_code, and no session token or cookie until every step is
 * passed. The rules themselves: sub-accounts.service.test.ts.
 */
import { PASSWORD_ERROR_LIMIT, SUB_ACCOUNT_LIMIT } from '@foyer/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { solvedCaptcha } from '../test-support/captcha.js';
import { databases } from '../test-support/databases.js';
import { reauthBy, signUpByEmail, type SignedUp } from '../test-support/flows.js';
import { routeTestApp } from '../test-support/route-test-app.js';
import { sealedPasswordFields } from '../test-support/sealed-password.js';
import { digestOf, json } from '../test-support/test-app.js';
import { codeAt, enableTwoFactor } from '../test-support/two-factor.js';

const SUB_PASSWORD = 'Sub-pass9';
const MAIN_EMAIL = 'main-of-subs@example.com';

interface SubLoginOptions {
  guid?: string;
  captcha?: boolean;
  password?: string;
  /** The password's fields as sent instead of its digest (decision 151). */
  sent?: object;
  google2fa?: string;
  risk_token?: string;
}

describe.each(databases)('sub-account calls on $name', (database) => {
  const t = routeTestApp(database, {
    CAPTCHA_ON_LOGIN: 'true',
    RATE_LIMIT_LOGIN_PER_MINUTE: '1000',
    RATE_LIMIT_SEND_CODE_PER_MINUTE: '1000',
  });
  let n = 0;
  const uniqueName = (stem: string) => `${stem}${(n += 1)}${Date.now() % 100000}`;
  /** Creates a sub-account as the session's holder, who re-authenticates with `holderPassword`. */
  const create = (token: string, name: string, password = SUB_PASSWORD, holderPassword?: string) =>
    t.post(
      '/user/private/sub-account/create',
      { name, password: digestOf(password), ...reauthBy(holderPassword) },
      token,
    );
  const list = (token: string) => t.get('/user/private/sub-account/list', token);
  const profile = (token: string) => t.get('/v2/private/user/profile', token);
  /** A sub-account log-in from a device (Guid header), the captcha solved unless told not to. */
  async function subLogin(
    name: string,
    {
      guid = 'desk-0',
      captcha = true,
      password = SUB_PASSWORD,
      sent,
      ...codes
    }: SubLoginOptions = {},
  ) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/x-api/user/public/sub-account/login',
      headers: { guid },
      payload: {
        name,
        ...(sent ?? { password: digestOf(password) }),
        ...(captcha ? await solvedCaptcha(t.app, 31000) : {}),
        ...codes,
      },
    });
    return { response, body: json(response) };
  }
  let main: SignedUp;

  beforeAll(async () => {
    main = await signUpByEmail(t, MAIN_EMAIL);
  });

  it("the sub-account's password travels sealed as the main log-in's: it logs in once, and the body played again is refused (decision 151)", async () => {
    const name = uniqueName('Sealed');
    expect((await create(main.token, name)).ret_code).toBe(0);
    const sent = await sealedPasswordFields(t.app, digestOf(SUB_PASSWORD));
    const first = await subLogin(name, { sent });
    expect(first.body).toMatchObject({ ret_code: 0, token: expect.any(String) });
    const replayed = await subLogin(name, { sent });
    expect(replayed.body).toMatchObject({ ret_code: 10004 });
    expect(replayed.body.token).toBeUndefined();
  });

  it('create answers the sub-account (id, name lower-cased); list answers the main account’s', async () => {
    const name = uniqueName('Desk');
    const created = await create(main.token, name);
    expect(created).toMatchObject({ ret_code: 0, result: { name: name.toLowerCase() } });
    expect(created.result.id).toMatch(/^[1-9]\d{8}$/);
    expect((await list(main.token)).result.list).toContainEqual(
      expect.objectContaining({ id: created.result.id, name: name.toLowerCase() }),
    );
  });

  it('bad names and passwords answer the envelope: 10004 naming the rule', async () => {
    expect(await create(main.token, 'ab')).toMatchObject({ ret_code: 10004 });
    expect(await create(main.token, 'has space1')).toMatchObject({ ret_code: 10004 });
    const raw = { name: uniqueName('Raw'), password: 'plain' };
    expect(await t.post('/user/private/sub-account/create', raw, main.token)).toMatchObject({
      ret_code: 10004,
    });
  });

  it('creating and listing need a main account’s session: 10005 without one', async () => {
    expect(await create('not-a-token', uniqueName('Anon'))).toMatchObject({ ret_code: 10005 });
    expect((await list('not-a-token')).ret_code).toBe(10005);
  });

  it('refusals answer their ret_codes: 36001 a taken name, 36003 from a sub-account, 36002 past the limit', async () => {
    const name = uniqueName('Taken');
    expect((await create(main.token, name)).ret_code).toBe(0);
    const owner = await signUpByEmail(t, `owner${(n += 1)}@example.com`);
    expect(await create(owner.token, name.toUpperCase())).toMatchObject({ ret_code: 36001 });
    const sub = await subLogin(name);
    const grand = uniqueName('Grand');
    expect(await create(String(sub.body.token), grand, SUB_PASSWORD, SUB_PASSWORD)).toMatchObject({
      ret_code: 36003,
    });
    for (let i = 0; i < SUB_ACCOUNT_LIMIT; i += 1) {
      expect((await create(owner.token, uniqueName('Many'))).ret_code).toBe(0);
    }
    expect(await create(owner.token, uniqueName('Many'))).toMatchObject({ ret_code: 36002 });
  });

  it('the log-in answers a session; the session shows it is a sub-account of its main account', async () => {
    const name = uniqueName('Login');
    await create(main.token, name);
    const { body } = await subLogin(name.toUpperCase());
    expect(body).toMatchObject({ ret_code: 0, currentSite: 'BYBIT' });
    expect(body.token).toEqual(expect.any(String));
    expect(await profile(String(body.token))).toMatchObject({
      ret_code: 0,
      result: { sub_account: { name: name.toLowerCase(), parent_id: main.id } },
    });
    expect((await profile(main.token)).result.sub_account).toBeUndefined();
  });

  it('the log-in’s captcha guard: without a solved challenge the password is never checked (34001)', async () => {
    const name = uniqueName('Captcha');
    await create(main.token, name);
    expect((await subLogin(name, { captcha: false })).body.ret_code).toBe(34001);
  });

  it('the lock-out answers 31002 with the attempts, then 31030', async () => {
    const name = uniqueName('Locked');
    await create(main.token, name);
    const wrong = { password: 'Wrong-pass1' };
    for (let count = 1; count <= PASSWORD_ERROR_LIMIT - 1; count += 1) {
      expect((await subLogin(name, wrong)).body).toMatchObject({
        ret_code: 31002,
        result: { pass_err_count: count },
      });
    }
    expect((await subLogin(name, wrong)).body.ret_code).toBe(31030);
  });

  it('a banned main account answers 31003; a banned address 31018', async () => {
    const owner = await signUpByEmail(t, `banned-owner${(n += 1)}@example.com`);
    const name = uniqueName('Ban');
    await create(owner.token, name);
    await t.store.restrictions.restrict(owner.id, 'banned', 'operator', t.clock.now());
    expect((await subLogin(name)).body.ret_code).toBe(31003);
    await t.store.restrictions.banRange('127.0.0.0/8', t.clock.now());
    try {
      expect((await subLogin(name)).body.ret_code).toBe(31018);
    } finally {
      await t.store.restrictions.unbanRange('127.0.0.0/8');
    }
  });

  describe('no token and no cookie until the steps after the password are passed (decision 036)', () => {
    /** A new sub-account of `main`, logged in once from `guid` (its first, trusted device). */
    async function subAccountOn(guid: string) {
      const name = uniqueName('Gate');
      const created = await create(main.token, name);
      const first = await subLogin(name, { guid });
      expect(first.body.ret_code).toBe(0);
      return { name, id: String(created.result.id), token: String(first.body.token) };
    }

    it('with an authenticator: google2fa_secret, then 35001 for a wrong code, a session for the right one', async () => {
      const sub = await subAccountOn('desk-1');
      const secret = await enableTwoFactor(t, sub.token, SUB_PASSWORD);
      const bare = await subLogin(sub.name, { guid: 'desk-1' });
      expect(bare.body).toMatchObject({ ret_code: 0, result: { google2fa_secret: true } });
      expect(bare.body.token).toBeUndefined();
      expect(bare.response.headers['set-cookie']).toBeUndefined();
      const right = codeAt(secret, t.clock.now());
      const google2fa = right === '123456' ? '123457' : '123456';
      const guessed = await subLogin(sub.name, { guid: 'desk-1', google2fa });
      expect(guessed.body.ret_code).toBe(35001);
      expect(guessed.body.token).toBeUndefined();
      const owner = await subLogin(sub.name, { guid: 'desk-1', google2fa: right });
      expect(owner.body.ret_code).toBe(0);
      expect(await profile(String(owner.body.token))).toMatchObject({ ret_code: 0 });
    });

    it('one that must reset its password: pre_action 1', async () => {
      const sub = await subAccountOn('desk-2');
      await t.store.recovery.requireReset(sub.id, t.clock.now());
      const answer = await subLogin(sub.name, { guid: 'desk-2' });
      expect(answer.body).toMatchObject({ ret_code: 0, result: { pre_action: 1 } });
      expect(answer.body.token).toBeUndefined();
      expect(answer.response.headers['set-cookie']).toBeUndefined();
    });

    it('from a new device: the risk step, whose code goes to the main account', async () => {
      const sub = await subAccountOn('desk-3');
      const stranger = await subLogin(sub.name, { guid: 'stranger-device' });
      expect(stranger.body).toMatchObject({ ret_code: 0, result: { risk_token_type: 'pass' } });
      expect(stranger.body.token).toBeUndefined();
      expect(stranger.response.headers['set-cookie']).toBeUndefined();
      const risk_token = String(stranger.body.result.risk_token);
      const sent = await t.post('/user/public/risk/send-code', { risk_token });
      expect(sent).toMatchObject({ ret_code: 0, result: { channel: 'email' } });
      const code = t.delivery.lastCodeTo(MAIN_EMAIL);
      expect((await t.post('/user/public/risk/check', { risk_token, code })).ret_code).toBe(0);
      const verified = await subLogin(sub.name, { guid: 'stranger-device', risk_token });
      expect(verified.body.ret_code).toBe(0);
      expect(verified.body.token).toEqual(expect.any(String));
    });
  });
});
