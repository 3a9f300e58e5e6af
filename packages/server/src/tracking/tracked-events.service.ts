/**
 * A batch of the widget's tracked events (behaviour §7 POST /v2/public/metrics, decision 144):
 * the route's schema let through only the table's names and fields, so each event is counted
 * by name for its UTC day, and nothing of its fields is kept.
 */
import type { TrackEvent } from '@foyer/contract';
import type { ServiceDeps } from '../shared/deps.js';

export type TrackingDeps = Pick<ServiceDeps, 'store' | 'clock'>;

/** The UTC day of a time, 'YYYY-MM-DD': the counters' key. */
export function utcDayOf(at: number): string {
  return new Date(at).toISOString().slice(0, 10);
}

/** How many events of each name a batch holds. */
export function countsByName(events: readonly Pick<TrackEvent, 'name'>[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const { name } of events) counts.set(name, (counts.get(name) ?? 0) + 1);
  return counts;
}

/** Counts a validated batch; answers how many events it counted. */
export async function countTrackedEvents(
  { store, clock }: TrackingDeps,
  events: readonly Pick<TrackEvent, 'name'>[],
): Promise<{ accepted: number }> {
  await store.trackedEvents.add(utcDayOf(clock.now()), countsByName(events));
  return { accepted: events.length };
}
