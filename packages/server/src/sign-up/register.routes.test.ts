import { REGISTER_ENTRY, RESEND_COOLDOWN_MS } from '@foyer/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStore, type Store } from '../store/store.js';
import { databases, type FreshDatabase } from '../test-support/databases.js';
import { signUpByEmail, signUpByMobile } from '../test-support/flows.js';
import {
  buildTestApp,
  digestOf,
  json,
  postJson,
  testConfig,
  type TestApp,
} from '../test-support/test-app.js';

describe.each(databases)('sign-up on $name', (database) => {
  let fresh: FreshDatabase;
  let t: TestApp;
  let store: Store;
  let n = 0;
  const newEmail = () => `reg${(n += 1)}@example.com`;
  const password = digestOf('Passw0rd!');

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

  const sendEmailCode = async (email: string) => {
    const sent = json(await postJson(t.app, '/verify/register/email', { email }));
    return { uuid: String(sent.result.uuid), code: t.delivery.lastCodeTo(email) };
  };
  const registerEmail = async (email: string, emailverify: string) =>
    json(await postJson(t.app, '/register/email', { email, emailverify, password }));

  it('registers by e-mail: result.id (9 digits) and a token that opens the profile', async () => {
    const email = newEmail();
    const account = await signUpByEmail(t, email);
    expect(account.id).toMatch(/^[1-9]\d{8}$/);
    const profile = await t.app.inject({
      url: '/x-api/v2/private/user/profile',
      headers: { usertoken: account.token },
    });
    expect(json(profile)).toMatchObject({ ret_code: 0, result: { id: account.id, email } });
    expect((await store.accounts.findById(account.id))?.password_hash).toMatch(/^\$argon2id\$/);
  });

  it('registers by mobile with the SMS code', async () => {
    const account = await signUpByMobile(t, '39', '3123456789');
    expect(await store.accounts.findById(account.id)).toMatchObject({
      country_code: '39',
      mobile: '3123456789',
      country: 'IT',
      email: null,
    });
  });

  it('behaviour §7 "register (tx-id header)": the account keeps the sign-up\'s tx-id, and its entry by the call (1 e-mail, 5 mobile; decision 141)', async () => {
    const email = newEmail();
    const { code } = await sendEmailCode(email);
    const txId = 'aaaabbbb-cccc-4ddd-8eee-ffff00001111';
    const created = json(
      await postJson(
        t.app,
        '/register/email',
        { email, emailverify: code, password },
        {
          'tx-id': txId,
        },
      ),
    );
    expect(created.ret_code).toBe(0);
    expect(await store.referral.channelOf(String(created.result.id))).toMatchObject({
      entry: REGISTER_ENTRY.EMAIL,
      tx_id: txId,
    });
    const refused = json(
      await postJson(
        t.app,
        '/register/email',
        { email: 'x@example.com', emailverify: '123456', password },
        {
          'tx-id': 'no',
        },
      ),
    );
    expect(refused).toMatchObject({ ret_code: 10004, ret_msg: 'tx-id: invalid' });
  });

  it('answers the token top-level and sets the foyer_token cookie', async () => {
    const email = newEmail();
    const { code } = await sendEmailCode(email);
    const response = await postJson(t.app, '/register/email', {
      email,
      emailverify: code,
      password,
    });
    const token = json(response).token;
    expect(response.headers['set-cookie']).toContain(`foyer_token=${token};`);
  });

  it('a wrong code answers 32001, an expired one 32002', async () => {
    const email = newEmail();
    const { code } = await sendEmailCode(email);
    const wrong = code === '000000' ? '000001' : '000000';
    expect((await registerEmail(email, wrong)).ret_code).toBe(32001);
    t.clock.advance(10 * 60_000);
    expect((await registerEmail(email, code)).ret_code).toBe(32002);
  });

  it('a second send within 60 s answers 32004 with retry_after_ms', async () => {
    const email = newEmail();
    await sendEmailCode(email);
    t.clock.advance(15_000);
    const again = json(await postJson(t.app, '/verify/register/email', { email }));
    expect(again).toMatchObject({
      ret_code: 32004,
      result: { retry_after_ms: RESEND_COOLDOWN_MS - 15_000 },
    });
  });

  it('an address with an account: the send answers success like any other, with no code in the message', async () => {
    const email = newEmail();
    await signUpByEmail(t, email);
    t.clock.advance(RESEND_COOLDOWN_MS);
    const sent = json(await postJson(t.app, '/verify/register/email', { email }));
    expect(sent).toMatchObject({ ret_code: 0, result: { uuid: expect.any(String) } });
    expect(t.delivery.sent.at(-1)).toMatchObject({
      to: email,
      link: expect.stringMatching(/\/login$/),
    });
    expect(t.delivery.sent.at(-1)?.code).toBeUndefined();
  });

  it('registering with a valid code for an address that meanwhile got an account answers 33001', async () => {
    const email = newEmail();
    const { code } = await sendEmailCode(email);
    await store.accounts.insert({
      id: '987654321',
      email,
      country_code: null,
      mobile: null,
      password_hash: 'x',
      country: '',
      created_at: 0,
    });
    expect((await registerEmail(email, code)).ret_code).toBe(33001);
  });

  it('two simultaneous sign-ups with one e-mail create exactly one account', async () => {
    const email = newEmail();
    const { code } = await sendEmailCode(email);
    const answers = await Promise.all([
      registerEmail(email, code),
      registerEmail(email.toUpperCase(), code),
    ]);
    expect(answers.map((a) => a.ret_code).sort()).toEqual([0, 33001]);
    const winner = answers.find((a) => a.ret_code === 0);
    expect((await store.accounts.findByEmail(email))?.id).toBe(winner?.result.id);
  });

  it('the same sign-up sent twice answers 33001 the second time; a wrong code still answers 32001 (no enumeration)', async () => {
    const email = newEmail();
    const { code } = await sendEmailCode(email);
    expect((await registerEmail(email, code)).ret_code).toBe(0);
    expect((await registerEmail(email, code)).ret_code).toBe(33001);
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await registerEmail(email, wrong)).ret_code).toBe(32001);
  });

  it('refuses bad fields with 10004 naming the message key', async () => {
    const bad = async (path: string, body: object) =>
      json(await postJson(t.app, path, body)).ret_msg;
    expect(await bad('/verify/register/email', { email: 'no-at-sign' })).toBe('email: invalidMail');
    expect(await bad('/verify/register/mobile', { mobile: '12', country_code: '44' })).toBe(
      'mobile: invalidPhone',
    );
    expect(
      await bad('/register/email', { email: newEmail(), emailverify: '12345', password }),
    ).toBe('emailverify: InvalidVerificationCode');
  });
});
