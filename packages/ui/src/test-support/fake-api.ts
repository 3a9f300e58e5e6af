import { createChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';
import { vi } from 'vitest';

type Handler = (body: Record<string, unknown>, url: URL) => unknown;

/** The server's captcha-info answer: a real, small proof-of-work challenge for the scene. */
async function captchaInfo(_body: Record<string, unknown>, url: URL, visible = false) {
  const scene = Number(url.searchParams.get('scene') ?? 31000);
  const challenge = await createChallenge({
    algorithm: 'SHA-256',
    cost: 1,
    counter: 50,
    deriveKey,
    hmacSignatureSecret: 'test-secret',
    data: { scene, exp: Date.now() + 60_000 },
  });
  return ok({ success: 1, newCaptcha: true, scene, pow: challenge, downgrade: [], visible });
}

/** captcha-info as a site with CAPTCHA_VISIBLE=true answers it. */
export const visibleCaptchaInfo: Handler = (body, url) => captchaInfo(body, url, true);

const CAPTCHA_HANDLERS: Record<string, Handler> = {
  'GET /v3/public/user/captcha-info': captchaInfo,
  'GET /user/public/captcha-info': captchaInfo,
};

/** Rejects as fetch does when the request's signal aborts; never settles otherwise. */
function abortOf(signal: AbortSignal | null | undefined): Promise<never> {
  return new Promise((_, reject) => {
    const aborted = () => reject(new DOMException('The operation was aborted.', 'AbortError'));
    if (signal?.aborted) aborted();
    else signal?.addEventListener('abort', aborted, { once: true });
  });
}

/**
 * A fetch stand-in answering envelopes by path below /x-api; records every request. The
 * captcha-info paths answer a solvable challenge unless a test overrides them.
 */
export function fakeApi(overrides: Record<string, Handler>) {
  const handlers = { ...CAPTCHA_HANDLERS, ...overrides };
  const requests: { path: string; body: Record<string, unknown>; headers: Headers }[] = [];
  const fetchImpl = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const path = url.pathname.replace(/^\/x-api/, '');
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
    requests.push({ path, body, headers: new Headers(init?.headers) });
    const handler = handlers[`${init?.method ?? 'GET'} ${path}`];
    const answer = handler ? handler(body, url) : { ret_code: 10404, ret_msg: 'not found' };
    // As a real fetch does, an aborted request rejects, whether its answer came or not.
    const envelope = await Promise.race([answer, abortOf(init?.signal)]);
    return new Response(JSON.stringify(envelope), {
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchImpl);
  return { requests, fetchImpl };
}

export const COUNTRIES = [
  { code: 'DE', area_code: '49', name_en: 'Germany' },
  { code: 'GB', area_code: '44', name_en: 'United Kingdom' },
];

export const ok = (result: unknown = {}, extra: Record<string, unknown> = {}) => ({
  ret_code: 0,
  ret_msg: 'OK',
  result,
  ...extra,
});
