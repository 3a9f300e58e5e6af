import type { Kysely, Migration } from 'kysely';

/**
 * The widget's tracked events as counters (decision 144): one row per event name and UTC day,
 * never a row per event, so that a flood of events costs a count and no disk. The name is
 * always one of the contract's TRACK_EVENTS (the route refuses any other). Listed in
 * store/migrations/index.ts by its key.
 */
export const trackedEventCounts: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('tracked_event_counts')
      // The UTC day, 'YYYY-MM-DD'.
      .addColumn('day', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('count', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('tracked_event_counts_pk', ['day', 'name'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('tracked_event_counts').execute();
  },
};
