/**
 * The tracked events' counters (decision 144): one row per event name and UTC day, added to by
 * one INSERT … ON CONFLICT DO UPDATE per name, so parallel batches at any instance all count.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../store/schema.js';

export interface TrackedEventCount {
  day: string;
  name: string;
  count: number;
}

export function trackedEventsStore(db: Kysely<Database>) {
  return {
    /** Adds each name's count to its counter of `day` ('YYYY-MM-DD'). */
    async add(day: string, counts: ReadonlyMap<string, number>): Promise<void> {
      for (const [name, count] of counts) {
        await db
          .insertInto('tracked_event_counts')
          .values({ day, name, count })
          .onConflict((oc) =>
            oc.columns(['day', 'name']).doUpdateSet({
              count: sql<number>`tracked_event_counts.count + ${sql.val(count)}`,
            }),
          )
          .execute();
      }
    },

    /** The counters of `fromDay` and later, by day then name. */
    async since(fromDay: string): Promise<TrackedEventCount[]> {
      return db
        .selectFrom('tracked_event_counts')
        .select(['day', 'name', 'count'])
        .where('day', '>=', fromDay)
        .orderBy('day')
        .orderBy('name')
        .execute();
    },
  };
}
