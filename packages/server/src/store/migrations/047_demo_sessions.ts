import type { Kysely, Migration } from 'kysely';

/**
 * Demo trading (docs/decisions/131): a session may be switched to the exchange's demo account,
 * so the flag lives on the session, 0 or 1, and every session before it is a real one.
 *
 * Listed in store/migrations/index.ts by its key.
 */
export const demoSessions: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('sessions')
      .addColumn('demo', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('sessions').dropColumn('demo').execute();
  },
};
