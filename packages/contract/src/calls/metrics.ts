/**
 * The tracked events' call (decision 144), in a module of its own: only the widget's lazily
 * loaded event stream sends it, so the first chunk does not carry it (decision 047).
 */
import type { CallSchemas, RequestOf, ResultOf } from '../schemas/define.js';
import type { metricsSchemas } from '../schemas/metrics.js';
import type { CallRoute } from './call.js';

type RouteOf<S extends CallSchemas> = CallRoute<RequestOf<S>, ResultOf<S>>;

/** A batch of the widget's tracked events (behaviour §7 "POST /v2/public/metrics"). */
export const metricsCall: RouteOf<typeof metricsSchemas> = {
  method: 'POST',
  path: '/v2/public/metrics',
  private: false,
};
