/** The waitlist of visitors from places where sign-up is not offered (decision 029). */
import type { Kysely } from 'kysely';
import type { Database } from './schema.js';

export function waitlistStore(db: Kysely<Database>) {
  return {
    /** Adds the e-mail once; a second join changes nothing (and is not told apart). */
    async join(email: string, country: string, createdAt: number): Promise<void> {
      await db
        .insertInto('waitlist')
        .values({ email, country, created_at: createdAt })
        .onConflict((oc) => oc.column('email').doNothing())
        .execute();
    },

    find(email: string) {
      return db.selectFrom('waitlist').selectAll().where('email', '=', email).executeTakeFirst();
    },
  };
}
