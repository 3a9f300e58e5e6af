import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { PASSWORD_ERROR_LIMIT, SUB_ACCOUNT_LIMIT, encodeCaptchaToken } from '@foyer/contract';
import type { PowChallenge } from '@foyer/contract/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStore, type Store } from '../store/store.js';
import { databases, type FreshDatabase } from '../test-support/databases.js';
import { signUpByEmail } from '../test-support/flows.js';
import { buildTestApp, digestOf, json, postJson, type TestApp } from '../test-support/test-app.js';
import { codeAt, enableTwoFactor } from '../test-support/two-factor.js';

const SUB_PASSWORD = 'Sub-pass9';

describe.each(databases)(
  'sub-accounts (behaviour §6 main versus sub-account login) on $name',
  (database) => {
    let fresh: FreshDatabase;
    let t: TestApp;
    let operator: Store;
    let n = 0;
    const uniqueName = (stem: string) => `${stem}${(n += 1)}${Date.now() % 100000}`;

    const create = async (token: string, name: string, password = SUB_PASSWORD) =>
      json(
        await postJson(
          t.app,
          '/user/private/sub-account/create',
          { name, password: digestOf(password) },
          { usertoken: token },
        ),
      );
    const list = async (token: string) =>
      json(
        await t.app.inject({
          url: '/x-api/user/private/sub-account/list',
          headers: { usertoken: token },
        }),
      );
    const profile = async (token: string) =>
      json(
        await t.app.inject({
          url: '/x-api/v2/private/user/profile',
          headers: { usertoken: token },
        }),
      );
    async function solved() {
      const url = '/x-api/v3/public/user/captcha-info?scene=31000';
      const challenge = json(await t.app.inject({ url })).result.challenge as PowChallenge;
      const solution = await solveChallenge({ challenge: challenge as Challenge, deriveKey });
      return { token: encodeCaptchaToken(challenge, solution!), scene: 31000 };
    }
    const subLogin = async (name: string, password: string, captcha = true) =>
      json(
        await postJson(t.app, '/user/public/sub-account/login', {
          name,
          password: digestOf(password),
          ...(captcha ? { magpie_verify_info: await solved() } : {}),
        }),
      );
    let main: { id: string; token: string };

    beforeAll(async () => {
      fresh = await database.create();
      t = await buildTestApp(fresh, {
        CAPTCHA_ON_LOGIN: 'true',
        RATE_LIMIT_LOGIN_PER_MINUTE: '1000',
        RATE_LIMIT_SEND_CODE_PER_MINUTE: '1000',
      });
      operator = await openStore(fresh);
      main = await signUpByEmail(t, 'main-of-subs@example.com');
    });
    afterAll(async () => {
      await operator?.destroy();
      await t?.app.close();
      await fresh?.dispose();
    });

    it('a main account creates a sub-account (name and password) and lists it', async () => {
      const name = uniqueName('Desk');
      const created = await create(main.token, name);
      expect(created).toMatchObject({ ret_code: 0, result: { name: name.toLowerCase() } });
      expect(created.result.id).toMatch(/^[1-9]\d{8}$/);
      const listed = await list(main.token);
      expect(listed.result.list).toContainEqual(
        expect.objectContaining({ id: created.result.id, name: name.toLowerCase() }),
      );
    });

    it('sub-account names are unique across the server, without case (decision 020)', async () => {
      const name = uniqueName('Shared');
      expect((await create(main.token, name)).ret_code).toBe(0);
      const other = await signUpByEmail(t, `other${(n += 1)}@example.com`);
      expect(await create(other.token, name.toUpperCase())).toMatchObject({ ret_code: 36001 });
      expect((await list(other.token)).result.list).toEqual([]);
    });

    it('bad names and passwords answer the envelope: 10004 naming the rule', async () => {
      expect(await create(main.token, 'ab')).toMatchObject({ ret_code: 10004 });
      expect(await create(main.token, 'has space1')).toMatchObject({ ret_code: 10004 });
      const raw = json(
        await postJson(
          t.app,
          '/user/private/sub-account/create',
          { name: uniqueName('Raw'), password: 'plain' },
          { usertoken: main.token },
        ),
      );
      expect(raw.ret_code).toBe(10004);
    });

    it('creating and listing need a main account’s session', async () => {
      expect(await create('not-a-token', uniqueName('Anon'))).toMatchObject({ ret_code: 10005 });
      expect((await list('not-a-token')).ret_code).toBe(10005);
    });

    it('a sub-account belongs to exactly one main account: it cannot create sub-accounts', async () => {
      const name = uniqueName('Child');
      await create(main.token, name);
      const sub = await subLogin(name, SUB_PASSWORD);
      expect(await create(String(sub.token), uniqueName('Grand'))).toMatchObject({
        ret_code: 36003,
      });
    });

    it(`a main account holds at most ${SUB_ACCOUNT_LIMIT} sub-accounts`, async () => {
      const owner = await signUpByEmail(t, `owner${(n += 1)}@example.com`);
      for (let i = 0; i < SUB_ACCOUNT_LIMIT; i += 1) {
        expect((await create(owner.token, uniqueName('Many'))).ret_code).toBe(0);
      }
      expect(await create(owner.token, uniqueName('Many'))).toMatchObject({ ret_code: 36002 });
    });

    it('a sub-account logs in by name and password; its session shows it is a sub-account', async () => {
      const name = uniqueName('Login');
      await create(main.token, name);
      const answer = await subLogin(name.toUpperCase(), SUB_PASSWORD);
      expect(answer).toMatchObject({ ret_code: 0, currentSite: 'BYBIT' });
      expect(answer.token).toEqual(expect.any(String));
      expect(await profile(String(answer.token))).toMatchObject({
        ret_code: 0,
        result: { sub_account: { name: name.toLowerCase(), parent_id: main.id } },
      });
      expect((await profile(main.token)).result.sub_account).toBeUndefined();
    });

    it('the same captcha: without a solved challenge the password is never checked', async () => {
      const name = uniqueName('Captcha');
      await create(main.token, name);
      expect((await subLogin(name, SUB_PASSWORD, false)).ret_code).toBe(34001);
    });

    it('the same lock-out: 31002 with the attempts, then 31030 after five wrong passwords', async () => {
      const name = uniqueName('Locked');
      await create(main.token, name);
      for (let count = 1; count <= PASSWORD_ERROR_LIMIT - 1; count += 1) {
        expect(await subLogin(name, 'Wrong-pass1')).toMatchObject({
          ret_code: 31002,
          result: { pass_err_count: count },
        });
      }
      expect((await subLogin(name, 'Wrong-pass1')).ret_code).toBe(31030);
      expect((await subLogin(name, SUB_PASSWORD)).ret_code).toBe(31030);
    });

    it('an unknown name is only a wrong password (no enumeration)', async () => {
      expect(await subLogin(uniqueName('Nobody'), SUB_PASSWORD)).toMatchObject({ ret_code: 31002 });
    });

    it('a banned main account’s sub-accounts are refused too; a banned address first', async () => {
      const owner = await signUpByEmail(t, `banned-owner${(n += 1)}@example.com`);
      const name = uniqueName('Ban');
      await create(owner.token, name);
      await operator.restrictions.restrict(owner.id, 'banned', 'operator', t.clock.now());
      expect((await subLogin(name, SUB_PASSWORD)).ret_code).toBe(31003);
      await operator.restrictions.banRange('127.0.0.0/8', t.clock.now());
      try {
        expect((await subLogin(name, SUB_PASSWORD)).ret_code).toBe(31018);
      } finally {
        await operator.restrictions.unbanRange('127.0.0.0/8');
      }
    });

    it('the main log-in does not find sub-accounts (they have no e-mail or phone)', async () => {
      const name = uniqueName('Apart');
      await create(main.token, name);
      const asMain = json(
        await postJson(t.app, '/login', {
          email: `${name}@example.com`,
          password: digestOf(SUB_PASSWORD),
          magpie_verify_info: await solved(),
        }),
      );
      expect(asMain.ret_code).toBe(31002);
    });
    describe('after the password, the main log-in’s steps (decision 036)', () => {
      /** A sub-account log-in from a device (Guid header), captcha solved, codes as given. */
      const subLoginFrom = async (name: string, guid: string, extra: object = {}) => {
        const response = await t.app.inject({
          method: 'POST',
          url: '/x-api/user/public/sub-account/login',
          headers: { guid },
          payload: {
            name,
            password: digestOf(SUB_PASSWORD),
            magpie_verify_info: await solved(),
            ...extra,
          },
        });
        return { response, body: json(response) };
      };
      /** A new sub-account of `main`, logged in once from `guid` (its first, trusted device). */
      async function subAccountOn(guid: string) {
        const name = uniqueName('Gate');
        const created = await create(main.token, name);
        const first = await subLoginFrom(name, guid);
        expect(first.body.ret_code).toBe(0);
        return { name, id: String(created.result.id), token: String(first.body.token) };
      }

      it('a sub-account with an authenticator gets no session without its code', async () => {
        const sub = await subAccountOn('desk-1');
        const secret = await enableTwoFactor(t, sub.token, SUB_PASSWORD);
        // The attacker has the name and the password, from the owner's usual device.
        const bare = await subLoginFrom(sub.name, 'desk-1');
        expect(bare.body).toMatchObject({ ret_code: 0, result: { google2fa_secret: true } });
        expect(bare.body.token).toBeUndefined();
        expect(bare.response.headers['set-cookie']).toBeUndefined();
        const right = codeAt(secret, t.clock.now());
        const guessed = await subLoginFrom(sub.name, 'desk-1', {
          google2fa: right === '123456' ? '123457' : '123456',
        });
        expect(guessed.body.ret_code).toBe(35001);
        expect(guessed.body.token).toBeUndefined();
        // The owner, with the code, gets the session.
        const owner = await subLoginFrom(sub.name, 'desk-1', { google2fa: right });
        expect(owner.body.ret_code).toBe(0);
        expect(await profile(String(owner.body.token))).toMatchObject({ ret_code: 0 });
      });

      it('a sub-account that must reset its password gets pre_action 1 and no session', async () => {
        const sub = await subAccountOn('desk-2');
        await operator.recovery.requireReset(sub.id, t.clock.now());
        const answer = await subLoginFrom(sub.name, 'desk-2');
        expect(answer.body).toMatchObject({ ret_code: 0, result: { pre_action: 1 } });
        expect(answer.body.token).toBeUndefined();
        expect(answer.response.headers['set-cookie']).toBeUndefined();
      });

      it('a sub-account from a new device gets the risk step; the code goes to its main account', async () => {
        const sub = await subAccountOn('desk-3');
        const stranger = await subLoginFrom(sub.name, 'stranger-device');
        expect(stranger.body).toMatchObject({ ret_code: 0, result: { risk_token_type: 'pass' } });
        expect(stranger.body.token).toBeUndefined();
        expect(stranger.response.headers['set-cookie']).toBeUndefined();
        const riskToken = String(stranger.body.result.risk_token);
        const sent = json(
          await postJson(t.app, '/user/public/risk/send-code', { risk_token: riskToken }),
        );
        expect(sent).toMatchObject({ ret_code: 0, result: { channel: 'email' } });
        const code = t.delivery.lastCodeTo('main-of-subs@example.com');
        const checked = json(
          await postJson(t.app, '/user/public/risk/check', { risk_token: riskToken, code }),
        );
        expect(checked.ret_code).toBe(0);
        const verified = await subLoginFrom(sub.name, 'stranger-device', { risk_token: riskToken });
        expect(verified.body.ret_code).toBe(0);
        expect(verified.body.token).toEqual(expect.any(String));
      });
    });

    it(`two creations at once at the limit make exactly ${SUB_ACCOUNT_LIMIT} sub-accounts`, async () => {
      const owner = await signUpByEmail(t, `racer${(n += 1)}@example.com`);
      for (let i = 0; i < SUB_ACCOUNT_LIMIT - 1; i += 1) {
        expect((await create(owner.token, uniqueName('Race'))).ret_code).toBe(0);
      }
      const both = await Promise.all([
        create(owner.token, uniqueName('Race')),
        create(owner.token, uniqueName('Race')),
      ]);
      expect(both.map((answer) => answer.ret_code).sort()).toEqual([0, 36002]);
      expect((await list(owner.token)).result.list).toHaveLength(SUB_ACCOUNT_LIMIT);
    });

    it(`a burst of creations from nothing also stops at exactly ${SUB_ACCOUNT_LIMIT}`, async () => {
      const owner = await signUpByEmail(t, `burst${(n += 1)}@example.com`);
      const answers = await Promise.all(
        Array.from({ length: SUB_ACCOUNT_LIMIT + 4 }, () =>
          create(owner.token, uniqueName('Burst')),
        ),
      );
      expect(answers.filter((answer) => answer.ret_code === 0)).toHaveLength(SUB_ACCOUNT_LIMIT);
      expect(answers.filter((answer) => answer.ret_code === 36002)).toHaveLength(4);
      expect((await list(owner.token)).result.list).toHaveLength(SUB_ACCOUNT_LIMIT);
    });
  },
);
