/**
 * The sign-up restrictions and the waitlist on the wire (behaviour §3 "IP info", §7
 * "Restrictions and waitlist"; decisions 029, 033): the visitor's address and the phone reach
 * the rule, each refusal answers its ret_code and fields, and nothing is sent. The rules
 * themselves: sign-up-restrictions.test.ts, waitlist.service.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { databases } from '../test-support/databases.js';
import { routeTestApp } from '../test-support/route-test-app.js';
import { digestOf, json } from '../test-support/test-app.js';
import { withGeoTable } from '../test-support/visits.js';

// Documentation addresses (RFC 5737) placed by the GEO_TABLE of this suite.
const IN_US = '203.0.113.5';
const IN_ONTARIO = '203.0.113.20';
const IN_GB = '192.0.2.10';
const IN_FRANCE = '198.51.100.10';
const IN_GEORGIA = '198.51.100.20';
const IN_UAE = '198.51.100.40';
const GEO_TABLE = [
  'cidr,country',
  '203.0.113.0/28,US',
  '203.0.113.16/28,CA-ON',
  '203.0.113.32/28,CA',
  '192.0.2.0/24,GB',
  '198.51.100.0/28,FR',
  '198.51.100.16/28,GE',
  '198.51.100.32/28,AE',
].join('\n');

describe.each(databases)('sign-up restriction calls on $name', (database) => {
  const env: Record<string, string> = { RATE_LIMIT_SEND_CODE_PER_MINUTE: '1000' };
  withGeoTable(env, GEO_TABLE);
  const t = routeTestApp(database, env);
  let n = 0;
  const freshEmail = () => `restricted-signup${(n += 1)}@example.com`;
  const post = async (path: string, body: object, ip = IN_GB) =>
    json(
      await t.app.inject({
        method: 'POST',
        url: `/x-api${path}`,
        payload: body,
        remoteAddress: ip,
      }),
    );
  const get = async (path: string, ip = IN_GB) =>
    json(await t.app.inject({ method: 'GET', url: `/x-api${path}`, remoteAddress: ip }));

  it("the visitor's place refuses the send: 43001 with country_code, and nothing is sent", async () => {
    const answer = await post('/verify/register/email', { email: freshEmail() }, IN_US);
    expect(answer).toMatchObject({ ret_code: 43001, result: { country_code: 'US' } });
    expect(t.delivery.sent).toHaveLength(0);
  });

  it("the phone's place refuses the send by mobile: 43001 with country_code (+86 CN)", async () => {
    const answer = await post('/verify/register/mobile', {
      country_code: '86',
      mobile: '13800138000',
    });
    expect(answer).toMatchObject({ ret_code: 43001, result: { country_code: 'CN' } });
  });

  it('an IP ban refuses send-code and register: 31018 with the IP', async () => {
    const email = freshEmail();
    expect((await post('/verify/register/email', { email })).ret_code).toBe(0);
    const code = t.delivery.lastCodeTo(email);
    await t.store.restrictions.banRange('192.0.2.0/24', t.clock.now());
    try {
      expect(await post('/verify/register/email', { email: freshEmail() })).toMatchObject({
        ret_code: 31018,
        result: { ip: IN_GB },
      });
      const registered = await post('/register/email', {
        email,
        emailverify: code,
        password: digestOf('Correct-Horse-9'),
      });
      expect(registered).toMatchObject({ ret_code: 31018, result: { ip: IN_GB } });
    } finally {
      await t.store.restrictions.unbanRange('192.0.2.0/24');
    }
  });

  it('GET /register/permission_v2 answers whether this visitor may sign up and why', async () => {
    expect((await get('/register/permission_v2', IN_GB)).result).toEqual({
      permission: 1,
      reason: 'none',
      country_code: 'GB',
      region_code: '',
      ip: IN_GB,
    });
    expect((await get('/register/permission_v2', IN_ONTARIO)).result).toMatchObject({
      permission: 0,
      reason: 'countryBanned',
      country_code: 'CA',
      region_code: 'CA-ON',
    });
    await t.store.restrictions.banRange(IN_US, t.clock.now());
    try {
      expect((await get('/register/permission_v2', IN_US)).result).toMatchObject({
        permission: 0,
        reason: 'ipBanned',
        ip: IN_US,
      });
      expect((await get('/user/public/ip-info', IN_US)).result).toEqual({
        code: 'US',
        is_visible: 0,
        is_login: 0,
        group_country: '',
        ip: IN_US,
      });
    } finally {
      await t.store.restrictions.unbanRange(IN_US);
    }
  });

  it('IP info: code, is_visible, is_login, group_country, ip', async () => {
    expect((await get('/user/public/ip-info', IN_GB)).result).toEqual({
      code: 'GB',
      is_visible: 1,
      is_login: 1,
      group_country: '',
      ip: IN_GB,
    });
  });

  it.each([
    [IN_FRANCE, 'FR', 'eea'],
    [IN_GEORGIA, 'GE', 'ge'],
    [IN_UAE, 'AE', 'ae'],
    [IN_GB, 'GB', ''],
    ['127.0.0.1', '', ''],
  ])(
    'IP info group_country (eea etc.): a visitor at %s (%j) is in group %j',
    async (ip, code, group) => {
      const { result } = await get('/user/public/ip-info', ip);
      expect(result).toMatchObject({ code, group_country: group, ip });
    },
  );

  describe('the waitlist calls', () => {
    const join = (body: object) => post('/user/public/waitlist/join', body, IN_US);
    const confirm = (token: string) => post('/user/public/waitlist/confirm', { token });

    it('join answers alike for a new and a known e-mail; without a country, the place of the visitor is kept', async () => {
      const email = freshEmail();
      const first = await join({ email });
      expect(first).toEqual(await join({ email: email.toUpperCase() }));
      expect(first.ret_code).toBe(0);
      expect(await t.store.waitlist.find(email)).toMatchObject({ email, country: 'US' });
    });

    it("join's lang reaches the link; confirm answers confirmed, 46001 for an unknown token, 10004 for a malformed one", async () => {
      const email = freshEmail();
      await join({ email, lang: 'ar-SA' });
      const mail = t.delivery.sent.findLast((m) => m.to === email);
      const link = (mail?.channel === 'email' && mail.link) || '';
      expect(link).toMatch(/\/ar-SA\/waitlist\/confirm\?token=/);
      const token = new URL(link).searchParams.get('token') ?? '';
      expect(await confirm(token)).toMatchObject({ ret_code: 0, result: { confirmed: true } });
      expect((await confirm('x'.repeat(43))).ret_code).toBe(46001);
      expect((await confirm('not a token!')).ret_code).toBe(10004);
    });

    it('Waitlist e-mail: a Chinese e-mail answers 43002; an invalid one 10004', async () => {
      expect((await join({ email: 'someone@qq.com' })).ret_code).toBe(43002);
      expect((await join({ email: 'not-an-email' })).ret_code).toBe(10004);
    });
  });
});
