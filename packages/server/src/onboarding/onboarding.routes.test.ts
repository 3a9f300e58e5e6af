/**
 * Onboarding's step two on the wire (decision 135), as the step-two page and an attacker call
 * it: a signed-in account reads no answer, keeps one, reads it back and replaces it; one
 * account's answer is never another's; without a session both calls answer 10005; an answer
 * the page does not offer, or a body that is not one, is refused in the envelope, never a 500,
 * and nothing is kept.
 */
import { RET_CODES } from '@foyer/contract';
import { describe, expect, it } from 'vitest';
import { databases } from '../test-support/databases.js';
import { routeTestApp } from '../test-support/route-test-app.js';
import { from, visits } from '../test-support/visits.js';

const PATH = '/user/private/onboarding/trading-experience';
const IP = '192.0.2.48';

describe.each(databases)("onboarding's step two (decision 135) on $name", (database) => {
  const t = routeTestApp(database, {
    RATE_LIMIT_LOGIN_PER_MINUTE: '1000',
    RATE_LIMIT_SEND_CODE_PER_MINUTE: '1000',
  });
  const { signUp } = visits(t);
  let n = 0;
  const newAccount = () => signUp(`step-two${(n += 1)}@example.com`, from(undefined, IP));

  it('a new account has no answer; its answer is kept, read back, and a later one replaces it', async () => {
    const { id, token } = await newAccount();
    expect(await t.get(PATH, token)).toMatchObject({
      ret_code: 0,
      result: { trading_experience: null },
    });
    expect(await t.post(PATH, { trading_experience: 'some' }, token)).toMatchObject({
      ret_code: 0,
    });
    expect((await t.get(PATH, token)).result).toEqual({ trading_experience: 'some' });
    expect((await t.post(PATH, { trading_experience: 'experienced' }, token)).ret_code).toBe(0);
    expect((await t.get(PATH, token)).result).toEqual({ trading_experience: 'experienced' });
    expect(await t.store.tradingExperience.of(id)).toBe('experienced');
  });

  it("one account's answer is never another's", async () => {
    const first = await newAccount();
    const second = await newAccount();
    expect((await t.post(PATH, { trading_experience: 'new' }, first.token)).ret_code).toBe(0);
    expect((await t.get(PATH, second.token)).result).toEqual({ trading_experience: null });
    expect((await t.get(PATH, first.token)).result).toEqual({ trading_experience: 'new' });
  });

  it('without a session, or with an unknown one, both calls answer 10005 and nothing is kept', async () => {
    const notLoggedIn = RET_CODES.NOT_LOGGED_IN.code;
    expect((await t.get(PATH)).ret_code).toBe(notLoggedIn);
    expect((await t.post(PATH, { trading_experience: 'new' })).ret_code).toBe(notLoggedIn);
    expect((await t.post(PATH, { trading_experience: 'new' }, 'forged-token')).ret_code).toBe(
      notLoggedIn,
    );
  });

  it.each([
    ['an answer the page does not offer', { trading_experience: 'whale' }],
    ['a number', { trading_experience: 3 }],
    ['null', { trading_experience: null }],
    ['no answer at all', {}],
    ['a field beside the answer', { trading_experience: 'new', account_id: 'someone-else' }],
    ['markup', { trading_experience: '<script>alert(1)</script>' }],
  ])('%s is refused as invalid parameters, never a 500, and nothing is kept', async (_, bad) => {
    const { id, token } = await newAccount();
    const response = await t.inject('POST', PATH, bad, token);
    expect(response.statusCode).toBeLessThan(500);
    const refused = response.json<{ ret_code: number; ret_msg: string }>();
    expect(refused.ret_code).toBe(RET_CODES.INVALID_PARAMS.code);
    expect(refused.ret_msg).toBeTruthy();
    expect(await t.store.tradingExperience.of(id)).toBeNull();
  });

  it('a body that is not JSON is refused in the envelope, never a 500', async () => {
    const { token } = await newAccount();
    const response = await t.app.inject({
      method: 'POST',
      url: `/x-api${PATH}`,
      headers: { usertoken: token, 'content-type': 'application/json' },
      payload: '{"trading_experience":',
    });
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json<{ ret_code: number }>().ret_code).not.toBe(0);
    expect(response.json<{ ret_msg: string }>().ret_msg).toBeTruthy();
  });
});
