/**
 * behaviour §3 `live_country_code` on the wire (docs/decisions/146): the country the client
 * says the visitor is in may refuse a sign-up or make a log-in's place new, and never admits
 * what the server's own country of the address refuses. Written as an attacker's steps.
 */
import { describe, expect, it } from 'vitest';
import { databases } from '../test-support/databases.js';
import { routeTestApp } from '../test-support/route-test-app.js';
import { digestOf } from '../test-support/test-app.js';
import { from, visits, withGeoTable } from '../test-support/visits.js';

// Documentation addresses (RFC 5737): a banned country (US, behaviour §9) and two open ones.
const IN_US = '203.0.113.5';
const IN_GB = '192.0.2.10';
const IN_FR = '198.51.100.10';
const GEO_TABLE = 'cidr,country\n203.0.113.0/24,US\n192.0.2.0/24,GB\n198.51.100.0/24,FR\n';

describe.each(databases)('live_country_code (decision 146) on $name', (database) => {
  const env = { RATE_LIMIT_LOGIN_PER_MINUTE: '1000', RATE_LIMIT_SEND_CODE_PER_MINUTE: '1000' };
  withGeoTable(env, GEO_TABLE);
  const t = routeTestApp(database, env);
  const { call, signUp, login } = visits(t);
  let n = 0;
  const newEmail = () => `live-country${(n += 1)}@example.com`;

  it('"Registration blocked when selected country is in banned list": a visitor in a banned country who sends live_country_code "GB" is still refused, and nothing is sent', async () => {
    const email = newEmail();
    const sent = await call(
      'POST',
      '/verify/register/email',
      { email, live_country_code: 'GB' },
      from('attacker-device', IN_US),
    );
    expect(sent.body).toMatchObject({ ret_code: 43001, result: { country_code: 'US' } });
    expect(t.delivery.sent.filter((mail) => mail.to === email)).toHaveLength(0);
  });

  it('a code asked for from an open country does not make the account when the attacker completes from a banned one claiming "GB"', async () => {
    const email = newEmail();
    await call('POST', '/verify/register/email', { email }, from('device', IN_GB));
    const body = {
      email,
      emailverify: t.delivery.lastCodeTo(email),
      password: digestOf('Passw0rd!'),
      live_country_code: 'gb',
    };
    const registered = await call('POST', '/register/email', body, from('device', IN_US));
    expect(registered.body).toMatchObject({ ret_code: 43001, result: { country_code: 'US' } });
  });

  it('a live country in the banned list refuses the sign-up even from an open address: it can only be stricter', async () => {
    const email = newEmail();
    const sent = await call(
      'POST',
      '/verify/register/email',
      { email, live_country_code: 'us' },
      from('device', IN_GB),
    );
    expect(sent.body).toMatchObject({ ret_code: 43001, result: { country_code: 'US' } });
    expect(t.delivery.sent.filter((mail) => mail.to === email)).toHaveLength(0);
  });

  it('a live_country_code that is not two letters is refused in the envelope (10004), nothing sent', async () => {
    const email = newEmail();
    for (const live of ['GBR', 'G1', '<script>']) {
      const sent = await call(
        'POST',
        '/verify/register/email',
        { email, live_country_code: live },
        from('device', IN_GB),
      );
      expect(sent.body).toMatchObject({
        ret_code: 10004,
        ret_msg: 'live_country_code: invalidLiveCountryCode',
      });
    }
    expect(t.delivery.sent.filter((mail) => mail.to === email)).toHaveLength(0);
  });

  it("log-in: a live country the account never logged in from makes a known device's place new (guide), and the same country as the address changes nothing", async () => {
    const email = newEmail();
    await signUp(email, from('device-a', IN_GB));
    const same = await login(email, from('device-a', IN_GB), { live_country_code: 'GB' });
    expect(same.body.ret_code).toBe(0);
    expect(same.body.result).not.toHaveProperty('risk_token');
    const other = await login(email, from('device-a', IN_GB), { live_country_code: 'FR' });
    expect(other.body.ret_code).toBe(0);
    expect(other.body.result).toMatchObject({ risk_token_type: 'guide' });
  });

  it("log-in: someone at an address in a new country who names the owner's country is still in a new country (guide, not a plain sign-in)", async () => {
    const email = newEmail();
    await signUp(email, from('device-a', IN_GB));
    const attempt = await login(email, from('device-a', IN_FR), { live_country_code: 'GB' });
    expect(attempt.body.ret_code).toBe(0);
    expect(attempt.body.result).toMatchObject({ risk_token_type: 'guide' });
  });

  it('log-in: the live country is never remembered as a known country of the account', async () => {
    const email = newEmail();
    await signUp(email, from('device-a', IN_GB));
    await login(email, from('device-a', IN_GB), { live_country_code: 'FR' });
    const fromFrance = await login(email, from('device-a', IN_FR));
    expect(fromFrance.body.result).toMatchObject({ risk_token_type: 'guide' });
  });
});
