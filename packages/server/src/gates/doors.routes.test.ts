/**
 * Every door into an account, read from the route table (docs/decisions/044): each route that
 * declares it makes accounts or sessions is driven to its last step from an allowed place,
 * and the last step is then sent by a visitor the restrictions refuse. A route that declares a
 * door and has no way here fails the first test; a door whose gate is removed fails its own.
 * Every door that answers with a session token issues it through the one session step (issue
 * 35): its reply sets that very token as the session cookie, which only the step's reply does
 * (eslint holds `setSessionCookie` and `openSession` to sessions/session-answer.ts and
 * sessions/session-step.ts; import-rules.lint.test.ts shows the rule refusing a door's own).
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Door } from './doors.js';
import type { SignInMethod } from '../sessions/session-step.js';
import { openStore, type Store } from '../store/store.js';
import { databases, type FreshDatabase } from '../test-support/databases.js';
import type { LightMyRequestResponse } from 'fastify';
import { SESSION_COOKIE } from '../sessions/session-token.js';
import { buildTestApp, digestOf, json, type TestApp } from '../test-support/test-app.js';
import { startOidcProvider, type TestOidcProvider } from '../test-support/oidc-provider.js';
import { popupBrowser, popupEnv, popupRedirectUris } from '../test-support/third-party-flows.js';
import { issuerKeys } from '../third-party/issuer-keys.js';
import { sha256Hex } from '../shared/digest.js';
import { signedTelegramLogin, telegramCallback, TEST_BOT_TOKEN } from '../test-support/telegram.js';

// Documentation addresses (RFC 5737), placed by this suite's GEO_TABLE.
const IN_GB = '192.0.2.10';
const IN_US = '203.0.113.5';
/** An address in a range the operator banned; its place is allowed. */
const BANNED_RANGE = '198.51.100.0/24';
const IP_BANNED = '198.51.100.7';
const GEO_TABLE = ['cidr,country', '192.0.2.0/24,GB', '203.0.113.0/28,US'].join('\n');

const PASSWORD = 'Passw0rd!';
const password = digestOf(PASSWORD);

/** A door's answer, and the session cookie its reply set (the step's reply sets it). */
type Answer = ReturnType<typeof json> & { sessionCookie?: string | undefined };

const answerOf = (response: LightMyRequestResponse): Answer => ({
  ...json(response),
  sessionCookie: response.cookies.find((cookie) => cookie.name === SESSION_COOKIE)?.value,
});

/** One way through a door: the steps before it from Britain, then its last step from `ip`. */
interface Way {
  name: string;
  /** How the account's history names the sign-in, when the way ends in a session. */
  method?: SignInMethod;
  /** What the steps before the door make by themselves: the main account a way acts from. */
  before?: { accounts: number; sessions: number };
  through(ip: string): Promise<Answer>;
}

const MAIN_ACCOUNT = { accounts: 1, sessions: 1 };

describe.each(databases)('every door into an account passes its gate, on $name', (database) => {
  let fresh: FreshDatabase;
  let t: TestApp;
  let operator: Store;
  /** Google, for the third-party door: an OpenID provider on loopback. */
  let idp: TestOidcProvider;
  let n = 0;
  const newEmail = () => `door${(n += 1)}-${Date.now()}@example.com`;
  const newMobile = () => `7700${String(900_000 + (n += 1)).padStart(6, '0')}`;
  const newName = () => `door${(n += 1)}${Date.now() % 100000}`;

  const post = async (path: string, body: object, ip = IN_GB, token?: string) =>
    answerOf(
      await t.app.inject({
        method: 'POST',
        url: `/x-api${path}`,
        payload: body,
        remoteAddress: ip,
        headers: token ? { usertoken: token } : {},
      }),
    );
  const get = async (path: string, ip = IN_GB) =>
    answerOf(await t.app.inject({ url: `/x-api${path}`, remoteAddress: ip }));

  const codeTo = (to: string) => t.delivery.lastCodeTo(to);
  const linkTo = (to: string) => {
    const message = t.delivery.sent.findLast((m) => m.to === to);
    if (message?.channel !== 'email' || !message.link) throw new Error(`no link to ${to}`);
    return new URL(message.link).searchParams;
  };

  /** A main account made from Britain, with its session. */
  const account = async () => {
    const email = newEmail();
    await post('/verify/register/email', { email });
    const made = await post('/register/email', { email, emailverify: codeTo(email), password });
    expect(made.ret_code).toBe(0);
    return { email, token: String(made.token) };
  };
  /** An activated link of the old link type (verify_type 2), from Britain. */
  const activatedLink = async () => {
    const email = newEmail();
    const sent = await post('/verify/register/email', { email, verify_type: 2 });
    const uuid = String(sent.result.uuid);
    expect((await post('/user/public/register/activate', { uuid, token: linkTo(email).get('token') })).ret_code).toBe(0); // prettier-ignore
    return { email, uuid };
  };

  /** A log-in by e-mail and password at `path`, to an account made from Britain. */
  const passwordWay = (path: string): Way => ({
    name: 'by e-mail and password',
    method: 'password',
    before: MAIN_ACCOUNT,
    async through(ip) {
      const { email } = await account();
      return post(path, { email, password }, ip);
    },
  });

  const ways: Record<string, { door: Door; ways: Way[] }> = {
    'POST /x-api/register/email': {
      door: 'account',
      ways: [
        {
          name: 'by e-mail code',
          method: 'sign-up',
          async through(ip) {
            const email = newEmail();
            await post('/verify/register/email', { email });
            return post('/register/email', { email, emailverify: codeTo(email), password }, ip);
          },
        },
        {
          name: 'by activation link (verify_type 2)',
          method: 'sign-up',
          async through(ip) {
            const { email, uuid } = await activatedLink();
            return post('/register/email', { email, uuid, verify_type: 2, password }, ip);
          },
        },
      ],
    },
    'POST /x-api/register/mobile': {
      door: 'account',
      ways: [
        {
          name: 'by SMS code',
          method: 'sign-up',
          async through(ip) {
            const mobile = newMobile();
            await post('/verify/register/mobile', { country_code: '44', mobile });
            const smsverify = codeTo(`+44${mobile}`);
            return post(
              '/register/mobile',
              { country_code: '44', mobile, smsverify, password },
              ip,
            );
          },
        },
      ],
    },
    'POST /x-api/user/public/register/password': {
      door: 'account',
      ways: [
        {
          name: 'password step after the code step',
          method: 'sign-up',
          async through(ip) {
            const email = newEmail();
            const sent = await post('/user/public/register/info', { email, verify_type: 1 });
            const uuid = String(sent.result.uuid);
            const code = codeTo(email);
            expect((await post('/user/public/register/verify', { uuid, code })).ret_code).toBe(0);
            return post('/user/public/register/password', { uuid, password }, ip);
          },
        },
        {
          name: 'password step after an activated link',
          method: 'sign-up',
          async through(ip) {
            const email = newEmail();
            const sent = await post('/user/public/register/info', { email, verify_type: 2 });
            const uuid = String(sent.result.uuid);
            const token = linkTo(email).get('token');
            expect((await post('/user/public/register/activate', { uuid, token })).ret_code).toBe(0); // prettier-ignore
            return post('/user/public/register/password', { uuid, password }, ip);
          },
        },
      ],
    },
    'POST /x-api/user/public/register_compliance': {
      door: 'account',
      ways: [
        {
          name: 'by e-mail code',
          method: 'sign-up',
          async through(ip) {
            const email = newEmail();
            await post('/verify/register/email', { email });
            const body = { email, emailverify: codeTo(email), password };
            return post('/user/public/register_compliance', body, ip);
          },
        },
        {
          name: 'by activation link',
          method: 'sign-up',
          async through(ip) {
            const { email, uuid } = await activatedLink();
            const body = { email, uuid, verify_type: 2, password };
            return post('/user/public/register_compliance', body, ip);
          },
        },
      ],
    },
    'POST /x-api/user/private/sub-account/create': {
      door: 'account',
      ways: [
        {
          name: 'a main account makes a sub-account',
          before: MAIN_ACCOUNT,
          async through(ip) {
            const main = await account();
            const body = { name: newName(), password, reauth: { password } };
            return post('/user/private/sub-account/create', body, ip, main.token);
          },
        },
      ],
    },
    'POST /x-api/login': { door: 'session', ways: [passwordWay('/login')] },
    // The compliance sites' log-in path (decision 081): the same log-in, the same gate.
    'POST /x-api/user/public/login_compliance': {
      door: 'session',
      ways: [passwordWay('/user/public/login_compliance')],
    },
    'POST /x-api/user/public/sub-account/login': {
      door: 'session',
      ways: [
        {
          name: 'by sub-account name and password',
          method: 'password',
          before: { accounts: 2, sessions: 1 },
          async through(ip) {
            const main = await account();
            const name = newName();
            const made = await post('/user/private/sub-account/create', { name, password, reauth: { password } }, IN_GB, main.token); // prettier-ignore
            expect(made.ret_code).toBe(0);
            return post('/user/public/sub-account/login', { name, password }, ip);
          },
        },
      ],
    },
    'POST /x-api/user/public/login/thirdparty': {
      door: 'account',
      ways: [
        {
          // A linked person logging in again passes the session gate as password log-in does.
          name: 'a new person by a Google id token',
          method: 'google',
          async through(ip) {
            const sub = `door-person${(n += 1)}-${Date.now()}`;
            // From a popup of ours, in the browser that makes the call (decisions 061, 107).
            const browser = popupBrowser(t, idp);
            const token = await browser.token({ sub, email: `${sub}@example.com`, email_verified: true }); // prettier-ignore
            return answerOf(await browser.inject('/user/public/login/thirdparty', { token_type: 'google', token }, undefined, ip)); // prettier-ignore
          },
        },
        {
          // Telegram's signed Login Widget fields, for a Telegram id no account is bound to.
          name: "a new person by Telegram's signed fields",
          method: 'telegram',
          async through(ip) {
            const user = { id: 900_000_000 + (n += 1), first_name: 'Door' };
            const token = telegramCallback(signedTelegramLogin(user, t.clock.now()));
            return post('/user/public/login/thirdparty', { token_type: 'telegram', token }, ip);
          },
        },
      ],
    },
    'GET /x-api/v3/public/qrcode/status': {
      door: 'session',
      ways: [
        {
          name: 'the browser that showed the code collects the approved session',
          method: 'qr',
          before: MAIN_ACCOUNT,
          async through(ip) {
            const approver = await account();
            const qr = (await get('/v3/public/qrcode/generate')).result;
            const code = new URL(String(qr.link)).searchParams.get('code');
            const approval = { code, number: qr.number, password };
            const approved = await post('/v3/private/qrcode/confirm', approval, IN_GB, approver.token); // prettier-ignore
            expect(approved.ret_code).toBe(0);
            return get(`/v3/public/qrcode/status?uuid=${qr.uuid}&secret=${qr.secret}`, ip);
          },
        },
      ],
    },
  };

  const accountCount = async () =>
    Number(
      (await operator.db.selectFrom('accounts').select((e) => e.fn.countAll().as('n')).executeTakeFirstOrThrow()).n, // prettier-ignore
    );
  const sessionCount = async () =>
    Number(
      (await operator.db.selectFrom('sessions').select((e) => e.fn.countAll().as('n')).executeTakeFirstOrThrow()).n, // prettier-ignore
    );

  beforeAll(async () => {
    fresh = await database.create();
    const geoTable = join(fresh.dataDir, 'geo-table.csv');
    await writeFile(geoTable, GEO_TABLE);
    idp = await startOidcProvider(undefined, { redirectUris: popupRedirectUris() });
    t = await buildTestApp(
      fresh,
      {
        GEO_TABLE: geoTable,
        RATE_LIMIT_SEND_CODE_PER_MINUTE: '10000',
        RATE_LIMIT_LOGIN_PER_MINUTE: '10000',
        ...popupEnv(idp),
        TELEGRAM_BOT_TOKEN: TEST_BOT_TOKEN,
      },
      { idTokenKeys: issuerKeys({}) },
    );
    operator = await openStore(fresh);
    await operator.restrictions.banRange(BANNED_RANGE, t.clock.now());
  });
  afterAll(async () => {
    await operator?.destroy();
    await t?.app.close();
    await idp?.close();
    await fresh?.dispose();
  });

  it('the route table declares exactly the doors this suite knows a way through', () => {
    const declared = t.app.routeTable
      .filter((route) => route.door)
      .map((route) => [`${route.method} ${route.url}`, route.door]);
    const known = Object.entries(ways).map(([route, { door }]) => [route, door]);
    expect(declared.sort()).toEqual(known.sort());
  });

  const cases = Object.entries(ways).flatMap(([route, { door, ways: list }]) =>
    list.map((way) => ({ route, door, way: way.name })),
  );
  const wayOf = (route: string, name: string) =>
    ways[route]?.ways.find((way) => way.name === name) as Way;

  describe.each(cases)('$route ($way)', ({ route, door, way }) => {
    it('opens from an allowed place through the one session step: the way reaches the door, and its token is the cookie the step set', async () => {
      const answer = await wayOf(route, way).through(IN_GB);
      expect(answer.ret_code).toBe(0);
      if (door === 'session' || route.includes('register')) expect(answer.token).toBeTruthy();
      expect(answer.sessionCookie).toBe(answer.token);
    });

    it("enters the account's sign-in history with how, from where and from what browser", async () => {
      const chosen = wayOf(route, way);
      const answer = await chosen.through(IN_GB);
      if (chosen.method === undefined) return expect(answer.token).toBeUndefined();
      const session = await operator.db.selectFrom('sessions').select('account_id').where('token_hash', '=', sha256Hex(String(answer.token))).executeTakeFirstOrThrow(); // prettier-ignore
      const [entry] = await operator.signIns.latest(session.account_id, 1);
      expect(entry).toMatchObject({ method: chosen.method, result: 'success', ip: IN_GB, country: 'GB', user_agent: 'lightMyRequest' }); // prettier-ignore
    });

    it('refuses an IP-banned visitor (31018) and makes nothing', async () => {
      const chosen = wayOf(route, way);
      const made = chosen.before ?? { accounts: 0, sessions: 0 };
      const before = { accounts: await accountCount(), sessions: await sessionCount() };
      const answer = await chosen.through(IP_BANNED);
      expect(answer).toMatchObject({ ret_code: 31018 });
      expect((await accountCount()) - before.accounts).toBe(made.accounts);
      expect((await sessionCount()) - before.sessions).toBe(made.sessions);
    });

    if (door === 'account') {
      it('refuses a visitor from a banned country (43001) and makes no account', async () => {
        const chosen = wayOf(route, way);
        const before = await accountCount();
        const answer = await chosen.through(IN_US);
        expect(answer).toMatchObject({ ret_code: 43001, result: { country_code: 'US' } });
        expect((await accountCount()) - before).toBe(chosen.before?.accounts ?? 0);
      });
    }
  });
});
