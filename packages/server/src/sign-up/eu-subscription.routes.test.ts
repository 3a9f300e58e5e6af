/**
 * The EU site's news opt-in (behaviour §3 register payloads `euSubscription`, §5 "Terms": "the EU
 * site has an optional news opt-in"; decision 090): kept with the account's sign-up tracking as
 * ext_json.eu_subscription on the EU site, and nowhere else.
 */
import { describe, expect, it } from 'vitest';
import { databases } from '../test-support/databases.js';
import { routeTestApp } from '../test-support/route-test-app.js';
import { digestOf, json, postJson } from '../test-support/test-app.js';

const EU_HOST = 'eu.exchange.example';
const MAIN_HOST = 'exchange.example';

describe.each(databases)("the EU site's news opt-in on $name", (database) => {
  const t = routeTestApp(database, { RATE_LIMIT_SEND_CODE_PER_MINUTE: '1000' });
  let n = 0;

  /** The compliance sign-up the widget makes on a compliance site (decision 081). */
  async function signUpOn(host: string, fields: Record<string, unknown>) {
    const email = `news${(n += 1)}@example.com`;
    const sent = json(await postJson(t.app, '/verify/register/email', { email }, { host }));
    expect(sent.ret_code).toBe(0);
    const body = {
      email,
      emailverify: t.delivery.lastCodeTo(email),
      password: digestOf('Passw0rd!'),
      ...fields,
    };
    const made = json(await postJson(t.app, '/user/public/register_compliance', body, { host }));
    expect(made.ret_code).toBe(0);
    return made;
  }

  async function trackingOf(made: { result: Record<string, unknown> }) {
    const channel = await t.store.referral.channelOf(String(made.result.id));
    return JSON.parse(channel?.tracking ?? '{}') as { ext_json?: Record<string, unknown> };
  }

  it('"the EU site has an optional news opt-in": the server keeps euSubscription as eu_subscription, 1 or 0', async () => {
    const optedIn = await signUpOn(EU_HOST, { euSubscription: true });
    expect((await trackingOf(optedIn)).ext_json).toEqual({ eu_subscription: 1 });
    const declined = await signUpOn(EU_HOST, { euSubscription: false });
    expect((await trackingOf(declined)).ext_json).toEqual({ eu_subscription: 0 });
    const unsaid = await signUpOn(EU_HOST, {});
    expect((await trackingOf(unsaid)).ext_json).toBeUndefined();
  });

  it("the tracking fields' own eu_subscription wins over the payload's", async () => {
    const made = await signUpOn(EU_HOST, {
      euSubscription: 1,
      channel_info: { ext_json: { eu_subscription: 0, tg_source: 'bot' } },
    });
    expect((await trackingOf(made)).ext_json).toEqual({ eu_subscription: 0, tg_source: 'bot' });
  });

  it('a site that offers no opt-in keeps none, however it is sent', async () => {
    const made = await signUpOn(MAIN_HOST, {
      euSubscription: true,
      channel_info: { utmsource: 'news', ext_json: { eu_subscription: 1, tg_source: 'bot' } },
    });
    expect(await trackingOf(made)).toEqual({ utmsource: 'news', ext_json: { tg_source: 'bot' } });
  });
});
