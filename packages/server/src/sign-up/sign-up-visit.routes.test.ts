/**
 * Where a sign-up came from (behaviour §3 register and send-code payloads; docs/decisions/147):
 * `from`, `g`, `location_link`, `url` and `live_country_code` are checked in the envelope and
 * kept with the account's channel record, the addresses without query or fragment.
 */
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

describe.each(databases)('the sign-up visit (decision 147) on $name', (database) => {
  let fresh: FreshDatabase;
  let t: TestApp;
  let store: Store;
  let n = 0;
  const newEmail = () => `visit${(n += 1)}@example.com`;
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

  const visit = {
    from: 'newsletter',
    g: 'spring-2026',
    location_link: 'https://news.example.org/post/42?email=ann%40example.com#top',
    url: 'https://exchange.example.com/en/register?affiliate_id=123',
    live_country_code: 'gb',
  };

  async function signUpWith(fields: object) {
    const email = newEmail();
    const sent = json(await postJson(t.app, '/verify/register/email', { email, ...fields }));
    expect(sent.ret_code).toBe(0);
    const emailverify = t.delivery.lastCodeTo(email);
    const body = { email, emailverify, password, ...fields };
    return json(await postJson(t.app, '/register/email', body));
  }

  it('register keeps from, g, location_link, url and live_country_code with the account, the addresses without their query or fragment', async () => {
    const created = await signUpWith(visit);
    expect(created.ret_code).toBe(0);
    const channel = await store.referral.channelOf(String(created.result.id));
    expect(JSON.parse(channel?.visit ?? 'null')).toEqual({
      from: 'newsletter',
      g: 'spring-2026',
      location_link: 'https://news.example.org/post/42',
      url: 'https://exchange.example.com/en/register',
      live_country_code: 'GB',
    });
  });

  it('a sign-up that sends none of them keeps no visit', async () => {
    const created = await signUpWith({});
    expect((await store.referral.channelOf(String(created.result.id)))?.visit).toBeNull();
  });

  it('an address that is not an absolute http(s) URL is refused in the envelope (10004), on send-code and register', async () => {
    for (const path of ['/verify/register/email', '/register/email']) {
      for (const bad of ['javascript:alert(1)', '/en/register', 'https://', 'x'.repeat(2049)]) {
        const body = { email: newEmail(), emailverify: '123456', password, url: bad };
        expect(json(await postJson(t.app, path, body))).toMatchObject({
          ret_code: 10004,
          ret_msg: expect.stringMatching(/^url: /),
        });
      }
    }
  });

  it('a from or g tag longer than 64 characters, or with other than letters, digits and _ . : -, is refused (10004)', async () => {
    const refusals = [{ from: 'a'.repeat(65) }, { from: 'news letter' }, { g: '<b>' }];
    for (const fields of refusals) {
      const answer = json(
        await postJson(t.app, '/verify/register/email', { email: newEmail(), ...fields }),
      );
      expect(answer.ret_code).toBe(10004);
      expect(answer.ret_msg).toMatch(/^(from|g): /);
    }
  });
});
