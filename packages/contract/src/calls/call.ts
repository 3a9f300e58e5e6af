import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One call of SPEC §7: method, path (below the `/x-api` prefix), the request schema (query
 * for GET, JSON body otherwise) and the schema of `result` in a successful answer.
 */
export interface CallDef<Req extends z.ZodType = z.ZodType, Res extends z.ZodType = z.ZodType> {
  method: HttpMethod;
  path: string;
  request: Req;
  result: Res;
  /** The call needs a signed-in session (UserToken header). */
  private: boolean;
}

export function defineCall<Req extends z.ZodType, Res extends z.ZodType>(
  call: CallDef<Req, Res>,
): CallDef<Req, Res> {
  return call;
}

export type CallRequest<C extends CallDef> = z.input<C['request']>;
export type CallResult<C extends CallDef> = z.output<C['result']>;
