/**
 * The response envelope of every call (behaviour §3, §8): `ret_code`, `ret_msg`, an optional
 * `result`, and an optional `token` at the top level. Some answers carry camel-case
 * `retCode`/`retMsg` instead; both spellings are accepted.
 */
export interface Envelope<R = unknown> {
  ret_code: number;
  ret_msg: string;
  result?: R;
  /** A session token; the widget stores any token it sees in an answer (behaviour §7). */
  token?: string;
  /** The site the account belongs to as a wire code (login answers, behaviour §3). */
  currentSite?: string;
  /** The account's own site, any of the nine, for an account in the grey release (decision 092). */
  accountSite?: string;
  /** Server time in milliseconds, for clients that need it. */
  time_now?: number;
}

/** ret_code 0 is success; 10007 is success-like (behaviour §8). */
export const SUCCESS_CODES: ReadonlySet<number> = new Set([0, 10007]);

export function isSuccess(retCode: number): boolean {
  return SUCCESS_CODES.has(retCode);
}

/**
 * Normalises a decoded JSON body to the snake-case envelope. Returns `undefined`
 * when the body is not an envelope at all (the widget then reports -200, behaviour §8).
 */
export function normaliseEnvelope(body: unknown): Envelope | undefined {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return undefined;
  const raw = body as Record<string, unknown>;
  // A known field of the wrong type makes the body no envelope at all.
  const wellTyped =
    optional(raw.ret_code, isInteger) &&
    optional(raw.retCode, isInteger) &&
    optional(raw.ret_msg, isString) &&
    optional(raw.retMsg, isString) &&
    optional(raw.token, isString) &&
    optional(raw.currentSite, isString) &&
    optional(raw.accountSite, isString);
  if (!wellTyped) return undefined;
  const retCode = (raw.ret_code ?? raw.retCode) as number | undefined;
  if (retCode === undefined) return undefined;
  const retMsg = (raw.ret_msg ?? raw.retMsg ?? '') as string;
  return { ...raw, ret_code: retCode, ret_msg: retMsg };
}

function optional(value: unknown, check: (value: unknown) => boolean): boolean {
  return value === undefined || check(value);
}

function isInteger(value: unknown): boolean {
  return Number.isInteger(value);
}

function isString(value: unknown): boolean {
  return typeof value === 'string';
}

export function ok<R>(result: R, extra: Partial<Envelope<R>> = {}): Envelope<R> {
  return { ret_code: 0, ret_msg: 'OK', result, ...extra };
}

export function fail<R = undefined>(
  retCode: number,
  retMsg: string,
  result?: R,
): Envelope<R | undefined> {
  return { ret_code: retCode, ret_msg: retMsg, result };
}
