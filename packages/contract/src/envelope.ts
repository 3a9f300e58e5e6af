/**
 * The response envelope of every call (SPEC §3, §8): `ret_code`, `ret_msg`, an optional
 * `result`, and an optional `token` at the top level. Some answers carry camel-case
 * `retCode`/`retMsg` instead; both spellings are accepted.
 */
import { z } from 'zod';

export interface Envelope<R = unknown> {
  ret_code: number;
  ret_msg: string;
  result?: R;
  /** A session token; the widget stores any token it sees in an answer (SPEC §7). */
  token?: string;
  /** The site the account belongs to (login answers, SPEC §3). */
  currentSite?: string;
  /** Server time in milliseconds, for clients that need it. */
  time_now?: number;
}

/** Raw envelope as it may arrive on the wire, camel-case variant included. */
export const wireEnvelopeSchema = z
  .object({
    ret_code: z.number().int().optional(),
    retCode: z.number().int().optional(),
    ret_msg: z.string().optional(),
    retMsg: z.string().optional(),
    result: z.unknown().optional(),
    token: z.string().optional(),
    currentSite: z.string().optional(),
  })
  .passthrough();

/** ret_code 0 is success; 10007 is success-like (SPEC §8). */
export const SUCCESS_CODES: ReadonlySet<number> = new Set([0, 10007]);

export function isSuccess(retCode: number): boolean {
  return SUCCESS_CODES.has(retCode);
}

/**
 * Normalises a decoded JSON body to the snake-case envelope. Returns `undefined`
 * when the body is not an envelope at all (the widget then reports -200, SPEC §8).
 */
export function normaliseEnvelope(body: unknown): Envelope | undefined {
  const parsed = wireEnvelopeSchema.safeParse(body);
  if (!parsed.success) return undefined;
  const raw = parsed.data;
  const retCode = raw.ret_code ?? raw.retCode;
  if (retCode === undefined) return undefined;
  const envelope: Envelope = {
    ...(raw as Record<string, unknown>),
    ret_code: retCode,
    ret_msg: raw.ret_msg ?? raw.retMsg ?? '',
  };
  return envelope;
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
