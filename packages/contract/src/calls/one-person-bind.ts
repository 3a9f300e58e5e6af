/**
 * One person, one account (decision 143), in a module of its own: no page of the first visit
 * calls it (decisions 047, 089).
 */
import type { CallSchemas, RequestOf, ResultOf } from '../schemas/define.js';
import type { onePersonBindSchemas } from '../schemas/one-person-bind.js';
import type { CallRoute } from './call.js';

type RouteOf<S extends CallSchemas> = CallRoute<RequestOf<S>, ResultOf<S>>;

/** The signed-in account declares, or withdraws, that it is its holder's one account. */
export const onePersonBindCall: RouteOf<typeof onePersonBindSchemas> = {
  method: 'POST',
  path: '/user/private/one_people_bind/set',
  private: true,
};
