import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStore, type Store } from '../store/store.js';
import { databases, type FreshDatabase } from '../test-support/databases.js';
import { buildTestApp, digestOf, json, type TestApp } from '../test-support/test-app.js';

// Documentation addresses (RFC 5737) placed by the GEO_TABLE of this suite.
const IN_US = '203.0.113.5';
const IN_ONTARIO = '203.0.113.20';
const IN_QUEBEC = '203.0.113.40';
const IN_GB = '192.0.2.10';
const GEO_TABLE = [
  'cidr,country',
  '203.0.113.0/28,US',
  '203.0.113.16/28,CA-ON',
  '203.0.113.32/28,CA',
  '192.0.2.0/24,GB',
].join('\n');

describe.each(databases)('sign-up restrictions (behaviour §4, §5, §9) on $name', (database) => {
  let fresh: FreshDatabase;
  let t: TestApp;
  let operator: Store;
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

  beforeAll(async () => {
    fresh = await database.create();
    const geoTable = join(fresh.dataDir, 'geo-table.csv');
    await writeFile(geoTable, GEO_TABLE);
    t = await buildTestApp(fresh, {
      GEO_TABLE: geoTable,
      RATE_LIMIT_SEND_CODE_PER_MINUTE: '1000',
    });
    operator = await openStore(fresh);
  });
  afterAll(async () => {
    await operator?.destroy();
    await t?.app.close();
    await fresh?.dispose();
  });

  it('Registration blocked when selected country is in banned list — the visitor country from GEO_TABLE (US)', async () => {
    const answer = await post('/verify/register/email', { email: freshEmail() }, IN_US);
    expect(answer).toMatchObject({ ret_code: 43001, result: { country_code: 'US' } });
    expect(t.delivery.sent).toHaveLength(0);
  });

  it('Banned country codes: … Ontario — a visitor in CA-ON is refused, the rest of Canada is not', async () => {
    expect(await post('/verify/register/email', { email: freshEmail() }, IN_ONTARIO)).toMatchObject(
      { ret_code: 43001, result: { country_code: 'CA-ON' } },
    );
    expect(
      (await post('/verify/register/email', { email: freshEmail() }, IN_QUEBEC)).ret_code,
    ).toBe(0);
  });

  it('Registration blocked when selected country is in banned list — the phone country (+86 CN)', async () => {
    const answer = await post('/verify/register/mobile', {
      country_code: '86',
      mobile: '13800138000',
    });
    expect(answer).toMatchObject({ ret_code: 43001, result: { country_code: 'CN' } });
  });

  it('Banned country codes: … Ontario — a +1 number with an Ontario area code is refused', async () => {
    const ontario = await post('/verify/register/mobile', {
      country_code: '1',
      mobile: '4165550123',
    });
    expect(ontario).toMatchObject({ ret_code: 43001, result: { country_code: 'CA-ON' } });
  });

  it('a phone outside the banned list from an allowed place gets its code', async () => {
    const answer = await post('/verify/register/mobile', {
      country_code: '44',
      mobile: '7700900123',
    });
    expect(answer.ret_code).toBe(0);
  });

  it('Registration blocked when … IP banned: send-code and register answer 31018 with the IP', async () => {
    const email = freshEmail();
    expect((await post('/verify/register/email', { email })).ret_code).toBe(0);
    const code = t.delivery.lastCodeTo(email);
    await operator.restrictions.banRange('192.0.2.0/24', t.clock.now());
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
      await operator.restrictions.unbanRange('192.0.2.0/24');
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
    await operator.restrictions.banRange(IN_US, t.clock.now());
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
      await operator.restrictions.unbanRange(IN_US);
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

  it('the waitlist stores an e-mail once and answers alike for a new and a known e-mail', async () => {
    const email = freshEmail();
    const first = await post('/user/public/waitlist/join', { email, country: 'us' }, IN_US);
    const second = await post('/user/public/waitlist/join', { email: email.toUpperCase() }, IN_US);
    expect(first).toEqual(second);
    expect(first.ret_code).toBe(0);
    const rows = await operator.db
      .selectFrom('waitlist')
      .selectAll()
      .where('email', '=', email)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ email, country: 'US' });
  });

  describe('double opt-in (decision 033): a one-time link; the entry counts once it is opened', () => {
    /** The links e-mailed to `to`, oldest first. */
    const linksTo = (to: string) =>
      t.delivery.sent.flatMap((m) =>
        m.to === to && m.channel === 'email' && m.link ? [m.link] : [],
      );
    const tokenOf = (link: string | undefined) =>
      new URL(link ?? 'http://x/').searchParams.get('token') ?? '';
    const confirm = (token: string) => post('/user/public/waitlist/confirm', { token });
    const entry = (email: string) => operator.waitlist.find(email);

    it('joining sends one link in the page language; opening it confirms the entry, once', async () => {
      const email = freshEmail();
      await post('/user/public/waitlist/join', { email, lang: 'ar-SA' }, IN_US);
      const [link] = linksTo(email);
      expect(link).toMatch(/\/ar-SA\/waitlist\/confirm\?token=[\w-]{43}$/);
      const token = tokenOf(link);
      expect((await entry(email))?.confirmed_at).toBeNull();
      // Only the token's sha256 is kept.
      expect(JSON.stringify(await entry(email))).not.toContain(token);
      expect(await confirm(token)).toMatchObject({ ret_code: 0, result: { confirmed: true } });
      const confirmedAt = (await entry(email))?.confirmed_at;
      expect(Number(confirmedAt)).toBeGreaterThan(0);
      t.clock.advance(1_000);
      expect((await confirm(token)).ret_code).toBe(0);
      expect((await entry(email))?.confirmed_at).toBe(confirmedAt);
      // A confirmed entry joining again gets no new e-mail (and the same answer).
      t.clock.advance(120_000);
      expect((await post('/user/public/waitlist/join', { email }, IN_US)).ret_code).toBe(0);
      expect(linksTo(email)).toHaveLength(1);
    });

    it('a second join within 60 s sends nothing more; after, a new link replaces the old', async () => {
      const email = freshEmail();
      await post('/user/public/waitlist/join', { email }, IN_US);
      await post('/user/public/waitlist/join', { email }, IN_US);
      expect(linksTo(email)).toHaveLength(1);
      t.clock.advance(60_000);
      await post('/user/public/waitlist/join', { email }, IN_US);
      const [first, second] = linksTo(email).map(tokenOf);
      expect((await confirm(first ?? '')).ret_code).toBe(46001);
      expect((await confirm(second ?? '')).ret_code).toBe(0);
    });

    it('an unknown, malformed or expired link answers 46001 and confirms nothing', async () => {
      expect((await confirm('x'.repeat(43))).ret_code).toBe(46001);
      expect((await confirm('not a token!')).ret_code).toBe(10004);
      const email = freshEmail();
      await post('/user/public/waitlist/join', { email }, IN_US);
      const token = tokenOf(linksTo(email)[0]);
      t.clock.advance(7 * 24 * 60 * 60_000);
      expect((await confirm(token)).ret_code).toBe(46001);
      expect((await entry(email))?.confirmed_at).toBeNull();
    });
  });

  it('Waitlist e-mail: … Chinese e-mail gives regNoticeContent (43002), nothing stored', async () => {
    const answer = await post('/user/public/waitlist/join', { email: 'someone@qq.com' }, IN_US);
    expect(answer.ret_code).toBe(43002);
    expect(await operator.waitlist.find('someone@qq.com')).toBeUndefined();
  });

  it('Waitlist e-mail: valid (invalidMail)', async () => {
    expect((await post('/user/public/waitlist/join', { email: 'not-an-email' })).ret_code).toBe(
      10004,
    );
  });
});
