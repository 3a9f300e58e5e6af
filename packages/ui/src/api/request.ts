/** How one call becomes a fetch request (behaviour §7): URL, method, headers and body. */
import { USER_TOKEN_DROP_PATHS, type CallRoute } from '@foyer/contract';

export interface RequestIdentity {
  lang: string;
  platform: string;
  guid: string;
  userAgent: string;
  token: string | null;
}

/** The query string of a GET call: the payload's defined scalar fields, in order. */
export function toQueryString(payload: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(payload)) {
    if (value === undefined || value === null) continue;
    params.append(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** Whether the session token is sent with a call: not for the paths behaviour §7 lists. */
export function sendsUserToken(path: string): boolean {
  return !USER_TOKEN_DROP_PATHS.includes(path);
}

/** The wrapper's headers, after a call's own (`extra`), which cannot replace them. */
export function requestHeaders(
  callDef: CallRoute,
  who: RequestIdentity,
  extra: Readonly<Record<string, string>> = {},
): Record<string, string> {
  const headers: Record<string, string> = {
    ...extra,
    Accept: 'application/json',
    'Content-Type': 'application/json',
    Guid: who.guid,
    Lang: who.lang,
    platform: who.platform,
    'X-User-Agent': who.userAgent,
  };
  if (who.token && sendsUserToken(callDef.path)) headers.UserToken = who.token;
  return headers;
}

/** The fetch arguments of a call: GET payloads become the query, others the JSON body. */
export function buildRequest(
  apiBase: string,
  callDef: CallRoute,
  payload: Record<string, unknown>,
  who: RequestIdentity,
  extra?: Readonly<Record<string, string>>,
): { url: string; init: RequestInit } {
  const isGet = callDef.method === 'GET';
  const url = `${apiBase.replace(/\/+$/, '')}${callDef.path}${isGet ? toQueryString(payload) : ''}`;
  const init: RequestInit = {
    method: callDef.method,
    credentials: 'include',
    headers: requestHeaders(callDef, who, extra),
  };
  if (!isGet) init.body = JSON.stringify(payload);
  return { url, init };
}
