import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appTokenStore } from './app-api';
import { forgetProfile, readProfile } from './profile';

const PROFILE = { id: '100200300', email: 'ada@example.com', create_time: 1, demo_trading: false };

/** The server as fetch sees it: how many profile calls came, and what the next one answers. */
function server(answer: () => object = () => ({ ret_code: 0, ret_msg: 'OK', result: PROFILE })) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      calls.push(new URL(url).pathname);
      return new Response(JSON.stringify(answer()), {
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return calls;
}

beforeEach(() => {
  forgetProfile();
  appTokenStore.set('tok-a');
});
afterEach(() => {
  vi.unstubAllGlobals();
  appTokenStore.clear();
});

describe('GET /v2/private/user/profile: cached 10 s, cache clearable (behaviour §7)', () => {
  it('two pages reading it within 10 s ask the server once and read the same profile', async () => {
    const calls = server();
    let clock = 1_000;
    const first = await readProfile('en', () => clock);
    clock += 9_999;
    const second = await readProfile('en', () => clock);
    expect(calls).toEqual(['/x-api/v2/private/user/profile']);
    expect(second).toEqual(first);
    expect(second).toMatchObject({ ok: true, result: { id: PROFILE.id } });
  });

  it('10 s later it is asked again', async () => {
    const calls = server();
    await readProfile('en', () => 1_000);
    await readProfile('en', () => 11_000);
    expect(calls).toHaveLength(2);
  });

  it('another session (a sign-in by the widget writes the token) is asked anew', async () => {
    const calls = server();
    await readProfile('en', () => 1_000);
    appTokenStore.set('tok-b');
    await readProfile('en', () => 1_001);
    expect(calls).toHaveLength(2);
  });

  it('forgetProfile (log-out, a demo switch) makes the next reader ask', async () => {
    const calls = server();
    await readProfile('en', () => 1_000);
    forgetProfile();
    await readProfile('en', () => 1_001);
    expect(calls).toHaveLength(2);
  });

  it('a refusal is not kept: signed out (10005) now, the next reader asks again', async () => {
    let signedIn = false;
    const calls = server(() =>
      signedIn
        ? { ret_code: 0, ret_msg: 'OK', result: PROFILE }
        : { ret_code: 10005, ret_msg: 'not logged in' },
    );
    expect(await readProfile('en', () => 1_000)).toMatchObject({ ok: false, retCode: 10005 });
    signedIn = true;
    expect(await readProfile('en', () => 1_001)).toMatchObject({ ok: true });
    expect(calls).toHaveLength(2);
  });
});
