import type { Kysely, Migration } from 'kysely';

/** The waitlist of dialogs 2, 6 and 4 (decision 029): unique per e-mail. */
export const waitlist: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('waitlist')
      .addColumn('email', 'text', (c) => c.primaryKey())
      .addColumn('country', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('waitlist').execute();
  },
};
