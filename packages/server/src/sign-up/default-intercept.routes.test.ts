/**
 * The risk engine's default interception check (decision 142) as a sign-up page and a prober
 * call it: for the sign-up send's scene 30002 it foretells what the send itself will do
 * (decision 031's farming rule, SIGN_UP_RISK_TARGETS_PER_HOUR = 3 here), counts nothing, and
 * answers the same whether the address has an account or not; any other scene and bad input
 * are 10004 in the envelope; it is limited per minute as the risk check.
 */
import { describe, expect, it } from 'vitest';
import { databases } from '../test-support/databases.js';
import { signUpByEmail } from '../test-support/flows.js';
import { routeTestApp } from '../test-support/route-test-app.js';
import { json } from '../test-support/test-app.js';

const INTERCEPT = '/user/public/risk/default-intercept';
const SIGN_UP_SEND = 30002;
const N = 3;

describe.each(databases)('the default interception check on $name', (database) => {
  const t = routeTestApp(database, {
    SIGN_UP_RISK_TARGETS_PER_HOUR: String(N),
    RATE_LIMIT_LOGIN_PER_MINUTE: '1000',
    RATE_LIMIT_SEND_CODE_PER_MINUTE: '1000',
  });
  let n = 0;
  const newEmail = () => `intercept${(n += 1)}@example.com`;
  /** Each test its own device and network, so counts never mix between tests. */
  let place = 0;
  const newPlace = () => {
    place += 1;
    return { guid: `intercept-device-${place}`, ip: `10.2.0.${place}` };
  };
  type Where = ReturnType<typeof newPlace>;
  async function post(path: string, body: object, where: Where) {
    const headers = { guid: where.guid };
    const response = await t.app.inject({
      method: 'POST',
      url: `/x-api${path}`,
      payload: body,
      headers,
      remoteAddress: where.ip,
    });
    return json(response);
  }
  const ask = (where: Where, email?: string) =>
    post(INTERCEPT, { sence: SIGN_UP_SEND, ...(email ? { ext_info: { email } } : {}) }, where);
  const send = (email: string, where: Where) => post('/verify/register/email', { email }, where);
  const notStopped = { ret_code: 0, result: { intercept: false, risk_token_type: 'none' } };
  const stopped = { ret_code: 0, result: { intercept: true, risk_token_type: 'pass' } };

  it("foretells the sign-up send: free until the Nth new address of the hour, then 'pass', as the send itself answers", async () => {
    const where = newPlace();
    const sentTo: string[] = [];
    for (let i = 1; i < N; i += 1) {
      const email = newEmail();
      expect(await ask(where, email)).toMatchObject(notStopped);
      expect((await send(email, where)).result.risk_token).toBeUndefined();
      sentTo.push(email);
    }
    const next = newEmail();
    expect(await ask(where, next)).toMatchObject(stopped);
    expect(await ask(where)).toMatchObject(stopped);
    expect((await send(next, where)).result.risk_token).toEqual(expect.any(String));
    // A resend to an address already sent to is never stopped, as the send's rule says.
    expect(await ask(where, sentTo[0])).toMatchObject(notStopped);
  });

  it('asking counts nothing: a prober asking about many addresses does not bring the interception closer', async () => {
    const where = newPlace();
    for (let i = 0; i < 2 * N; i += 1)
      expect(await ask(where, newEmail())).toMatchObject(notStopped);
    const first = newEmail();
    expect((await send(first, where)).result.risk_token).toBeUndefined();
  });

  it('an address with an account and one without are answered alike: no account oracle', async () => {
    const where = newPlace();
    const member = newEmail();
    await signUpByEmail(t, member);
    const stranger = newEmail();
    expect(await ask(where, member)).toEqual(await ask(where, stranger));
  });

  it('a phone number is asked about as the mobile send would be', async () => {
    const where = newPlace();
    const phone = { mobile: '7123456789', country_code: '44' };
    expect(await post(INTERCEPT, { sence: SIGN_UP_SEND, ext_info: phone }, where)).toMatchObject(
      notStopped,
    );
  });

  it.each([
    ['a scene with no rule', { sence: 30001 }],
    ['no scene', { ext_info: { email: 'a@example.com' } }],
    ['a scene that is not a number', { sence: 'signup' }],
    ['an ext_info that is no address', { sence: SIGN_UP_SEND, ext_info: { email: 'nope' } }],
    [
      'an ext_info naming both',
      { sence: SIGN_UP_SEND, ext_info: { email: 'a@example.com', mobile: '1' } },
    ],
    ['a field beside them', { sence: SIGN_UP_SEND, risk_token: 'x' }],
  ])('%s is refused as invalid parameters in the envelope, never a 500', async (_, body) => {
    const response = await t.inject('POST', INTERCEPT, body);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json()).toMatchObject({ ret_code: 10004, ret_msg: expect.any(String) });
  });
});

describe.each(databases)('the default interception check is limited on $name', (database) => {
  const t = routeTestApp(database, { RATE_LIMIT_LOGIN_PER_MINUTE: '2' });

  it('a script polling it is answered 10006 past RATE_LIMIT_LOGIN_PER_MINUTE', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      codes.push((await t.post(INTERCEPT, { sence: SIGN_UP_SEND })).ret_code);
    }
    expect(codes).toEqual([0, 0, 10006]);
  });
});
