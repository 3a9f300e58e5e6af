import { vi } from 'vitest';

type Handler = (body: Record<string, unknown>, url: URL) => unknown;

/** A fetch stand-in answering envelopes by path below /x-api; records every request. */
export function fakeApi(handlers: Record<string, Handler>) {
  const requests: { path: string; body: Record<string, unknown>; headers: Headers }[] = [];
  const fetchImpl = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const path = url.pathname.replace(/^\/x-api/, '');
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
    requests.push({ path, body, headers: new Headers(init?.headers) });
    const handler = handlers[`${init?.method ?? 'GET'} ${path}`];
    const envelope = handler ? handler(body, url) : { ret_code: 10404, ret_msg: 'not found' };
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
