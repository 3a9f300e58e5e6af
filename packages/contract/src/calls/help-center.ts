/**
 * The help-center web form's call (decision 129), in a module of its own so that the first
 * visit's chunk does not carry it: only the form's page uses it (decisions 047, 089).
 */
import type { CallSchemas, RequestOf, ResultOf } from '../schemas/define.js';
import type { supportRequestSchemas } from '../schemas/help-center.js';
import type { CallRoute } from './call.js';

type RouteOf<S extends CallSchemas> = CallRoute<RequestOf<S>, ResultOf<S>>;

/** A visitor's support request from the help-center web form (decision 129). */
export const supportRequestCall: RouteOf<typeof supportRequestSchemas> = {
  method: 'POST',
  path: '/user/public/help-center/webform',
  private: false,
};
