/**
 * The ban info `POST /user/public/ban/einfo` (behaviour §3 "Self-help ban info", decision
 * 142) as its holder and a stranger call it: it answers only the holder of a live
 * `self_unbind_token`, which the first self-unblock step gives to whoever knew the password;
 * a stranger naming an account, or guessing a token, gets one refusal whether the account is
 * banned, free or absent, so the call is no ban-status or account oracle.
 */
import { RET_CODES } from '@foyer/contract';
import { describe, expect, it } from 'vitest';
import { CODE_TTL_MS } from '../codes/index.js';
import { databases } from '../test-support/databases.js';
import { signUpByEmail } from '../test-support/flows.js';
import { routeTestApp } from '../test-support/route-test-app.js';
import { digestOf } from '../test-support/test-app.js';

const BAN_INFO = '/user/public/ban/einfo';
const DAY_MS = 24 * 3_600_000;

describe.each(databases)('the ban info call on $name', (database) => {
  const t = routeTestApp(database, {
    RATE_LIMIT_LOGIN_PER_MINUTE: '1000',
    RATE_LIMIT_SEND_CODE_PER_MINUTE: '1000',
  });
  let n = 0;
  /** A self-help ban older than a day, and the token its first unblock step answered. */
  async function bannedWithToken() {
    const email = `einfo${(n += 1)}@example.com`;
    const account = await signUpByEmail(t, email);
    const since = t.clock.now() - DAY_MS - 1;
    await t.store.restrictions.restrict(account.id, 'banned', 'self_help', since);
    const first = await t.post('/user/public/self-help/deblocking', {
      email,
      password: digestOf(account.password),
    });
    expect(first.ret_code).toBe(0);
    return { email, since, token: String(first.result.self_unbind_token) };
  }

  it('the holder of a live self_unbind_token reads its ban info, by POST as by the GET', async () => {
    const { since, token } = await bannedWithToken();
    const info = { is_self_help_baned: true, baned_time: since };
    expect(await t.post(BAN_INFO, { self_unbind_token: token })).toMatchObject({
      ret_code: 0,
      result: info,
    });
    const byGet = await t.get(`/user/public/self-help/ban-status?self_unbind_token=${token}`);
    expect(byGet.result).toEqual(info);
  });

  it('a stranger naming accounts (banned, free, absent) or guessing tokens gets one refusal for all', async () => {
    const { email } = await bannedWithToken();
    const free = `einfo-free${(n += 1)}@example.com`;
    await signUpByEmail(t, free);
    const refusals = [];
    for (const body of [
      { self_unbind_token: 'guessed-token' },
      { self_unbind_token: email },
      { self_unbind_token: free },
      { self_unbind_token: 'nobody@example.com' },
    ]) {
      refusals.push(await t.post(BAN_INFO, body));
    }
    for (const refusal of refusals) {
      expect(refusal).toEqual(refusals[0]);
      expect(refusal.ret_code).toBe(RET_CODES.INVALID_PARAMS.code);
    }
    for (const body of [{ email }, { email: free }, {}]) {
      expect((await t.post(BAN_INFO, body)).ret_code).toBe(RET_CODES.INVALID_PARAMS.code);
    }
  });

  it("a token whose code has expired tells nothing more: the holder's answer ends with it", async () => {
    const { token } = await bannedWithToken();
    t.clock.advance(CODE_TTL_MS);
    expect((await t.post(BAN_INFO, { self_unbind_token: token })).ret_code).toBe(
      RET_CODES.INVALID_PARAMS.code,
    );
  });

  it('a body that is not JSON, or a token over 64 characters, is refused in the envelope, never a 500', async () => {
    const long = await t.inject('POST', BAN_INFO, { self_unbind_token: 'x'.repeat(65) });
    expect(long.statusCode).toBeLessThan(500);
    expect(long.json()).toMatchObject({ ret_code: 10004, ret_msg: expect.any(String) });
    const broken = await t.app.inject({
      method: 'POST',
      url: `/x-api${BAN_INFO}`,
      headers: { 'content-type': 'application/json' },
      payload: '{"self_unbind_token":',
    });
    expect(broken.statusCode).toBeLessThan(500);
    expect(broken.json<{ ret_msg: string }>().ret_msg).toBeTruthy();
  });
});
