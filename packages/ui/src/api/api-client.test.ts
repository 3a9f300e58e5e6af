import { describe, expect, it, vi } from 'vitest';
import {
  countryListCall,
  loginCall,
  profileCall,
  qrStatusCall,
  type CallRoute,
} from '@foyer/contract';
import { createApiClient, type ApiClientConfig } from './api-client';
import { createMemoryTokenStore } from './token-store';

/** The login and profile routes with loose request types, for answers that ignore the body. */
const anyLogin: CallRoute<Record<string, unknown>> = loginCall;
const getWithQuery: CallRoute<Record<string, unknown>> = profileCall;

function answer(body: unknown): Response {
  return new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
}

function client(fetchImpl: typeof fetch, overrides: Partial<ApiClientConfig> = {}) {
  const tokenStore = createMemoryTokenStore('tok-1');
  const onToast = vi.fn();
  const api = createApiClient({
    apiBase: 'https://example.test/x-api',
    lang: 'en',
    platform: 'pc',
    guid: 'guid-1',
    tokenStore,
    onToast,
    fetch: fetchImpl,
    ...overrides,
  });
  return { api, tokenStore, onToast };
}

function lastRequest(fetchImpl: ReturnType<typeof vi.fn>): [string, RequestInit] {
  return fetchImpl.mock.calls.at(-1) as [string, RequestInit];
}

describe('the request wrapper of behaviour §7', () => {
  it("a device fingerprint is reported with each log-in: the calls that may open a session carry the browser's, and no other call does (decision 150)", async () => {
    const fetchImpl = vi.fn(async () => answer({ ret_code: 0, ret_msg: 'OK', result: {} }));
    const { api } = client(fetchImpl);
    const headersOf = () => new Headers(lastRequest(fetchImpl)[1].headers);
    await api.call(anyLogin, { email: 'a@example.com' });
    expect(headersOf().get('Device-Fingerprint')).toMatch(/^[0-9a-f]{64}$/);
    const first = headersOf().get('Device-Fingerprint');
    await api.call(qrStatusCall as CallRoute<Record<string, unknown>>, { uuid: 'u', secret: 's' });
    expect(headersOf().get('Device-Fingerprint')).toBe(first);
    await api.call(getWithQuery, {});
    expect(headersOf().has('Device-Fingerprint')).toBe(false);
    await api.call(countryListCall as CallRoute<Record<string, unknown>>, {});
    expect(headersOf().has('Device-Fingerprint')).toBe(false);
  });

  it('oauth_tmp_login_id: the fields the host gives are added to the calls they name, and only those', async () => {
    const fetchImpl = vi.fn(async () => answer({ ret_code: 0, ret_msg: 'OK', result: {} }));
    const fields = (path: string) =>
      path === '/login' ? { oauth_tmp_login_id: 'client-1' } : undefined;
    const { api } = client(fetchImpl, { fields });
    await api.call(anyLogin, { email: 'a@example.com' });
    expect(JSON.parse(String(lastRequest(fetchImpl)[1].body))).toEqual({
      email: 'a@example.com',
      oauth_tmp_login_id: 'client-1',
    });
    await api.call(getWithQuery, {});
    expect(lastRequest(fetchImpl)[0]).not.toContain('oauth_tmp_login_id');
  });

  it('answers only once the texts an answer may need have arrived, and in spite of their failure', async () => {
    let textsArrive = () => {};
    const textsReady = vi.fn(() => new Promise<void>((resolve) => (textsArrive = resolve)));
    const fetchImpl = vi.fn(async () => answer({ ret_code: 10006, ret_msg: 'Busy', result: {} }));
    const { api, onToast } = client(fetchImpl, {
      textsReady,
      translate: (key) => (key === 'errors:10006' ? 'Too many requests' : undefined),
    });
    let answered = false;
    const outcome = api.call(anyLogin, {}).then((value) => {
      answered = true;
      return value;
    });
    await vi.waitFor(() => expect(fetchImpl).toHaveBeenCalled());
    await Promise.resolve();
    expect(answered).toBe(false);
    textsArrive();
    await expect(outcome).resolves.toMatchObject({ ok: false, retCode: 10006 });
    expect(onToast).toHaveBeenCalledWith(
      expect.objectContaining({ text: expect.stringContaining('Too many requests') }),
    );

    const failing = client(fetchImpl, { textsReady: () => Promise.reject(new Error('offline')) });
    await expect(failing.api.call(anyLogin, {})).resolves.toMatchObject({ retCode: 10006 });
  });

  it('sends credentials, JSON headers, Guid, Lang, platform, X-User-Agent and UserToken', async () => {
    const fetchImpl = vi.fn(async () => answer({ ret_code: 0, ret_msg: 'OK', result: {} }));
    const { api } = client(fetchImpl);
    await api.call(loginCall, { email: 'a@b.co', password: 'x' });
    const [url, init] = lastRequest(fetchImpl);
    expect(url).toBe('https://example.test/x-api/login');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('include');
    expect(JSON.parse(String(init.body))).toEqual({ email: 'a@b.co', password: 'x' });
    expect(init.headers).toMatchObject({
      'Content-Type': 'application/json',
      Accept: 'application/json',
      Guid: 'guid-1',
      Lang: 'en',
      platform: 'pc',
      UserToken: 'tok-1',
    });
    expect((init.headers as Record<string, string>)['X-User-Agent']).toMatch(/foyer/);
  });

  it('GET body becomes query', async () => {
    const fetchImpl = vi.fn(async () => answer({ ret_code: 0, ret_msg: '', result: {} }));
    const { api } = client(fetchImpl);
    await api.call(getWithQuery, { a: 1, b: 'x y', skip: undefined });
    const [url, init] = lastRequest(fetchImpl);
    expect(url).toBe('https://example.test/x-api/v2/private/user/profile?a=1&b=x+y');
    expect(init.body).toBeUndefined();
  });

  it('UserToken dropped for the listed paths', async () => {
    const fetchImpl = vi.fn(async () => answer({ ret_code: 0, ret_msg: '', result: [] }));
    const { api } = client(fetchImpl);
    await api.call(countryListCall, {});
    expect(lastRequest(fetchImpl)[1].headers).not.toHaveProperty('UserToken');
  });

  it('any token in a response is stored', async () => {
    const fetchImpl = vi.fn(async () => answer({ ret_code: 0, ret_msg: '', token: 'tok-2' }));
    const { api, tokenStore } = client(fetchImpl);
    const outcome = await api.call(anyLogin, {});
    expect(outcome.ok).toBe(true);
    expect(tokenStore.get()).toBe('tok-2');
  });

  it('accepts the camel-case envelope', async () => {
    const fetchImpl = vi.fn(async () => answer({ retCode: 32001, retMsg: 'bad' }));
    const { api } = client(fetchImpl);
    expect(await api.call(anyLogin, {})).toMatchObject({ ok: false, retCode: 32001 });
  });

  it('no body or a network failure is -200, with a toast', async () => {
    const noJson = vi.fn(async () => new Response('<html>', { status: 502 }));
    const first = client(noJson);
    expect(await first.api.call(anyLogin, {})).toMatchObject({ ok: false, retCode: -200 });
    expect(first.onToast).toHaveBeenCalledTimes(1);
    const offline = vi.fn(async () => Promise.reject(new TypeError('Failed to fetch')));
    expect(await client(offline).api.call(anyLogin, {})).toMatchObject({ retCode: -200 });
  });

  it('a refusal toasts once, unless hideError', async () => {
    const fetchImpl = vi.fn(async () => answer({ ret_code: 33001, ret_msg: 'exists' }));
    const { api, onToast } = client(fetchImpl);
    await api.call(anyLogin, {}, { hideError: true });
    expect(onToast).not.toHaveBeenCalled();
    await api.call(anyLogin, {});
    expect(onToast).toHaveBeenCalledWith({ kind: 'error', text: '33001: exists', ms: 5000 });
  });

  it('10006 toasts at most once per 10 s', async () => {
    let now = 0;
    const fetchImpl = vi.fn(async () => answer({ ret_code: 10006, ret_msg: 'slow down' }));
    const { api, onToast } = client(fetchImpl, { now: () => now });
    await api.call(profileCall, {});
    now = 9_000;
    await api.call(profileCall, {});
    expect(onToast).toHaveBeenCalledTimes(1);
    now = 10_500;
    await api.call(profileCall, {});
    expect(onToast).toHaveBeenCalledTimes(2);
  });

  describe('tracking of answers (behaviour §8 "HTTP 403 tracked as failure; responses over 5000 ms tracked slow")', () => {
    it('an answer with HTTP 403 is tracked as a failure of the call, by its path', async () => {
      const track = vi.fn();
      const forbidden = vi.fn(async () => new Response('<html>Forbidden</html>', { status: 403 }));
      const { api } = client(forbidden, { track });
      await api.call(anyLogin, { email: 'a@example.com' });
      expect(track).toHaveBeenCalledWith({ name: 'requestFailure', path: '/login', status: 403 });
      expect(JSON.stringify(track.mock.calls)).not.toContain('a@example.com');
    });

    it('an answer after more than 5000 ms is tracked slow, with its time; one at 5000 ms is not', async () => {
      const track = vi.fn();
      let now = 0;
      let takes = 5001;
      const fetchImpl = vi.fn(async () => {
        now += takes;
        return answer({ ret_code: 0, ret_msg: 'OK', result: {} });
      });
      const { api } = client(fetchImpl, { track, now: () => now });
      await api.call(profileCall, {});
      expect(track).toHaveBeenCalledWith({
        name: 'requestSlow',
        path: '/v2/private/user/profile',
        ms: 5001,
      });
      track.mockClear();
      takes = 5000;
      await api.call(profileCall, {});
      expect(track).not.toHaveBeenCalled();
    });

    it('a quick answer of 200 is not tracked', async () => {
      const track = vi.fn();
      const fetchImpl = vi.fn(async () => answer({ ret_code: 0, ret_msg: 'OK', result: {} }));
      const { api } = client(fetchImpl, { track, now: () => 0 });
      await api.call(profileCall, {});
      expect(track).not.toHaveBeenCalled();
    });
  });
});
