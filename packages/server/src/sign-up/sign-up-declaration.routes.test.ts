import { TERMS_VERSION } from '@foyer/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdmin } from '../admin/admin.js';
import { openStore, type Store } from '../store/store.js';
import { databases, type FreshDatabase } from '../test-support/databases.js';
import {
  buildTestApp,
  digestOf,
  json,
  postJson,
  testConfig,
  type TestApp,
} from '../test-support/test-app.js';

describe.each(databases)(
  'sign-up: no Chinese-domain e-mail; the declaration and terms version are kept (decision 038) on $name',
  (database) => {
    let fresh: FreshDatabase;
    let t: TestApp;
    let store: Store;
    let n = 0;
    const newEmail = () => `declared${(n += 1)}@example.com`;
    const password = digestOf('Passw0rd!');
    const declared = { residence_declared: true, terms_version: TERMS_VERSION };

    beforeAll(async () => {
      fresh = await database.create();
      t = await buildTestApp(fresh, { RATE_LIMIT_SEND_CODE_PER_MINUTE: '1000' });
      store = await openStore(testConfig(fresh));
    });
    afterAll(async () => {
      await store?.destroy();
      await t?.app.close();
      await fresh?.dispose();
    });

    /** The one-step sign-up by e-mail: send the code, then register with `extra`. */
    async function signUp(email: string, extra: object) {
      const sent = json(await postJson(t.app, '/verify/register/email', { email }));
      expect(sent.ret_code).toBe(0);
      const body = { email, emailverify: t.delivery.lastCodeTo(email), password, ...extra };
      return json(await postJson(t.app, '/register/email', { uuid: sent.result.uuid, ...body }));
    }

    const chineseAddresses = ['victim@qq.com', 'Victim@163.COM', 'someone@mail.example.cn'];

    it.each(chineseAddresses)(
      'a sign-up code to a Chinese-domain address (%s) is refused with regNoticeContent, nothing sent',
      async (email) => {
        const before = t.delivery.sent.length;
        for (const [path, body] of [
          ['/verify/register/email', { email }],
          ['/user/public/register/info', { email, verify_type: 1 }],
        ] as const) {
          const answer = json(await postJson(t.app, path, { ...body, ...declared }));
          expect(answer).toMatchObject({ ret_code: 43002 });
        }
        expect(t.delivery.sent.length).toBe(before);
      },
    );

    it('skipping the widget and registering a Chinese-domain address directly makes no account', async () => {
      const email = 'direct@foxmail.com';
      const body = { email, emailverify: '123456', password, ...declared };
      for (const path of ['/register/email', '/user/public/register_compliance']) {
        expect(json(await postJson(t.app, path, body))).toMatchObject({ ret_code: 43002 });
      }
      expect(await store.accounts.findByEmail(email)).toBeUndefined();
    });

    it("the account keeps dialog 1's declaration, when it was made, and the terms version", async () => {
      const joined = await signUp(newEmail(), declared);
      expect(joined.ret_code).toBe(0);
      expect(await store.signUpDeclarations.find(String(joined.result.id))).toMatchObject({
        residence_declared_at: t.clock.now(),
        terms_version: TERMS_VERSION,
      });
    });

    it('a sign-up that declared nothing is kept as undeclared, not as declared', async () => {
      const joined = await signUp(newEmail(), {});
      expect(joined.ret_code).toBe(0);
      expect(await store.signUpDeclarations.find(String(joined.result.id))).toMatchObject({
        residence_declared_at: null,
        terms_version: null,
      });
      const source = await runAdmin(['source', String(joined.result.id)], {
        store,
        clock: t.clock,
      });
      expect(source.out).toContain('residence undeclared terms none');
    });

    it('an operator reads the declaration with the account (admin source)', async () => {
      const joined = await signUp(newEmail(), declared);
      const source = await runAdmin(['source', String(joined.result.id)], {
        store,
        clock: t.clock,
      });
      const when = new Date(t.clock.now()).toISOString();
      expect(source.out).toContain(`residence declared ${when} terms ${TERMS_VERSION}`);
    });

    it('the three-step sign-up keeps the declaration sent with its password step', async () => {
      const email = newEmail();
      const sent = json(
        await postJson(t.app, '/user/public/register/info', { email, verify_type: 1 }),
      );
      const uuid = String(sent.result.uuid);
      const code = t.delivery.lastCodeTo(email);
      expect(
        json(await postJson(t.app, '/user/public/register/verify', { uuid, code })).ret_code,
      ).toBe(0);
      const body = { uuid, password, ...declared };
      const joined = json(await postJson(t.app, '/user/public/register/password', body));
      expect(joined.ret_code).toBe(0);
      expect(await store.signUpDeclarations.find(String(joined.result.id))).toMatchObject({
        residence_declared_at: t.clock.now(),
        terms_version: TERMS_VERSION,
      });
    });

    it('a malformed terms version is bad input (10004), never a 500', async () => {
      const response = await postJson(t.app, '/register/email', {
        email: newEmail(),
        emailverify: '123456',
        password,
        terms_version: '<script>',
      });
      expect(response.statusCode).toBe(400);
      expect(json(response)).toMatchObject({ ret_code: 10004 });
    });

    it('a calling code with leading zeros ("0044") is bad input (10004) and sends nothing', async () => {
      const before = t.delivery.sent.length;
      for (const country_code of ['0044', '044']) {
        const response = await postJson(t.app, '/verify/register/mobile', {
          country_code,
          mobile: '7700900123',
        });
        expect(response.statusCode).toBe(400);
        expect(json(response)).toMatchObject({ ret_code: 10004 });
      }
      expect(t.delivery.sent.length).toBe(before);
    });
  },
);
