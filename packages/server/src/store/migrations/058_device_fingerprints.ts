import type { Kysely, Migration } from 'kysely';

/**
 * A known device's fingerprint (docs/decisions/150): the hash of the browser fingerprint the
 * device sent when it became known, or last proved itself; '' for a device known before this
 * migration, or known through a client that sends none (its next log-in that sends one
 * records it).
 *
 * Listed in store/migrations/index.ts by its key.
 */
export const deviceFingerprints: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('known_devices')
      .addColumn('fingerprint_hash', 'text', (c) => c.notNull().defaultTo(''))
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('known_devices').dropColumn('fingerprint_hash').execute();
  },
};
