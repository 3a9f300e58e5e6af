/**
 * The help-center web form's call (behaviour §2 /{lang}/help-center/s/webform, decision 129),
 * as a visitor and as an attacker try it: the request is kept with its time, site, language,
 * address and, with a session, its account; without the captcha, with a bad e-mail, an
 * oversized message or a subject not offered it is refused in the envelope and nothing is kept;
 * a flood from one address runs into the per-IP limit; markup is kept as the text it was typed.
 */
import { CAPTCHA_SCENES, RET_CODES, SUPPORT_MESSAGE_MAX } from '@foyer/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdmin } from '../admin/admin.js';
import { openStore, type Store } from '../store/store.js';
import { insertAccount, signIn } from '../test-support/accounts.js';
import { solvedCaptcha } from '../test-support/captcha.js';
import { databases, type FreshDatabase } from '../test-support/databases.js';
import {
  buildTestApp,
  json,
  openTestDeps,
  type TestApp,
  type TestDeps,
} from '../test-support/test-app.js';

const WEBFORM = '/x-api/user/public/help-center/webform';
const LIMIT_PER_MINUTE = 5;

describe.each(databases)('the help-center web form on $name', (database) => {
  let fresh: FreshDatabase;
  let t: TestApp;
  let operator: Store;
  let deps: TestDeps;
  let n = 0;
  /** Each scenario its own address, so the per-IP limit never mixes between tests. */
  const newIp = () => `10.36.0.${(n += 1)}`;

  const request = (fields: object = {}) => ({
    subject: 'account_access',
    email: 'visitor@example.com',
    message: 'My account was banned after I logged in from a new phone.',
    lang: 'en',
    site: 'BYBIT',
    ...fields,
  });
  const captcha = () => solvedCaptcha(t.app, CAPTCHA_SCENES.helpCenter);
  async function post(body: object, ip: string, headers: Record<string, string> = {}) {
    const response = await t.app.inject({
      method: 'POST',
      url: WEBFORM,
      payload: body,
      remoteAddress: ip,
      headers,
    });
    return { status: response.statusCode, ...json(response) };
  }
  const kept = () => operator.supportRequests.latest(1000);

  beforeAll(async () => {
    fresh = await database.create();
    t = await buildTestApp(fresh, { RATE_LIMIT_SEND_CODE_PER_MINUTE: String(LIMIT_PER_MINUTE) });
    operator = await openStore(fresh);
    deps = { ...(await openTestDeps(fresh)), clock: t.clock };
  });
  afterAll(async () => {
    await deps?.store.destroy();
    await operator?.destroy();
    await t?.app.close();
    await fresh?.dispose();
  });

  it('a request with the captcha solved is kept with its time, site, language and address', async () => {
    const ip = newIp();
    const sent = await post({ ...request({ lang: 'de' }), ...(await captcha()) }, ip);
    expect(sent.ret_code).toBe(0);
    const id = Number(sent.result.request_id);
    const row = (await kept()).find((r) => r.id === id);
    expect(row).toMatchObject({
      subject: 'account_access',
      email: 'visitor@example.com',
      message: 'My account was banned after I logged in from a new phone.',
      language: 'de',
      site: 'BYBIT',
      ip,
      account_id: null,
    });
    expect(Number(row?.at)).toBe(t.clock.now());
  });

  it('a request that comes with a session notes its account', async () => {
    const account = await insertAccount(deps);
    const { token } = await signIn(deps, account.id);
    const sent = await post({ ...request(), ...(await captcha()) }, newIp(), { usertoken: token });
    expect(sent.ret_code).toBe(0);
    const row = (await kept()).find((r) => r.id === Number(sent.result.request_id));
    expect(row?.account_id).toBe(account.id);
  });

  it('an attacker without the captcha is refused, and nothing is kept', async () => {
    const before = (await kept()).length;
    const refused = await post(request({ email: 'nocaptcha@example.com' }), newIp());
    expect(refused.ret_code).toBe(RET_CODES.CAPTCHA_FAILED.code);
    expect(refused.ret_msg).toBeTruthy();
    expect((await kept()).length).toBe(before);
  });

  it('a captcha solved for another scene (log-in) does not pass the form', async () => {
    const loginCaptcha = await solvedCaptcha(t.app, CAPTCHA_SCENES.login);
    const refused = await post({ ...request(), ...loginCaptcha }, newIp());
    expect(refused.ret_code).toBe(RET_CODES.CAPTCHA_FAILED.code);
  });

  it('one solved captcha buys one request: replayed, it is refused', async () => {
    const ip = newIp();
    const solved = await captcha();
    expect((await post({ ...request(), ...solved }, ip)).ret_code).toBe(0);
    expect((await post({ ...request(), ...solved }, ip)).ret_code).toBe(
      RET_CODES.CAPTCHA_FAILED.code,
    );
  });

  it.each([
    ['a bad e-mail', { email: 'not-an-address' }],
    ['an oversized message', { message: 'x'.repeat(SUPPORT_MESSAGE_MAX + 1) }],
    ['a message under ten characters', { message: 'help!' }],
    ['a message of spaces only', { message: ' '.repeat(40) }],
    ['a subject the form does not offer', { subject: 'refund_my_friend' }],
    ['a site that does not exist', { site: '<b>EVIL</b>' }],
  ])('%s is refused as invalid parameters, never a 500, and nothing is kept', async (_, bad) => {
    const before = (await kept()).length;
    const refused = await post({ ...request(bad), ...(await captcha()) }, newIp());
    expect(refused.status).toBeLessThan(500);
    expect(refused.ret_code).toBe(RET_CODES.INVALID_PARAMS.code);
    expect(refused.ret_msg).toBeTruthy();
    expect((await kept()).length).toBe(before);
  });

  it('a flood from one IP runs into the per-IP limit (10006), another IP still gets through', async () => {
    const ip = newIp();
    const codes: number[] = [];
    for (let i = 0; i <= LIMIT_PER_MINUTE; i += 1) {
      codes.push(Number((await post({ ...request(), ...(await captcha()) }, ip)).ret_code));
    }
    expect(codes.slice(0, LIMIT_PER_MINUTE)).toEqual(Array(LIMIT_PER_MINUTE).fill(0));
    expect(codes[LIMIT_PER_MINUTE]).toBe(RET_CODES.TOO_MANY_VISITS.code);
    expect((await post({ ...request(), ...(await captcha()) }, newIp())).ret_code).toBe(0);
  });

  it('HTML in the message is kept as the text typed, and the operator command prints it as text', async () => {
    const markup = '<img src=x onerror="alert(1)"> <script>steal()</script> please help';
    const sent = await post({ ...request({ message: markup }), ...(await captcha()) }, newIp());
    expect(sent.ret_code).toBe(0);
    const row = (await kept()).find((r) => r.id === Number(sent.result.request_id));
    expect(row?.message).toBe(markup);
    const listed = await runAdmin(['support-requests', '--limit', '1'], {
      store: operator,
      clock: t.clock,
    });
    expect(listed.code).toBe(0);
    expect(listed.out).toContain(`#${String(sent.result.request_id)} `);
    expect(listed.out).toContain(JSON.stringify(markup));
  });

  it('support-requests lists the newest first, as many as --limit says', async () => {
    const ip = newIp();
    for (const email of ['first@example.com', 'second@example.com']) {
      t.clock.advance(1_000);
      expect((await post({ ...request({ email }), ...(await captcha()) }, ip)).ret_code).toBe(0);
    }
    const admin = (...argv: string[]) => runAdmin(argv, { store: operator, clock: t.clock });
    const two = await admin('support-requests', '--limit', '2');
    expect(two.out.split('\n').filter((line) => line.startsWith('#'))).toHaveLength(2);
    expect(two.out.indexOf('second@example.com')).toBeLessThan(
      two.out.indexOf('first@example.com'),
    );
    expect((await admin('support-requests', '--limit', '0')).code).toBe(2);
    expect((await admin('support-requests', '--limit', 'many')).code).toBe(2);
  });
});
