import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { RESEND_COOLDOWN_MS, encodeCaptchaToken } from '@foyer/contract';
import type { PowChallenge } from '@foyer/contract/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

const password = digestOf('Passw0rd!');

/** The link of the last e-mail to `to`, and its uuid and token. */
function lastLinkTo(t: TestApp, to: string) {
  const message = t.delivery.sent.findLast((m) => m.to === to);
  if (!message || message.channel !== 'email' || !message.link) throw new Error(`no link to ${to}`);
  const url = new URL(message.link);
  return {
    url,
    uuid: url.searchParams.get('uuid') ?? '',
    token: url.searchParams.get('token') ?? '',
    code: message.code,
  };
}

const get = async (t: TestApp, path: string, headers = {}) =>
  json(await t.app.inject({ url: `/x-api${path}`, headers }));
const post = async (t: TestApp, path: string, body: object, headers = {}) =>
  json(await postJson(t.app, path, body, headers));

describe.each(databases)('register types and steps on $name', (database) => {
  let fresh: FreshDatabase;
  let t: TestApp;
  let store: Store;
  let n = 0;
  const newEmail = () => `steps${(n += 1)}-${Date.now()}@example.com`;
  const newMobile = () => `7700${String(900_000 + (n += 1)).padStart(6, '0')}`;

  beforeAll(async () => {
    fresh = await database.create();
    t = await buildTestApp(fresh, {
      RATE_LIMIT_SEND_CODE_PER_MINUTE: '10000',
      RATE_LIMIT_LOGIN_PER_MINUTE: '10000',
    });
    store = await openStore(testConfig(fresh));
  });
  afterAll(async () => {
    await store?.destroy();
    await t?.app.close();
    await fresh?.dispose();
  });

  const accountsWith = async (email: string) =>
    (await store.db.selectFrom('accounts').select('id').where('email', '=', email).execute())
      .length;

  /** ACCOUNT step by e-mail. */
  const info = async (email: string, verifyType: 1 | 2, extra: object = {}) => {
    const sent = await post(t, '/user/public/register/info', {
      email,
      verify_type: verifyType,
      ...extra,
    });
    expect(sent.ret_code).toBe(0);
    return String(sent.result.uuid);
  };
  const activate = (uuid: string, token: string) =>
    post(t, '/user/public/register/activate', { uuid, token });
  const poll = (uuid: string) =>
    get(t, `/user/public/register/verify/result?uuid=${uuid}&verify_code=2`);
  const setPassword = (uuid: string) =>
    post(t, '/user/public/register/password', { uuid, password });

  describe('POST /v3/config/web (behaviour §4 "A/B layout old/new")', () => {
    it('answers a register type that stays the same for one device (Guid header)', async () => {
      const first = await post(t, '/v3/config/web', {}, { guid: 'device-a' });
      const again = await post(t, '/v3/config/web', {}, { guid: 'device-a' });
      expect(first.ret_code).toBe(0);
      expect(['oldCode', 'newCode']).toContain(first.result.register_type);
      expect(again.result.register_type).toBe(first.result.register_type);
    });

    it('both layouts old and new are served to some device', async () => {
      const seen = new Set<unknown>();
      for (let i = 0; i < 16; i += 1) {
        seen.add(
          (await post(t, '/v3/config/web', {}, { guid: `device-${i}` })).result.register_type,
        );
      }
      expect([...seen].sort()).toEqual(['newCode', 'oldCode']);
    });

    it('without a device id, the old code layout', async () => {
      expect((await post(t, '/v3/config/web', {})).result.register_type).toBe('oldCode');
    });

    it('without CUSTOMER_SERVICE_URL, no customer-service address is answered', async () => {
      expect((await post(t, '/v3/config/web', {})).result).not.toHaveProperty(
        'customer_service_url',
      );
    });
  });

  describe('newCode: ACCOUNT → VERIFY_CODE → PASSWORD', () => {
    it('an e-mail sign-up: the code moves to password, the password step creates the account', async () => {
      const email = newEmail();
      const uuid = await info(email, 1);
      const code = t.delivery.lastCodeTo(email);
      expect(await setPassword(uuid)).toMatchObject({ ret_code: 39002 });
      const verified = await post(t, '/user/public/register/verify', { uuid, code });
      expect(verified).toMatchObject({ ret_code: 0, result: { verify_result: 1 } });
      const created = await setPassword(uuid);
      expect(created.ret_code).toBe(0);
      expect(String(created.result.id)).toMatch(/^[1-9]\d{8}$/);
      const profile = await get(t, '/v2/private/user/profile', { usertoken: created.token });
      expect(profile).toMatchObject({ ret_code: 0, result: { email } });
      expect((await poll(uuid)).result.verify_result).toBe(2);
    });

    it('a phone sign-up uses a code sent by SMS', async () => {
      const mobile = newMobile();
      const sent = await post(t, '/user/public/register/info', {
        mobile,
        country_code: '44',
        verify_type: 1,
      });
      expect(sent.ret_code).toBe(0);
      const uuid = String(sent.result.uuid);
      const code = t.delivery.lastCodeTo(`+44${mobile}`);
      expect((await post(t, '/user/public/register/verify', { uuid, code })).ret_code).toBe(0);
      const created = await setPassword(uuid);
      expect(created.ret_code).toBe(0);
      const account = await store.accounts.findById(String(created.result.id));
      expect(account).toMatchObject({ country_code: '44', mobile, email: null });
    });

    it('a phone sign-up by activation link is refused in the envelope (link is e-mail only)', async () => {
      const sent = await post(t, '/user/public/register/info', {
        mobile: newMobile(),
        country_code: '44',
        verify_type: 2,
      });
      expect(sent.ret_code).toBe(10004);
    });

    it('Step-3 register: one username, decided by the phone pattern — digits are a phone under areaCode', async () => {
      const mobile = newMobile();
      const sent = await post(t, '/user/public/register/info', {
        username: mobile,
        areaCode: '44',
        verify_type: 1,
      });
      expect(sent.ret_code).toBe(0);
      const uuid = String(sent.result.uuid);
      const code = t.delivery.lastCodeTo(`+44${mobile}`);
      expect((await post(t, '/user/public/register/verify', { uuid, code })).ret_code).toBe(0);
      const created = await setPassword(uuid);
      const account = await store.accounts.findById(String(created.result.id));
      expect(account).toMatchObject({ country_code: '44', mobile, email: null });
    });

    it('Step-3 register: a username that is not all digits is an e-mail', async () => {
      const email = newEmail();
      const sent = await post(t, '/user/public/register/info', { username: email, verify_type: 2 });
      expect(sent.ret_code).toBe(0);
      const { uuid, token } = lastLinkTo(t, email);
      expect(uuid).toBe(String(sent.result.uuid));
      expect((await activate(uuid, token)).ret_code).toBe(0);
      const created = await setPassword(uuid);
      expect(await store.accounts.findById(String(created.result.id))).toMatchObject({
        email,
        mobile: null,
      });
    });

    it.each([
      [{ username: '7700900999', verify_type: 1 }, 'areaCode: pleaseSelectCountryCode'],
      [
        { username: '7700900999', areaCode: '44', verify_type: 2 },
        'verify_type: phoneSignUpUsesCode',
      ],
      [
        { username: '07700900999', areaCode: '44', verify_type: 1 },
        'username: invalidMobileRemoveZero',
      ],
      [{ username: 'ab', verify_type: 1 }, 'username: invalidEmailOrMobileFormat'],
      [{ username: 'ada@', verify_type: 1 }, 'username: invalidEmailOrMobileFormat'],
    ])(
      'Step-3 register: %j is refused in the envelope (%s), nothing sent',
      async (body, message) => {
        const before = t.delivery.sent.length;
        const sent = await post(t, '/user/public/register/info', body);
        expect(sent).toMatchObject({ ret_code: 10004, ret_msg: message });
        expect(t.delivery.sent.length).toBe(before);
      },
    );

    const channelOf = (accountId: string) =>
      store.db
        .selectFrom('account_channels')
        .select(['entry', 'tx_id'])
        .where('account_id', '=', accountId)
        .executeTakeFirstOrThrow();

    it('behaviour §7 "headers tx-id, entry": the account step keeps both, and the account made at the password step carries them (decision 141)', async () => {
      const mobile = newMobile();
      const txId = 'c0ffee00-1111-4222-8333-444455556666';
      const sent = await post(
        t,
        '/user/public/register/info',
        { username: mobile, areaCode: '44', verify_type: 1 },
        { 'tx-id': txId, entry: '5' },
      );
      expect(sent.ret_code).toBe(0);
      const uuid = String(sent.result.uuid);
      expect(await store.registrations.find(uuid)).toMatchObject({ entry: 5, tx_id: txId });
      const code = t.delivery.lastCodeTo(`+44${mobile}`);
      await post(t, '/user/public/register/verify', { uuid, code });
      // The password step names no tx-id: the sign-up's is the account step's.
      const created = await setPassword(uuid);
      expect(await channelOf(String(created.result.id))).toEqual({ entry: 5, tx_id: txId });
    });

    it("without the headers the entry is the account's kind (1 for an e-mail) and there is no tx-id", async () => {
      const uuid = await info(newEmail(), 2);
      const { token } = lastLinkTo(t, (await store.registrations.find(uuid))?.target ?? '');
      await activate(uuid, token);
      const created = await setPassword(uuid);
      expect(await channelOf(String(created.result.id))).toEqual({ entry: 1, tx_id: null });
    });

    it.each([
      [{ 'tx-id': 'short' }, 'tx-id: invalid'],
      [{ 'tx-id': 'x'.repeat(65) }, 'tx-id: invalid'],
      [{ 'tx-id': 'has spaces in it' }, 'tx-id: invalid'],
      [{ entry: '7' }, 'entry: invalid'],
      [{ entry: '1e0' }, 'entry: invalid'],
      [{ entry: '5' }, 'entry: not this account'],
    ])(
      'an attacker’s header %j is refused in the envelope (%s), nothing sent or kept',
      async (headers, message) => {
        const before = t.delivery.sent.length;
        const email = newEmail();
        const sent = await post(
          t,
          '/user/public/register/info',
          { email, verify_type: 1 },
          headers,
        );
        expect(sent).toMatchObject({ ret_code: 10004, ret_msg: message });
        expect(t.delivery.sent.length).toBe(before);
      },
    );

    it('the step-3 code check toasts InvalidVerificationCode (32001) for a wrong code', async () => {
      const email = newEmail();
      const uuid = await info(email, 1);
      const code = t.delivery.lastCodeTo(email);
      const wrong = code === '000000' ? '000001' : '000000';
      const answer = await post(t, '/user/public/register/verify', { uuid, code: wrong });
      expect(answer.ret_code).toBe(32001);
    });

    it('a code sent for one e-mail cannot verify the sign-up of another', async () => {
      const first = newEmail();
      const second = newEmail();
      await info(first, 1);
      const secondUuid = await info(second, 1);
      const firstCode = t.delivery.lastCodeTo(first);
      const secondCode = t.delivery.lastCodeTo(second);
      if (firstCode === secondCode) return; // one in a million: nothing to tell apart
      const answer = await post(t, '/user/public/register/verify', {
        uuid: secondUuid,
        code: firstCode,
      });
      expect(answer.ret_code).toBe(32001);
      expect(await setPassword(secondUuid)).toMatchObject({ ret_code: 39002 });
      expect(await accountsWith(second)).toBe(0);
    });

    it('resend is refused within 60 s (32004) and sends a new code after', async () => {
      const email = newEmail();
      const uuid = await info(email, 1);
      const first = t.delivery.lastCodeTo(email);
      const soon = await post(t, '/user/public/register/send/verify/item', { uuid });
      expect(soon.ret_code).toBe(32004);
      t.clock.advance(RESEND_COOLDOWN_MS);
      const again = await post(t, '/user/public/register/send/verify/item', { uuid });
      expect(again).toMatchObject({ ret_code: 0, result: { uuid } });
      const second = t.delivery.lastCodeTo(email);
      if (first !== second) {
        expect(
          (await post(t, '/user/public/register/verify', { uuid, code: first })).ret_code,
        ).toBe(32001);
      }
      expect((await post(t, '/user/public/register/verify', { uuid, code: second })).ret_code).toBe(
        0,
      );
    });
  });

  describe('newLink and the activation link (behaviour §4 "Activation poll")', () => {
    it('the e-mail carries a one-time link to the activation page and no code', async () => {
      const email = newEmail();
      const uuid = await info(email, 2, { lang: 'ar-SA' });
      const link = lastLinkTo(t, email);
      expect(link.url.pathname).toBe('/ar-SA/register/activate');
      expect(link.uuid).toBe(uuid);
      expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(link.code).toBeUndefined();
      const row = await store.registrations.find(uuid);
      expect(row?.token_hash).not.toContain(link.token);
    });

    it('poll answers 1 (waiting) until the link is confirmed, then 2; the password step creates the account', async () => {
      const email = newEmail();
      const uuid = await info(email, 2);
      expect((await poll(uuid)).result.verify_result).toBe(1);
      expect(await setPassword(uuid)).toMatchObject({ ret_code: 39002 });
      const { token } = lastLinkTo(t, email);
      expect(await activate(uuid, token)).toMatchObject({
        ret_code: 0,
        result: { verify_result: 2, activation: 'activated' },
      });
      expect((await poll(uuid)).result.verify_result).toBe(2);
      const created = await setPassword(uuid);
      expect(created.ret_code).toBe(0);
      expect(await accountsWith(email)).toBe(1);
    });

    it('a wrong token answers 39001 (the link rules: sign-up.use-case.test.ts)', async () => {
      const email = newEmail();
      const uuid = await info(email, 2);
      const { token } = lastLinkTo(t, email);
      const wrong = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
      expect((await activate(uuid, wrong)).ret_code).toBe(39001);
    });

    it('recall/info names the sign-up: masked e-mail, stage, browser and place of the request', async () => {
      const email = `recall${(n += 1)}@example.com`;
      const ua =
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36';
      const sent = await post(
        t,
        '/user/public/register/info',
        { email, verify_type: 2 },
        { 'user-agent': ua, platform: 'web' },
      );
      const uuid = String(sent.result.uuid);
      const recall = await get(t, `/user/public/register/recall/info?uuid=${uuid}`);
      expect(recall).toMatchObject({
        ret_code: 0,
        result: {
          recall_stage: 'verify',
          platform: 'web',
          login_name: 're***@example.com',
          version: 'newLink',
          requester: { browser: 'Chrome 120 on Linux', country: '' },
        },
      });
      expect(JSON.stringify(recall)).not.toContain(email);
      await activate(uuid, lastLinkTo(t, email).token);
      const after = await get(t, `/user/public/register/recall/info?uuid=${uuid}`);
      expect(after.result.recall_stage).toBe('password');
    });

    it('an unknown uuid answers 10016 (expired or error) to the poll, recall/info and password', async () => {
      const uuid = 'no-such-sign-up';
      expect((await poll(uuid)).ret_code).toBe(10016);
      expect((await get(t, `/user/public/register/recall/info?uuid=${uuid}`)).ret_code).toBe(10016);
      expect((await setPassword(uuid)).ret_code).toBe(10016);
      expect((await activate(uuid, 'abc')).ret_code).toBe(39001);
    });
  });

  describe('oldLink: /verify/register/email verify_type 2, then /register/email with uuid', () => {
    it('creates the account once the link is confirmed, without a code', async () => {
      const email = newEmail();
      const sent = await post(t, '/verify/register/email', { email, verify_type: 2 });
      const uuid = String(sent.result.uuid);
      const body = { email, password, uuid, verify_type: 2 };
      expect((await post(t, '/register/email', body)).ret_code).toBe(39002);
      await activate(uuid, lastLinkTo(t, email).token);
      expect((await store.registrations.find(uuid))?.version).toBe('oldLink');
      const created = await post(t, '/register/email', body);
      expect(created.ret_code).toBe(0);
      expect(created.token).toBeTruthy();
      expect(await accountsWith(email)).toBe(1);
    });

    it('a uuid activated for one e-mail cannot create an account for another', async () => {
      const email = newEmail();
      const other = newEmail();
      const sent = await post(t, '/verify/register/email', { email, verify_type: 2 });
      const uuid = String(sent.result.uuid);
      await activate(uuid, lastLinkTo(t, email).token);
      const body = { email: other, password, uuid, verify_type: 2 };
      expect((await post(t, '/register/email', body)).ret_code).toBe(39001);
      expect(await accountsWith(other)).toBe(0);
    });

    it('verify_type 2 without uuid is refused in the envelope', async () => {
      const answer = await post(t, '/register/email', {
        email: newEmail(),
        password,
        verify_type: 2,
      });
      expect(answer.ret_code).toBe(10004);
    });
  });

  describe('50101 and one account per address (decision 026)', () => {
    async function verifiedLink(email: string) {
      const uuid = await info(email, 2);
      await activate(uuid, lastLinkTo(t, email).token);
      return uuid;
    }

    it('simultaneous sign-ups of one e-mail by two uuids and by /register/email create exactly one account', async () => {
      const email = newEmail();
      const first = await verifiedLink(email);
      t.clock.advance(RESEND_COOLDOWN_MS);
      const second = await verifiedLink(email);
      t.clock.advance(RESEND_COOLDOWN_MS);
      const sent = await post(t, '/verify/register/email', { email });
      const code = t.delivery.lastCodeTo(email);
      const answers = await Promise.all([
        setPassword(first),
        setPassword(second),
        post(t, '/register/email', { email, emailverify: code, password, uuid: sent.result.uuid }),
        post(t, '/register/email', { email, uuid: first, password, verify_type: 2 }),
      ]);
      const codes = answers.map((a) => a.ret_code);
      expect(codes.filter((c) => c === 0)).toHaveLength(1);
      for (const c of codes.filter((code) => code !== 0))
        expect([33001, 50101, 32001]).toContain(c);
      expect(await accountsWith(email)).toBe(1);
    });

    it('simultaneous phone sign-ups by code (old and new paths) create exactly one account', async () => {
      const mobile = newMobile();
      const sent = await post(t, '/user/public/register/info', {
        mobile,
        country_code: '44',
        verify_type: 1,
      });
      const uuid = String(sent.result.uuid);
      await post(t, '/user/public/register/verify', {
        uuid,
        code: t.delivery.lastCodeTo(`+44${mobile}`),
      });
      t.clock.advance(RESEND_COOLDOWN_MS);
      await post(t, '/verify/register/mobile', { mobile, country_code: '44' });
      const smsverify = t.delivery.lastCodeTo(`+44${mobile}`);
      const oldPath = { mobile, country_code: '44', smsverify, password };
      const answers = await Promise.all([
        setPassword(uuid),
        post(t, '/register/mobile', oldPath),
        post(t, '/user/public/register_compliance', oldPath),
        setPassword(uuid),
      ]);
      expect(answers.filter((a) => a.ret_code === 0)).toHaveLength(1);
      const rows = await store.db
        .selectFrom('accounts')
        .select('id')
        .where('mobile', '=', mobile)
        .execute();
      expect(rows).toHaveLength(1);
    });
  });

  describe('POST /user/public/register_compliance', () => {
    it('registers by e-mail code, by SMS code and by activated link, as /register/* do', async () => {
      const email = newEmail();
      await post(t, '/verify/register/email', { email });
      const byEmail = await post(t, '/user/public/register_compliance', {
        email,
        emailverify: t.delivery.lastCodeTo(email),
        password,
      });
      expect(byEmail.ret_code).toBe(0);

      const mobile = newMobile();
      await post(t, '/verify/register/mobile', { mobile, country_code: '44' });
      const byMobile = await post(t, '/user/public/register_compliance', {
        mobile,
        country_code: '44',
        smsverify: t.delivery.lastCodeTo(`+44${mobile}`),
        password,
      });
      expect(byMobile.ret_code).toBe(0);

      const linked = newEmail();
      const sent = await post(t, '/verify/register/email', { email: linked, verify_type: 2 });
      const uuid = String(sent.result.uuid);
      await activate(uuid, lastLinkTo(t, linked).token);
      const byLink = await post(t, '/user/public/register_compliance', {
        email: linked,
        uuid,
        verify_type: 2,
        password,
      });
      expect(byLink.ret_code).toBe(0);
    });

    it('a wrong code answers 32001 and creates nothing', async () => {
      const email = newEmail();
      await post(t, '/verify/register/email', { email });
      const code = t.delivery.lastCodeTo(email);
      const answer = await post(t, '/user/public/register_compliance', {
        email,
        emailverify: code === '000000' ? '000001' : '000000',
        password,
      });
      expect(answer.ret_code).toBe(32001);
      expect(await accountsWith(email)).toBe(0);
    });
  });
});

describe.each(databases)('REGISTER_TYPE and the sign-up captcha on $name', (database) => {
  let fresh: FreshDatabase;
  let t: TestApp;

  /** What the widget does: fetch a challenge for the scene (sign-up path) and solve it. */
  async function solved(scene = 31004) {
    const url = `/x-api/user/public/captcha-info?scene=${scene}`;
    const challenge = json(await t.app.inject({ url })).result.pow as PowChallenge;
    const solution = await solveChallenge({ challenge: challenge as Challenge, deriveKey });
    return { token: encodeCaptchaToken(challenge, solution!), scene };
  }

  beforeAll(async () => {
    fresh = await database.create();
    t = await buildTestApp(fresh, {
      CAPTCHA_ON_REGISTER: 'true',
      REGISTER_TYPE: 'newLink',
      RATE_LIMIT_SEND_CODE_PER_MINUTE: '10000',
      REGISTRATION_TTL_SECONDS: '60',
      CUSTOMER_SERVICE_URL: 'https://chat.example/help',
    });
  });
  afterAll(async () => {
    await t?.app.close();
    await fresh?.dispose();
  });

  it('REGISTER_TYPE fixes the register type for every device', async () => {
    for (const guid of ['a', 'b', 'c']) {
      const answer = await post(t, '/v3/config/web', {}, { guid });
      expect(answer.result.register_type).toBe('newLink');
    }
  });

  it('CUSTOMER_SERVICE_URL is answered by /v3/config/web (behaviour §2 dialog 5 customer service)', async () => {
    const answer = await post(t, '/v3/config/web', {}, { guid: 'a' });
    expect(answer.result.customer_service_url).toBe('https://chat.example/help');
  });

  it('REGISTRATION_TTL_SECONDS sets the link life: after it, the poll says expired (3)', async () => {
    const email = 'short-life@example.com';
    const sent = await post(t, '/user/public/register/info', {
      email,
      verify_type: 2,
      magpie_verify_info: await solved(),
    });
    const uuid = String(sent.result.uuid);
    const message = t.delivery.sent.findLast((m) => m.to === email);
    expect(message?.channel === 'email' && message.text).toMatch(/expires in 1 minutes/);
    const pollPath = `/user/public/register/verify/result?uuid=${uuid}&verify_code=2`;
    t.clock.advance(59_000);
    expect((await get(t, pollPath)).result.verify_result).toBe(1);
    t.clock.advance(1_000);
    expect((await get(t, pollPath)).result.verify_result).toBe(3);
  });

  it('a send step without a solved captcha is refused (34001) and sends nothing', async () => {
    const before = t.delivery.sent.length;
    const email = 'nocaptcha@example.com';
    expect((await post(t, '/verify/register/email', { email })).ret_code).toBe(34001);
    const mobile = { mobile: '7700900999', country_code: '44' };
    expect((await post(t, '/verify/register/mobile', mobile)).ret_code).toBe(34001);
    const infoBody = { email, verify_type: 2 };
    expect((await post(t, '/user/public/register/info', infoBody)).ret_code).toBe(34001);
    expect(t.delivery.sent.length).toBe(before);
  });

  it('a captcha solved for the login scene does not open the sign-up (scene register 31004)', async () => {
    const answer = await post(t, '/verify/register/email', {
      email: 'loginscene@example.com',
      magpie_verify_info: await solved(31000),
    });
    expect(answer.ret_code).toBe(34001);
  });

  it('with the captcha of scene 31004 solved, the code and the link are sent', async () => {
    const code = await post(t, '/verify/register/email', {
      email: 'solved@example.com',
      magpie_verify_info: await solved(),
    });
    expect(code.ret_code).toBe(0);
    expect(t.delivery.lastCodeTo('solved@example.com')).toMatch(/^\d{6}$/);
    const link = await post(t, '/user/public/register/info', {
      email: 'solved-link@example.com',
      verify_type: 2,
      magpie_verify_info: await solved(),
    });
    expect(link.ret_code).toBe(0);
  });

  it('a solved captcha is good for one send only', async () => {
    const captcha = await solved();
    const first = await post(t, '/verify/register/email', {
      email: 'once@example.com',
      magpie_verify_info: captcha,
    });
    expect(first.ret_code).toBe(0);
    const replay = await post(t, '/verify/register/email', {
      email: 'twice@example.com',
      magpie_verify_info: captcha,
    });
    expect(replay.ret_code).toBe(34001);
  });
});
