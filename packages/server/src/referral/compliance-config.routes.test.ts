/**
 * The static compliance config per site (behaviour §6 'hide' action, §7; decision 083): what
 * GET /v3/public/redeem-config answers on each site's host, and the sign-up's refusal of a
 * referral code the site hides, sent around the widget.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases, type FreshDatabase } from '../test-support/databases.js';
import { buildTestApp, digestOf, json, postJson, type TestApp } from '../test-support/test-app.js';

const EU_HOST = 'eu.exchange.example';
const MAIN_HOST = 'exchange.example';

describe.each(databases)('the compliance config of each site on $name', (database) => {
  let fresh: FreshDatabase;
  let t: TestApp;
  let n = 0;

  beforeAll(async () => {
    fresh = await database.create();
    t = await buildTestApp(fresh, {
      RATE_LIMIT_SEND_CODE_PER_MINUTE: '1000',
      COMPLIANCE_HIDE: 'EU:referral+qrCode,KAZ:thirdParty',
      ZH_HOSTNAMES: 'zh.exchange.example',
    });
  });
  afterAll(async () => {
    await t?.app.close();
    await fresh?.dispose();
  });

  const configOn = async (host: string) =>
    json(
      await t.app.inject({
        method: 'GET',
        url: '/x-api/v3/public/redeem-config',
        headers: { host },
      }),
    );

  it("the 'hide' action names the blocks hidden on the request's site, with zhHostnameList", async () => {
    expect(await configOn(EU_HOST)).toMatchObject({
      ret_code: 0,
      result: { hide: ['referral', 'qrCode'], zhHostnameList: ['zh.exchange.example'] },
    });
    expect((await configOn('kz.exchange.example')).result.hide).toEqual(['thirdParty']);
    expect((await configOn(MAIN_HOST)).result.hide).toEqual([]);
  });

  async function signUpOn(host: string, channel: Record<string, unknown>) {
    const email = `hide${(n += 1)}@example.com`;
    const sent = json(await postJson(t.app, '/verify/register/email', { email }, { host }));
    expect(sent.ret_code).toBe(0);
    const body = {
      email,
      emailverify: t.delivery.lastCodeTo(email),
      password: digestOf('Passw0rd!'),
      ...channel,
    };
    return json(await postJson(t.app, '/register/email', body, { host }));
  }

  it('a referral code sent around a hidden referral field is refused with 48024, no account made', async () => {
    const refused = await signUpOn(EU_HOST, { ref: 'SOMECODE' });
    expect(refused).toMatchObject({ ret_code: 48024, ret_msg: expect.any(String) });
    expect(refused.token).toBeUndefined();
    expect((await signUpOn(EU_HOST, { user_code: 'SOMECODE' })).ret_code).toBe(48024);
    expect((await signUpOn(EU_HOST, { ref: '' })).ret_code).toBe(0);
  });

  it('where the referral field is shown, the same code is not refused for being there', async () => {
    const answer = await signUpOn(MAIN_HOST, { ref: 'SOMECODE' });
    expect(answer.ret_code).not.toBe(48024);
  });
});
