/**
 * `POST /v2/public/metrics` (behaviour §7; decision 144): a batch of the widget's tracked
 * events, each one of the table's names with exactly its fields. A batch is bounded in events
 * here and in bytes by the route, so that no client can make the server hold more.
 */
import { z } from 'zod';
import {
  METRICS_BATCH_MAX_EVENTS,
  TRACK_EVENTS,
  TRACK_TEXT_MAX,
  type TrackEventName,
  type TrackFieldKind,
} from '../tracking.js';
import { defineSchemas } from './define.js';

const FIELD_SCHEMAS: Record<TrackFieldKind, z.ZodType> = {
  text: z.string().max(TRACK_TEXT_MAX),
  // Masked by the widget: what arrives is '***@domain' or '****' (decision 144).
  contact: z.string().max(TRACK_TEXT_MAX),
  number: z.number().finite(),
};

/** One event: its name and the fields the table gives it, each optional (empty ones are removed). */
function eventSchema(name: TrackEventName) {
  const fields = Object.entries(TRACK_EVENTS[name]).map(([field, kind]) => [
    field,
    FIELD_SCHEMAS[kind as TrackFieldKind].optional(),
  ]);
  return z.strictObject({ name: z.literal(name), ...Object.fromEntries(fields) });
}

const names = Object.keys(TRACK_EVENTS) as TrackEventName[];
const [first, ...rest] = names.map(eventSchema);

/** A tracked event as the server reads it: a name of the table and some of its fields. */
export type TrackedEventInput = { name: TrackEventName } & Record<string, string | number>;

/** Any one tracked event of the table; anything else is refused. */
export const trackedEventSchema = z.discriminatedUnion('name', [
  first!,
  ...rest,
]) as unknown as z.ZodType<TrackedEventInput>;

export const metricsSchemas = defineSchemas({
  request: z.object({
    events: z.array(trackedEventSchema).min(1).max(METRICS_BATCH_MAX_EVENTS),
  }),
  /** How many events were counted. */
  result: z.object({ accepted: z.number() }),
});
