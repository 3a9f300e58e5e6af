import { z } from 'zod';

/** The schemas of one call: the request (query for GET, JSON body otherwise) and `result`. */
export interface CallSchemas<Req extends z.ZodType = z.ZodType, Res extends z.ZodType = z.ZodType> {
  request: Req;
  result: Res;
}

export function defineSchemas<Req extends z.ZodType, Res extends z.ZodType>(
  schemas: CallSchemas<Req, Res>,
): CallSchemas<Req, Res> {
  return schemas;
}

/** The request of a POST that takes nothing: no body at all (null to Fastify), or an object. */
export const noBody = z.object({}).nullish();

/** What a caller sends: the request schema's input. */
export type RequestOf<S extends CallSchemas> = z.input<S['request']>;
/** What a successful answer's `result` holds: the result schema's output. */
export type ResultOf<S extends CallSchemas> = z.output<S['result']>;
